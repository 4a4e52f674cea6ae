import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pendingMigrations } from '../../db/migrate.ts';
import type { DB } from '../../db/schema.ts';
import { pingDatabase } from './health-repository.ts';

/** How long `/readyz` waits for the database before it calls it unreachable. */
export const READINESS_TIMEOUT_MS = 1000;
/** A current schema stays current for a running process; asked again after this long. */
const MIGRATIONS_RECHECK_MS = 60_000;

export const DRAINING_REASON = 'Servern stängs av och tar inte emot nya besökare.';

/** The checks of `/readyz` that failed, each with its Swedish reason. */
export interface ReadinessChecks {
  database?: string;
  migrations?: string;
  listener?: string;
  shutdown?: string;
}

export type Readiness =
  { status: 'ready' } | { status: 'not_ready' | 'draining'; checks: ReadinessChecks };

export interface HealthDeps {
  db: Kysely<DB>;
  /** PostgreSQL: the instance's LISTEN connection (`listening`); SQLite: null. */
  listener: { readonly listening: boolean } | null;
  timeoutMs?: number;
  now?: () => number;
}

class TimeoutError extends Error {}

/** `work`, or a TimeoutError once `ms` have passed without its answer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function databaseReason(error: unknown, ms: number): string {
  return error instanceof TimeoutError
    ? `Databasen svarade inte inom ${ms} ms.`
    : 'Databasen går inte att nå.';
}

/**
 * Whether this instance should get traffic (decision 0044): the database answers, its schema is
 * current, on PostgreSQL the LISTEN connection is up, and the instance is not draining. Each
 * check is cheap and bounded by a short timeout, as a load balancer asks every few seconds.
 */
export class HealthService {
  #draining = false;
  /** When the migrations were last found current (ms); null: not yet, or ask again. */
  #migrationsCurrentAt: number | null = null;
  readonly #timeoutMs: number;
  readonly #now: () => number;

  constructor(private readonly deps: HealthDeps) {
    this.#timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
    this.#now = deps.now ?? Date.now;
  }

  /** From now on `/readyz` answers 503 `draining`; everything else keeps working. */
  drain(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  async readiness(): Promise<Readiness> {
    if (this.#draining) return { status: 'draining', checks: { shutdown: DRAINING_REASON } };
    const checks: ReadinessChecks = {};
    const ms = this.#timeoutMs;
    try {
      await within(ms, pingDatabase(this.deps.db));
      const migrations = await this.#migrationsReason(ms);
      if (migrations) checks.migrations = migrations;
    } catch (error) {
      // The migrations cannot be read either then: the database's reason says why.
      checks.database = databaseReason(error, ms);
    }
    if (this.deps.listener && !this.deps.listener.listening) {
      checks.listener =
        'LISTEN-anslutningen till PostgreSQL är nere: liveuppdateringar och resultatnotiser kan missas.';
    }
    return Object.keys(checks).length === 0 ? { status: 'ready' } : { status: 'not_ready', checks };
  }

  /** Null when the schema is current, else why not. Throws when the database does not answer. */
  async #migrationsReason(ms: number): Promise<string | null> {
    const checkedAt = this.#migrationsCurrentAt;
    if (checkedAt !== null && this.#now() - checkedAt < MIGRATIONS_RECHECK_MS) return null;
    const pending = await within(ms, pendingMigrations(this.deps.db));
    if (pending.length === 0) {
      this.#migrationsCurrentAt = this.#now();
      return null;
    }
    this.#migrationsCurrentAt = null;
    return `Databasen saknar ${pending.length === 1 ? 'en migrering' : `${pending.length} migreringar`}: ${pending.join(', ')}. Kör npm run segla -- migrate.`;
  }
}

/** Whether the Authorization header carries `token` as a bearer token (timing-safe). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Digests of equal length, so neither the length nor a common prefix shows in the timing.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(token)) && given !== '';
}
