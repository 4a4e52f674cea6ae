import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { throttled } from '../../http/api-error.ts';
import {
  countHitsSince,
  deleteHits,
  deleteHitsBefore,
  deleteHitsById,
  insertHit,
} from './throttle-repository.ts';

export interface ThrottleRule {
  scope: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of docs/product.md §7. Hits live in the database so every instance sees them. */
export const throttleRules = {
  loginFailureByAccount: { scope: 'login-failure:account', limit: 10, windowMs: 15 * MINUTE },
  loginFailureByAddress: { scope: 'login-failure:address', limit: 10, windowMs: 15 * MINUTE },
  registrationByAddress: { scope: 'registration:address', limit: 10, windowMs: HOUR },
  registrationByEmail: { scope: 'registration:email', limit: 5, windowMs: HOUR },
  resetByAddress: { scope: 'reset:address', limit: 10, windowMs: HOUR },
  resetByEmail: { scope: 'reset:email', limit: 5, windowMs: HOUR },
  feedbackByAddress: { scope: 'feedback:address', limit: 10, windowMs: HOUR },
  /** Officials invited to one club (issue 29), keyed by the club's id. */
  invitationByClub: { scope: 'invitation:club', limit: 30, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

/** How long hits are kept: the longest window, with a margin. */
const RETENTION_MS = 2 * HOUR;

export class ThrottleService {
  constructor(
    private readonly db: Kysely<DB>,
    // Read through a closure so tests that move the clock (vi.setSystemTime) reach it.
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Throws 429 if any rule's key has reached its limit within its window. */
  async assertAllowed(checks: ReadonlyArray<readonly [ThrottleRule, string]>): Promise<void> {
    const now = this.now();
    for (const [rule, key] of checks) await this.#assertBelow(rule, key, now);
  }

  /**
   * Counts an attempt before it is made: writes its hits, then throws 429 (taking them back)
   * if a key had reached its limit before them. Unlike assertAllowed + record, attempts running
   * at the same time cannot all pass the check: each counts the hits written before its own.
   * Returns the attempt's hit ids, for `release` if it should not count after all.
   */
  async take(checks: ReadonlyArray<readonly [ThrottleRule, string]>): Promise<number[]> {
    const now = this.now();
    const at = new Date(now).toISOString();
    const taken: { rule: ThrottleRule; key: string; id: number }[] = [];
    const ids = () => taken.map((hit) => hit.id);
    try {
      for (const [rule, key] of checks) {
        taken.push({ rule, key, id: await insertHit(this.db, rule.scope, key, at) });
      }
      // Counting the hits up to and including the attempt's own: one over the limit is too many.
      for (const { rule, key, id } of taken) await this.#assertBelow(rule, key, now, id);
    } catch (error) {
      await deleteHitsById(this.db, ids());
      throw error;
    }
    return ids();
  }

  /** Takes back the hits of an attempt that should not count (a successful login). */
  async release(ids: readonly number[]): Promise<void> {
    await deleteHitsById(this.db, ids);
  }

  /** Throws 429 if `key` has reached the limit (or, with `ownHitId`, passed it with that hit). */
  async #assertBelow(
    rule: ThrottleRule,
    key: string,
    now: number,
    ownHitId?: number,
  ): Promise<void> {
    const since = new Date(now - rule.windowMs).toISOString();
    const { count, oldest } = await countHitsSince(this.db, rule.scope, key, since, ownHitId);
    const ceiling = ownHitId === undefined ? rule.limit : rule.limit + 1;
    if (Number(count) >= ceiling) {
      const oldestMs = oldest ? Date.parse(oldest) : now;
      throw throttled((oldestMs + rule.windowMs - now) / 1000);
    }
  }

  /** Records one hit per rule; pass a transaction to record it with the rest of a write. */
  async record(
    hits: ReadonlyArray<readonly [ThrottleRule, string]>,
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    const at = new Date(this.now()).toISOString();
    for (const [rule, key] of hits) await insertHit(db, rule.scope, key, at);
  }

  async clear(rule: ThrottleRule, key: string): Promise<void> {
    await deleteHits(this.db, rule.scope, key);
  }

  /** Drops hits older than any window. */
  async prune(): Promise<void> {
    await deleteHitsBefore(this.db, new Date(this.now() - RETENTION_MS).toISOString());
  }
}
