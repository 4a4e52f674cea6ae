/**
 * The Målgång page's writes as they wait in the device's queue (docs/product.md §11): each is
 * kept in IndexedDB before anything else happens, carries an id made on the device so a retry
 * is applied once, and is sent in order when there is a connection.
 */

/** One write of the finish page. Times are Stockholm clock times 'HH:MM:SS'. */
export type FinishWrite =
  /** A tap on "Mål …" (`stamped`), or a corrected time (`stamped: false`); null clears it. */
  | {
      kind: 'finish';
      competitorId: number;
      finishTime: string | null;
      stamped: boolean;
      /** The finish time this device showed before the change (an edit's conflict check). */
      base?: string | null;
    }
  /** A result code (DNF, DNS, …) set, or null to clear it. */
  | { kind: 'code'; competitorId: number; code: string | null }
  /** "Start nu" or an adjusted start time of a start group. */
  | { kind: 'start'; startGroupId: number; startTime: string }
  /**
   * A sailor's own finish report (issue 13): queued like the race officer's taps, so a report
   * made at sea without coverage is sent once the phone is online again.
   */
  | { kind: 'report'; competitorId: number; finishTime: string; note: string }
  /**
   * A boat tapped "Ute" or "I land" in the safety tally (issue 31, "Säkerhet"): kept in a queue of
   * its own (app/routes/clubs/tally-queue.ts) with the same machinery; `queuedAt` is the tap's time.
   */
  | { kind: 'tally'; competitorId: number; state: 'out' | 'ashore' };

export interface QueueEntry {
  /** Made on the device (crypto.randomUUID()); the server applies each id once. */
  clientId: string;
  sailingId: number;
  write: FinishWrite;
  /** When the tap happened (ISO, on the device's clock corrected by the server offset). */
  queuedAt: string;
  /** Names the device in the change log (kept per browser in localStorage). */
  device: string;
  /** Sending attempts so far. */
  attempts: number;
}

/** What the page reads and calls: `useFinishQueue(sailingId)` returns this. */
export interface FinishQueueState {
  /** Writes not yet acknowledged by the server, oldest first. */
  pending: readonly QueueEntry[];
  /** Stores the write (IndexedDB first), then tries to send; resolves once it is stored. */
  enqueue: (write: FinishWrite, stampedAt?: Date) => Promise<QueueEntry>;
  /** Takes a write out of the queue if it has not been sent yet; true if it was removed. */
  cancel: (clientId: string) => Promise<boolean>;
  /** Whether the browser says it is online. */
  online: boolean;
}

/**
 * A write the server refused for good (400, 403, 404, 409, …): it left the queue, and it is
 * kept here (in IndexedDB too) until the race officer has seen it, so a tap never vanishes
 * silently. A 409 is an edit made over someone else's change: `body.change` is the change-log
 * entry the race officer can apply with one tap.
 */
export interface RejectedEntry extends QueueEntry {
  /** The HTTP status of the refusal. */
  status: number;
  /** What to show, in Swedish: the server's `detail` or first field error, else §8's text. */
  message: string;
  /** The server's answer as it came (for a 409: `{ detail, change }`). */
  body: unknown;
  /** When it was refused (ISO). */
  rejectedAt: string;
}

/** The queue of one sailing as the page reads it (a snapshot; replaced on every change). */
export interface FinishQueueSnapshot {
  /** Writes not yet acknowledged by the server, oldest first. */
  pending: readonly QueueEntry[];
  /** Writes the server refused, oldest first, until dismissed. */
  rejected: readonly RejectedEntry[];
  /** False until the stored queue has been read from IndexedDB once. */
  loaded: boolean;
  /** The last attempt got no answer at all (the browser may still claim to be online). */
  unreachable: boolean;
  /** The store could not be opened or written (private mode, storage full): the reason. */
  storageError: string | null;
}

/** `useFinishQueue`'s full answer: the contract above plus the rejected writes. */
export interface FinishQueue extends FinishQueueState, FinishQueueSnapshot {
  /** Removes a refused write from the list once the race officer has seen it. */
  dismissRejected: (clientId: string) => Promise<void>;
  /** Tries to send now (e.g. a "Skicka nu" button); waiting backoff is skipped. */
  retryNow: () => void;
  /** This browser's device name, sent with each write. */
  device: string;
}
