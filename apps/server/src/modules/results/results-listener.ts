import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { RESULTS_CHANNEL } from '../../db/results-notices.ts';

/**
 * PostgreSQL: one dedicated connection per instance that LISTENs on migration 0012's notices
 * of result changes and reconnects with back-off (decision 0038). Every notice committed by any
 * instance (or any other client of the database) reaches `onNotice`.
 *
 * `barrier()` is what makes memory safe to trust: it runs `SELECT 1` on this very connection.
 * PostgreSQL sends a listening connection every notification committed before a statement
 * ahead of that statement's answer, and the one connection delivers its messages in order, so
 * when the barrier answers, `onNotice` has seen every change committed before the barrier
 * began. Reads arriving while a barrier is on its way wait for the next one (one in flight at
 * a time, shared by every read waiting), so under load a barrier costs a fraction of a query
 * per read. A barrier that fails or takes over `barrierTimeoutMs` says false (read the
 * database) and drops the connection, which is then made anew.
 */
export interface ResultsListenerOptions {
  url: string;
  onNotice: (key: string) => void;
  /** The connection was lost or is back: notices may have been missed, forget everything. */
  onReset: () => void;
  log: { warn(obj: object, msg: string): void };
  barrierTimeoutMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
}

export class ResultsListener {
  /** Names the connection, so an operator (or a test) can tell the listeners apart. */
  readonly applicationName = `segla-results-${randomUUID().slice(0, 8)}`;
  #client: pg.Client | null = null;
  /** Gives up the current connection (once) and starts a new one. */
  #lose: (error?: Error) => void = () => undefined;
  #closed = false;
  #retryMs: number;
  #retryTimer: NodeJS.Timeout | null = null;
  /** Reads waiting for the next barrier, and whether one is on its way. */
  #waiting: ((ok: boolean) => void)[] = [];
  #running = false;

  constructor(private readonly options: ResultsListenerOptions) {
    this.#retryMs = options.retryMinMs ?? 500;
  }

  /** Connects and listens; on failure keeps trying in the background (never throws). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** Whether the LISTEN connection is up (reads may then trust memory after a barrier). */
  get listening(): boolean {
    return this.#client !== null;
  }

  /**
   * True once every notice committed before the call has reached `onNotice`; false when that
   * cannot be known (no connection, or it failed on the way).
   */
  barrier(): Promise<boolean> {
    if (this.#client === null) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#running) this.#round();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const client = this.#client;
    this.#client = null;
    this.#settle(this.#waiting.splice(0), false);
    if (client) await client.end().catch(() => undefined);
  }

  #round(): void {
    const client = this.#client;
    const batch = this.#waiting.splice(0);
    if (client === null) {
      this.#settle(batch, false);
      return;
    }
    this.#running = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.options.barrierTimeoutMs ?? 2000);
    });
    // The driver's own query on this dedicated connection, as its LISTEN; no table is read.
    const answered = client.query('SELECT 1').then(
      () => true,
      () => false,
    );
    void Promise.race([answered, timeout]).then((ok) => {
      clearTimeout(timer);
      // Still the same connection: a reconnection in between may have missed notices.
      const trusted = ok && this.#client === client;
      if (!ok && this.#client === client) this.#lose(new Error('results barrier failed'));
      this.#settle(batch, trusted);
      this.#running = false;
      if (this.#waiting.length > 0) this.#round();
    });
  }

  #settle(batch: ((ok: boolean) => void)[], ok: boolean): void {
    for (const resolve of batch) resolve(ok);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: this.applicationName,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      this.options.onReset();
      if (this.#closed) return;
      this.options.log.warn({ err: error }, 'results: LISTEN connection lost; reading versions');
      this.#scheduleRetry();
    };
    // A connection error must never crash the process: it only starts a reconnection.
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === RESULTS_CHANNEL && message.payload) {
        this.options.onNotice(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(RESULTS_CHANNEL)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (lost) return;
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // Notices of the time without a connection are gone: what memory holds may be stale.
    this.options.onReset();
    this.#client = client;
    this.#lose = onLost;
    this.#retryMs = this.options.retryMinMs ?? 500;
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retryTimer) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, this.options.retryMaxMs ?? 10_000);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.#connect();
    }, wait);
    this.#retryTimer.unref();
  }
}
