import { FORMAT_WARMUPS } from '@segla/core/format';

let started = false;

/**
 * Makes Segla's Intl formatters and collator now, one short task each, while the page waits
 * for its route's code and data; made inside the first render they lengthened the task that
 * paints (decision 0059). Once per page load.
 */
export function warmFormats(): void {
  if (started) return;
  started = true;
  for (const warm of FORMAT_WARMUPS) setTimeout(warm, 0);
}
