import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { notify } from '../db/notify.ts';
import type { PostgresListener } from '../db/postgres-listener.ts';
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
const KIND_CODES = {
  sailing: 's',
  results: 'r',
  changes: 'c',
  deleted: 'd',
  board: 'b',
  tally: 't',
} as const;

/**
 * The NOTIFY payload: ids only (and the club slug of a deleted sailing, which can no longer be
 * looked up), far below PostgreSQL's 8 000-byte limit whatever the sailing's size. A board's
 * change names its sailing (`s`) or its series (`e`).
 */
export function encodeNotification(instanceId: string, event: LiveEvent): string {
  const payload: Record<string, string | number> = { i: instanceId, k: KIND_CODES[event.kind] };
  if (event.kind === 'board') {
    if (event.sailingId !== null) payload.s = event.sailingId;
    else payload.e = event.seriesId;
    return JSON.stringify(payload);
  }
  payload.s = event.sailingId;
  if (event.kind === 'deleted') payload.c = event.clubSlug;
  return JSON.stringify(payload);
}

/** Whether a payload's value is an id (a positive safe integer). */
function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
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
  const { i, k, s, c, e } = data as Record<string, unknown>;
  if (typeof i !== 'string' || i === instanceId) return null;
  if (k === KIND_CODES.board) {
    // Exactly one of the two: a sailing's board or a series'.
    if (isId(s) && e === undefined) return { kind: 'board', sailingId: s, seriesId: null };
    if (isId(e) && s === undefined) return { kind: 'board', sailingId: null, seriesId: e };
    return null;
  }
  if (!isId(s)) return null;
  if (k === KIND_CODES.sailing) return { kind: 'sailing', sailingId: s };
  if (k === KIND_CODES.results) return { kind: 'results', sailingId: s };
  if (k === KIND_CODES.changes) return { kind: 'changes', sailingId: s };
  if (k === KIND_CODES.tally) return { kind: 'tally', sailingId: s };
  if (k === KIND_CODES.deleted && typeof c === 'string' && c.length <= 100) {
    return { kind: 'deleted', sailingId: s, clubSlug: c };
  }
  return null;
}

export interface PostgresBusOptions {
  /** The instance's LISTEN connection, on the database `db` writes to. */
  listener: PostgresListener;
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
}

/**
 * PostgreSQL LISTEN/NOTIFY on the instance's one LISTEN connection (db/postgres-listener.ts,
 * shared with the results notices), which reconnects with back-off. NOTIFY goes through the
 * ordinary pool after the change has committed.
 */
export class PostgresBus implements LiveBus {
  readonly instanceId = randomUUID();
  readonly #channel: string;
  /** A connection failed or was lost since the last one was up: announcements may be missing. */
  #missed = false;
  #unsubscribe: () => void = () => undefined;

  constructor(private readonly options: PostgresBusOptions) {
    this.#channel = options.channel ?? LIVE_CHANNEL;
  }

  /** Listens (connecting the listener if it is not yet); never throws. */
  async start(): Promise<void> {
    this.#unsubscribe = await this.options.listener.subscribe(this.#channel, {
      onMessage: (payload) => {
        const event = decodeNotification(this.instanceId, payload);
        if (event) this.options.deliver(event);
      },
      onLost: () => {
        this.#missed = true;
      },
      onBack: () => {
        if (!this.#missed) return;
        this.#missed = false;
        this.options.log.info({}, 'live: LISTEN connection back; subscribers will refetch');
        this.options.onGap();
      },
    });
  }

  /** The LISTEN connection's name (the instance's, shared with the results notices). */
  get applicationName(): string {
    return this.options.listener.applicationName;
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.options.listener.listening;
  }

  publish(event: LiveEvent): void {
    this.options.deliver(event);
    const payload = encodeNotification(this.instanceId, event);
    notify(this.options.db, this.#channel, payload).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'live: NOTIFY failed; other instances miss a change');
    });
  }

  close(): Promise<void> {
    this.#unsubscribe();
    return Promise.resolve();
  }
}
