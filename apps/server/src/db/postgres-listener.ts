import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** What one channel's subscriber is told by the listening connection. */
export interface ChannelSubscriber {
  /** A notification of the channel (its payload), in the order PostgreSQL sent them. */
  onMessage(payload: string): void;
  /** The connection was lost (or could not be made): notifications may be missed from now on. */
  onLost?(): void;
  /** The connection is up again (or for the first time): notifications of the gap are gone. */
  onBack?(): void;
}

export interface PostgresListenerOptions {
  url: string;
  log: { warn(obj: object, msg: string): void };
  /** A barrier that has not answered after this long fails, and the connection is dropped. */
  barrierTimeoutMs?: number;
  /** First and longest wait between reconnection attempts (default 500 ms doubling to 10 s). */
  retryMinMs?: number;
  retryMaxMs?: number;
}

/**
 * PostgreSQL LISTEN for a whole instance: one dedicated connection that listens on every channel
 * subscribed (the results notices of decision 0038, the live bus of decision 0030) and
 * reconnects with back-off. A connection error never crashes the process: it only tells the
 * subscribers (`onLost`, later `onBack`) and starts a reconnection. NOTIFY goes through the
 * ordinary pool (db/notify.ts, or the database's own triggers).
 *
 * `barrier()` runs `SELECT 1` on this very connection. PostgreSQL sends a listening connection
 * every notification committed before a statement ahead of that statement's answer, and the
 * one connection delivers its messages in order, so when the barrier answers, every subscriber
 * has been told of every notification committed before the barrier began. Calls arriving while
 * a barrier is on its way wait for the next one (one in flight at a time, shared by all).
 */
export class PostgresListener {
  /** Names the connection, so an operator (or a test) can tell the instances apart. */
  readonly applicationName = `segla-listen-${randomUUID().slice(0, 8)}`;
  readonly #channels = new Map<string, Set<ChannelSubscriber>>();
  #client: pg.Client | null = null;
  /** Gives up the current connection (once) and starts a new one. */
  #lose: (error?: Error) => void = () => undefined;
  #started: Promise<void> | null = null;
  #closed = false;
  #retryMs: number;
  #retryTimer: NodeJS.Timeout | null = null;
  /** Calls waiting for the next barrier, and whether one is on its way. */
  #waiting: ((ok: boolean) => void)[] = [];
  #running = false;

  constructor(private readonly options: PostgresListenerOptions) {
    this.#retryMs = options.retryMinMs ?? 500;
  }

  /** The database it listens on. */
  get url(): string {
    return this.options.url;
  }

  /** Whether the connection is up and listening. */
  get listening(): boolean {
    return this.#client !== null;
  }

  /**
   * Subscribes to `channel` and, the first time, connects (on failure it keeps trying in the
   * background; it never throws). Resolves once the channel is listened to, or the connection
   * is down (then it will be when the connection is back). Returns the unsubscription.
   */
  async subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => void> {
    let subscribers = this.#channels.get(channel);
    const first = subscribers === undefined;
    if (subscribers === undefined) {
      subscribers = new Set();
      this.#channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
    const unsubscribe = () => void subscribers.delete(subscriber);
    this.#started ??= this.#connect();
    await this.#started;
    const client = this.#client;
    if (first && client !== null) {
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`).catch((error: unknown) => {
        if (this.#client === client) this.#lose(error as Error);
      });
    }
    return unsubscribe;
  }

  /**
   * True once every notification committed before the call has reached the subscribers; false
   * when that cannot be known (no connection, or it failed on the way).
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

  #each(call: (subscriber: ChannelSubscriber) => void): void {
    for (const subscribers of this.#channels.values()) {
      for (const subscriber of subscribers) call(subscriber);
    }
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
      // Still the same connection: a reconnection in between may have missed notifications.
      const trusted = ok && this.#client === client;
      if (!ok && this.#client === client) this.#lose(new Error('LISTEN barrier failed'));
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
      if (this.#closed) return;
      this.#each((subscriber) => subscriber.onLost?.());
      this.options.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
      this.#scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const subscriber of this.#channels.get(message.channel) ?? []) {
        subscriber.onMessage(message.payload);
      }
    });
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (lost) return;
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#lose = onLost;
    this.#retryMs = this.options.retryMinMs ?? 500;
    this.#each((subscriber) => subscriber.onBack?.());
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
