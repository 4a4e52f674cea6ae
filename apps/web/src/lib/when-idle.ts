/**
 * Runs `task` once the browser has a moment after showing the page (requestIdleCallback, at
 * the latest after `timeoutMs`; a short timer where the browser lacks it). For work no page
 * needs to show itself: the live-update client, forms to come, the offline copy. On a slow
 * phone, what starts before the first paint delays it. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
