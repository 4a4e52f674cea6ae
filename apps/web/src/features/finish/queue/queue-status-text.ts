import { formatClock, plural } from '@segla/core/format';
import type { FinishQueue } from './types.ts';

/** What the status line needs of the queue. */
export type QueueStatusInput = Pick<
  FinishQueue,
  'pending' | 'rejected' | 'online' | 'unreachable' | 'loaded' | 'storageError'
>;

/** How things stand, worst first: it picks the colours of the status line. */
export type QueueTone = 'saved' | 'waiting' | 'offline' | 'error';

export interface QueueStatusText {
  tone: QueueTone;
  /** The big line: "Alla tider är sparade", "3 tider väntar på att skickas", … */
  headline: string;
  /** Smaller lines under it: since when, no connection, refused writes. */
  details: string[];
}

/** The status line's words (docs/product.md §11): where the device's writes stand. */
export function queueStatusText(queue: QueueStatusInput): QueueStatusText {
  const offline = !queue.online || queue.unreachable;
  const details: string[] = [];
  let headline: string;
  let tone: QueueTone;
  if (!queue.loaded) {
    headline = 'Läser in sparade tider…';
    tone = 'waiting';
  } else if (queue.pending.length === 0) {
    headline = 'Alla tider är sparade';
    tone = 'saved';
  } else {
    headline = `${plural(queue.pending.length, 'tid', 'tider')} väntar på att skickas`;
    tone = 'waiting';
    const oldest = queue.pending[0];
    const since = oldest ? Date.parse(oldest.queuedAt) : Number.NaN;
    if (!Number.isNaN(since)) details.push(`sedan ${formatClock(since)}`);
  }
  if (offline) {
    // The connection comes first: it is why anything waits.
    details.unshift(
      queue.pending.length > 0
        ? 'Ingen anslutning – tiderna skickas när anslutningen är tillbaka'
        : 'Ingen anslutning',
    );
    if (tone === 'saved' || tone === 'waiting') tone = 'offline';
  }
  if (queue.rejected.length > 0) {
    details.push(`${plural(queue.rejected.length, 'ändring', 'ändringar')} nekades av servern`);
    tone = 'error';
  }
  if (queue.storageError) {
    details.push(queue.storageError);
    tone = 'error';
  }
  return { tone, headline, details };
}
