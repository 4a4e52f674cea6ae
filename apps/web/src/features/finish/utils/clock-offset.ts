/**
 * The offset of the server's clock to this device's (ms, server − device), so that every phone
 * recording a sailing shows and stamps the same second (docs/product.md §11, issue 12). Kept in
 * localStorage so that a reload without a connection still stamps on the server's time.
 */

const STORAGE_KEY = 'segla.finish.clock-offset';

/** One measurement: the server's time and when the request left and its answer came (device ms). */
export interface ClockSample {
  serverMs: number;
  sentAt: number;
  receivedAt: number;
}

/** The offset one sample gives: the server read its clock half way through the round trip. */
export function sampleOffset({ serverMs, sentAt, receivedAt }: ClockSample): number {
  return serverMs - (sentAt + (receivedAt - sentAt) / 2);
}

/** The median of some offsets (a slow round trip skews one sample, not the median). */
export function medianOffset(offsets: readonly number[]): number {
  if (offsets.length === 0) return 0;
  const sorted = [...offsets].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median);
}

/** The offset measured last on this device, or null if none is kept. */
export function readStoredOffset(): number | null {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (text === null || text === undefined) return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
  } catch {
    // Storage may be refused (private mode); the clock then starts from the device's own.
    return null;
  }
}

/** Keeps a measured offset for the next load. */
export function storeOffset(offset: number): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(Math.round(offset)));
  } catch {
    // Not kept: the next load measures again.
  }
}
