import { formatClock, plural } from '@segla/core/format';

/** Where this device's taps stand, as the queue reports it (composed in app/). */
export interface TallyQueueState {
  /** Taps stored on the device and not yet acknowledged, oldest first (their tap times). */
  pendingAt: readonly string[];
  online: boolean;
  /** The last attempt got no answer at all. */
  unreachable: boolean;
  /** False until the stored queue has been read once. */
  loaded: boolean;
  storageError: string | null;
  /** Taps the server refused for good, until dismissed: what they were and why. */
  refused: readonly { clientId: string; text: string; message: string }[];
  onDismiss: (clientId: string) => void;
}

type Tone = 'saved' | 'waiting' | 'offline' | 'error';

/** The status line's words: the same rules as Målgång's (docs/product.md §2), for taps. */
export function tallyStatusText(queue: TallyQueueState): {
  tone: Tone;
  headline: string;
  details: string[];
} {
  const offline = !queue.online || queue.unreachable;
  const waiting = queue.pendingAt.length;
  const details: string[] = [];
  let tone: Tone = 'saved';
  let headline = 'Alla tryck är sparade';
  if (!queue.loaded) {
    headline = 'Läser in sparade tryck…';
    tone = 'waiting';
  } else if (waiting > 0) {
    headline = `${plural(waiting, 'tryck', 'tryck')} väntar på att skickas`;
    tone = 'waiting';
    const since = Date.parse(queue.pendingAt[0] ?? '');
    if (!Number.isNaN(since)) details.push(`sedan ${formatClock(since)}`);
  }
  if (offline) {
    details.unshift(
      waiting > 0
        ? 'Ingen anslutning – trycken skickas när anslutningen är tillbaka'
        : 'Ingen anslutning',
    );
    tone = 'offline';
  }
  if (queue.refused.length > 0) {
    details.push(`${plural(queue.refused.length, 'tryck', 'tryck')} nekades av servern`);
    tone = 'error';
  }
  if (queue.storageError) {
    details.push(queue.storageError);
    tone = 'error';
  }
  return { tone, headline, details };
}

/**
 * The tally's status line: every tap is kept on the phone before it is sent, so the line says
 * whether all are with the server, how many wait and since when, and which the server refused
 * (each shown until "OK" is tapped, so no tap vanishes silently).
 */
export function TallyStatus({ queue }: { queue: TallyQueueState }) {
  const { tone, headline, details } = tallyStatusText(queue);
  return (
    <div className="tally-status" role="status" aria-live="polite" data-tone={tone}>
      <div className="tally-status-headline">{headline}</div>
      {details.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {queue.refused.map((entry) => (
        <div key={entry.clientId} className="tally-refused">
          <span>
            {entry.text}: {entry.message}
          </span>
          <button
            type="button"
            className="tally-button"
            onClick={() => queue.onDismiss(entry.clientId)}
          >
            OK
          </button>
        </div>
      ))}
    </div>
  );
}
