import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { notify } from '../db/notify.ts';
import type { DB } from '../db/schema.ts';
import type { LiveEvent } from './live-publisher.ts';

/**
 * How a change reaches every instance's subscribers (docs/product.md §10, §13; decision 0030).
 * A change is always delivered to this instance at once; with PostgreSQL it is also announced
 * with NOTIFY, and each instance delivers the announcements of the others (its own come back
 * too and are skipped, so each subscriber gets a change once).
 */
export interface LiveBus {
  publish(event: LiveEvent): void;
  close(): Promise<void>;
}

/** SQLite: one process, nothing to cross. */
export function localBus(deliver: (event: LiveEvent) => void): LiveBus {
  return {
    publish: deliver,
    close: () => Promise.resolve(),
  };
}

export const LIVE_CHANNEL = 'segla_live';
const KIND_CODES = { sailing: 's', results: 'r', changes: 'c', deleted: 'd' } as const;

/**
 * The NOTIFY payload: ids only (and the club slug of a deleted sailing, which can no longer be
 * looked up), far below PostgreSQL's 8 000-byte limit whatever the sailing's size.
 */
export function encodeNotification(instanceId: string, event: LiveEvent): string {
  const payload: Record<string, string | number> = {
    i: instanceId,
    k: KIND_CODES[event.kind],
    s: event.sailingId,
  };
  if (event.kind === 'deleted') payload.c = event.clubSlug;
  return JSON.stringify(payload);
}

/** The event of another instance's payload, or null (own, malformed, or from a newer version). */
export function decodeNotification(instanceId: string, text: string): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { i, k, s, c } = data as Record<string, unknown>;
  if (typeof i !== 'string' || i === instanceId) return null;
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s <= 0) return null;
  if (k === KIND_CODES.sailing) return { kind: 'sailing', sailingId: s };
  if (k === KIND_CODES.results) return { kind: 'results', sailingId: s };
  if (k === KIND_CODES.changes) return { kind: 'changes', sailingId: s };
  if (k === KIND_CODES.deleted && typeof c === 'string' && c.length <= 100) {
    return { kind: 'deleted', sailingId: s, clubSlug: c };
  }
  return null;
}

export interface PostgresBusOptions {
  /** The database to LISTEN on: the same one `db` writes to. */
  url: string;
  db: Kysely<DB>;
  deliver: (event: LiveEvent) => void;
  /**
   * Called when the LISTEN connection is back after being lost: announcements of that time
   * are gone, so subscribers must refetch.
   */
  onGap: () => void;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
  channel?: string;
  /** First and longest wait between reconnection attempts. */
  retryMinMs?: number;
  retryMaxMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY with one dedicated connection per instance that reconnects with
 * back-off. NOTIFY goes through the ordinary pool after the change has committed.
 */
export class PostgresBus implements LiveBus {
  readonly instanceId = randomUUID();
  readonly applicationName = `segla-live-${this.instanceId.slice(0, 8)}`;
  readonly #channel: string;
  #client: pg.Client | null = null;
  #closed = false;
  /** A connection failed or was lost since the last one was up: announcements may be missing. */
  #missed = false;
  #retryMs: number;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PostgresBusOptions) {
    this.#channel = options.channel ?? LIVE_CHANNEL;
    this.#retryMs = options.retryMinMs ?? 500;
  }

  /** Connects and listens; on failure keeps trying in the background (never throws). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.#client !== null;
  }

  publish(event: LiveEvent): void {
    this.options.deliver(event);
    const payload = encodeNotification(this.instanceId, event);
    notify(this.options.db, this.#channel, payload).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'live: NOTIFY failed; other instances miss a change');
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      // Names the instance, so an operator (or a test) can tell the listeners apart.
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
      this.#missed = true;
      this.options.log.warn({ err: error }, 'live: LISTEN connection lost; reconnecting');
      this.#scheduleRetry();
    };
    // A connection error must never crash the process: it only starts a reconnection.
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== this.#channel || !message.payload) return;
      const event = decodeNotification(this.instanceId, message.payload);
      if (event) this.options.deliver(event);
    });
    try {
      await client.connect();
      // The driver's own LISTEN on this dedicated connection; NOTIFY is db/notify.ts.
      await client.query(`LISTEN ${client.escapeIdentifier(this.#channel)}`);
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
    this.#retryMs = this.options.retryMinMs ?? 500;
    if (this.#missed) {
      this.#missed = false;
      this.options.log.info({}, 'live: LISTEN connection back; subscribers will refetch');
      this.options.onGap();
    }
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
