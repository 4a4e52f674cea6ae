import { ApiError } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/api-error.ts';
import { createStore } from '../../../lib/create-store.ts';
import { newClientId } from './client-id.ts';
import { getDeviceName } from './device-name.ts';
import * as queueDb from './queue-db.ts';
import { sendWrite } from './send-write.ts';
import type { FinishQueueSnapshot, FinishWrite, QueueEntry, RejectedEntry } from './types.ts';

/**
 * The offline queue of one sailing's finish writes (docs/product.md §11): a write is stored in
 * IndexedDB before anything else, then sent in order, one at a time, by one tab of the browser
 * (a Web Lock per sailing). A write leaves the queue only when the server has answered it: 2xx
 * (applied, or kept by the earlier-stamp rule), or a refusal no retry can fix, which is moved
 * to the refused list for the race officer to see. No answer, 5xx or 429 keep it and retry
 * with backoff, at once when the connection returns or the page is shown again.
 */

/** Answers that asking again cannot change: the write is refused for good. */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 410, 422]);

/** Waits between attempts after consecutive failures (ms); the last repeats. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

const CHANNEL_NAME = 'segla-finish-queue';

export interface FinishQueueOptions {
  /** IndexedDB database name (tests give each their own). */
  dbName?: string;
  /** Sends one write; throws ApiError or anything else for no answer. */
  send?: (entry: QueueEntry) => Promise<unknown>;
  backoffMs?: readonly number[];
  /** Names this device in the change log. */
  device?: () => string;
}

/** What an acknowledged write tells its listeners. */
export interface Acknowledgement {
  entry: QueueEntry;
  /** The server's answer (the competitor, or the start group). */
  body: unknown;
}

type ChannelMessage = { sailingId: number };

const EMPTY: FinishQueueSnapshot = {
  pending: [],
  rejected: [],
  loaded: false,
  unreachable: false,
  storageError: null,
};

/** Swedish words for a store that cannot keep the writes. */
export const STORAGE_ERROR_MESSAGE =
  'Tiderna kan inte sparas på enheten (privat läge eller fullt lagringsutrymme).';

function messageOf(error: ApiError): string {
  const described = describeError(error);
  const firstField = Object.values(described.fieldErrors)[0];
  return described.detail ?? described.nonFieldError ?? firstField ?? described.message;
}

/** Tells each listener; one that throws must not stop the sending. */
function notify<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      console.warn('[segla] Målgångskön: en lyssnare misslyckades', error);
    }
  }
}

/** Runs `task` holding the sailing's sender lock: one sender per sailing across tabs. */
async function withSenderLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // Without Web Locks (old browsers) each tab sends; the server's client ids keep that safe.
  if (typeof locks?.request !== 'function') return task();
  await locks.request(name, async () => {
    await task();
  });
}

/** One sailing's queue: state for the page, `enqueue`/`cancel`, and its sender. */
export class SailingQueue {
  readonly sailingId: number;
  private readonly store = createStore<FinishQueueSnapshot>(EMPTY);
  private readonly dbName: string | undefined;
  private readonly sendFn: (entry: QueueEntry) => Promise<unknown>;
  private readonly backoffMs: readonly number[];
  private readonly deviceName: () => string;
  private readonly acknowledgedListeners = new Set<(ack: Acknowledgement) => void>();
  private readonly rejectedListeners = new Set<(entry: RejectedEntry) => void>();
  private channel: BroadcastChannel | null = null;
  private draining = false;
  private again = false;
  /** A wake-up (online, page shown) came while a round ran: the next round skips the wait. */
  private woken = false;
  private failures = 0;
  private retryAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshGeneration = 0;
  private disposed = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(sailingId: number, options: FinishQueueOptions = {}) {
    this.sailingId = sailingId;
    this.dbName = options.dbName;
    this.sendFn = options.send ?? sendWrite;
    this.backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.deviceName = options.device ?? getDeviceName;
    this.listen();
    void this.refresh().then(() => this.kick());
  }

  readonly subscribe = (listener: () => void) => this.store.subscribe(listener);
  readonly getSnapshot = () => this.store.get();

  /** This browser's name as sent with each write. */
  get device(): string {
    return this.deviceName();
  }

  /** Called after each acknowledged write (e.g. to refetch the sailing); returns unsubscribe. */
  onAcknowledged(listener: (ack: Acknowledgement) => void): () => void {
    this.acknowledgedListeners.add(listener);
    return () => this.acknowledgedListeners.delete(listener);
  }

  /** Called when the server refuses a write for good; returns unsubscribe. */
  onRejected(listener: (entry: RejectedEntry) => void): () => void {
    this.rejectedListeners.add(listener);
    return () => this.rejectedListeners.delete(listener);
  }

  /** Stores the write in IndexedDB (resolves once committed), then tries to send it. */
  readonly enqueue = async (write: FinishWrite, stampedAt?: Date): Promise<QueueEntry> => {
    const entry: QueueEntry = {
      clientId: newClientId(),
      sailingId: this.sailingId,
      write,
      queuedAt: (stampedAt ?? new Date()).toISOString(),
      device: this.deviceName(),
      attempts: 0,
    };
    try {
      await queueDb.addEntry(await this.db(), entry);
    } catch (error) {
      this.store.set((state) => ({ ...state, storageError: STORAGE_ERROR_MESSAGE }));
      throw error;
    }
    // Shown at once; the refresh below confirms it from the store.
    this.store.set((state) => ({
      ...state,
      storageError: null,
      pending: state.pending.some((item) => item.clientId === entry.clientId)
        ? state.pending
        : [...state.pending, entry],
    }));
    this.changed();
    this.kick();
    return entry;
  };

  /** Takes a write out if it has not been sent yet (no attempt made); true if removed. */
  readonly cancel = async (clientId: string): Promise<boolean> => {
    const removed = await queueDb.cancelEntry(await this.db(), clientId);
    if (removed) {
      this.store.set((state) => ({
        ...state,
        pending: state.pending.filter((entry) => entry.clientId !== clientId),
      }));
      this.changed();
    }
    return removed;
  };

  /** Forgets a refused write the race officer has seen. */
  readonly dismissRejected = async (clientId: string): Promise<void> => {
    await queueDb.dismissRejected(await this.db(), clientId);
    this.store.set((state) => ({
      ...state,
      rejected: state.rejected.filter((entry) => entry.clientId !== clientId),
    }));
    this.changed();
  };

  /** Sends now, skipping any backoff wait (connection back, page shown, a button). */
  readonly retryNow = () => {
    this.failures = 0;
    this.retryAt = 0;
    this.woken = true;
    this.kick();
  };

  /** Re-reads the queue from IndexedDB (another tab or this one changed it). */
  async refresh(): Promise<void> {
    const generation = ++this.refreshGeneration;
    try {
      const db = await this.db();
      const [pending, rejected] = await Promise.all([
        queueDb.listEntries(db, this.sailingId),
        queueDb.listRejected(db, this.sailingId),
      ]);
      // A slower, older read must not overwrite a newer one.
      if (generation !== this.refreshGeneration || this.disposed) return;
      // An empty queue stays the same array, so the page's board is not built again for nothing.
      const keep = <T>(before: readonly T[], after: readonly T[]) =>
        before.length === 0 && after.length === 0 ? before : after;
      this.store.set((state) => ({
        ...state,
        pending: keep(state.pending, pending),
        rejected: keep(state.rejected, rejected),
        loaded: true,
      }));
    } catch (error) {
      console.warn('[segla] Målgångskön kunde inte läsas', error);
      if (generation === this.refreshGeneration)
        this.store.set((state) => ({
          ...state,
          loaded: true,
          storageError: STORAGE_ERROR_MESSAGE,
        }));
    }
  }

  /**
   * Starts a sending round unless one is under way (then it goes round once more), the browser
   * is offline (the `online` event starts one) or a backoff wait is running (its timer does).
   */
  kick(): void {
    if (this.disposed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    if (Date.now() < this.retryAt && !this.woken) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    this.draining = true;
    this.again = false;
    this.woken = false;
    withSenderLock(`segla-finish-sender-${this.sailingId}`, () => this.drain())
      .catch((error: unknown) => {
        // The store failed under it (rare): try again later rather than stall.
        console.warn('[segla] Målgångskön kunde inte skickas', error);
        this.scheduleRetry(false);
      })
      .finally(() => {
        this.draining = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends the sailing's writes in order until none waits or one must wait for a retry. */
  private async drain(): Promise<void> {
    for (;;) {
      if (this.disposed) return;
      const db = await this.db();
      const [head] = await queueDb.listEntries(db, this.sailingId);
      if (!head) return;
      // Counted (and so no longer cancellable) before the request leaves.
      const entry = await queueDb.claimEntry(db, head.clientId);
      if (!entry) continue;
      this.store.set((state) => ({
        ...state,
        pending: state.pending.map((item) => (item.clientId === entry.clientId ? entry : item)),
      }));
      let body: unknown;
      try {
        body = await this.sendFn(entry);
      } catch (error) {
        if (error instanceof ApiError && REFUSED_STATUSES.has(error.status)) {
          await this.reject(entry, error);
          continue;
        }
        this.scheduleRetry(!(error instanceof ApiError));
        await this.refresh();
        return;
      }
      await queueDb.removeEntry(db, entry.clientId);
      this.failures = 0;
      this.store.set((state) => ({
        ...state,
        unreachable: false,
        pending: state.pending.filter((item) => item.clientId !== entry.clientId),
      }));
      this.changed();
      notify(this.acknowledgedListeners, { entry, body });
    }
  }

  private async reject(entry: QueueEntry, error: ApiError): Promise<void> {
    const { seq: _seq, ...clean } = entry as QueueEntry & { seq?: number };
    const rejected: RejectedEntry = {
      ...clean,
      status: error.status,
      message: messageOf(error),
      body: error.data,
      rejectedAt: new Date().toISOString(),
    };
    await queueDb.rejectEntry(await this.db(), rejected);
    this.failures = 0;
    this.store.set((state) => ({
      ...state,
      unreachable: false,
      pending: state.pending.filter((item) => item.clientId !== entry.clientId),
      rejected: [...state.rejected.filter((item) => item.clientId !== entry.clientId), rejected],
    }));
    this.changed();
    notify(this.rejectedListeners, rejected);
  }

  private scheduleRetry(unanswered: boolean): void {
    if (this.disposed) return;
    const wait =
      this.backoffMs[Math.min(this.failures, this.backoffMs.length - 1)] ?? DEFAULT_BACKOFF_MS[0]!;
    this.failures += 1;
    this.retryAt = Date.now() + wait;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // A timer may fire a millisecond before Date.now() reaches retryAt: the wait is over.
      this.retryAt = 0;
      this.kick();
    }, wait);
    this.store.set((state) => ({ ...state, unreachable: unanswered }));
  }

  /** Tells this tab's page and the other tabs that the stored queue changed. */
  private changed(): void {
    void this.refresh();
    try {
      this.channel?.postMessage({ sailingId: this.sailingId } satisfies ChannelMessage);
    } catch {
      // A closed channel (the queue is being disposed): nothing to tell.
    }
  }

  private db(): Promise<queueDb.QueueDb> {
    return queueDb.openQueueDb(this.dbName);
  }

  private listen(): void {
    if (typeof window === 'undefined') return;
    const wake = () => this.retryNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        void this.refresh();
        this.retryNow();
      }
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    this.cleanups.push(() => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
    });
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
        if (event.data?.sailingId !== this.sailingId) return;
        void this.refresh();
        this.kick();
      };
      this.channel = channel;
      this.cleanups.push(() => channel.close());
    }
  }

  /** Stops listening and sending (tests; a queue of the page lives as long as the page). */
  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.channel = null;
  }
}
