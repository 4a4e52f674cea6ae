import { SailingQueue } from './finish-queue.ts';

const queues = new Map<number, SailingQueue>();

/**
 * The queue of a sailing, made on first use and kept while the app runs: writes waiting when
 * the race officer leaves the page are still sent.
 */
export function getSailingQueue(sailingId: number): SailingQueue {
  let queue = queues.get(sailingId);
  if (!queue) {
    queue = new SailingQueue(sailingId);
    queues.set(sailingId, queue);
    askForPersistentStorage();
  }
  return queue;
}

let persistenceAsked = false;

/**
 * Asks the browser not to evict this origin's storage under pressure, so waiting writes
 * survive a full phone; browsers may decline quietly, which changes nothing else.
 */
function askForPersistentStorage(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (typeof storage?.persist === 'function') void storage.persist().catch(() => false);
}
