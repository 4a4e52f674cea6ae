import type { SailingChange } from '@segla/core';
import { canApplyChange, canRevertChange, type SailingChangeStatus } from '@segla/core/sailing';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { findCompetitor, lockCompetitor } from '../competitors/competitor-repository.ts';
import {
  timingInput,
  timingText,
  writeEntryFields,
  writeTiming,
} from '../competitors/competitor-writes.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { findSailing } from '../sailings/sailing-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { findStartGroup, lockStartGroup } from '../start-groups/start-group-repository.ts';
import { writeGroupStartTime } from '../start-groups/start-group-writes.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import {
  changeMeta,
  changeNames,
  logChange,
  presentChange,
  type ChangeMeta,
} from './change-log.ts';
import {
  currentDecisionStates,
  parseDecisionStates,
  writeDecisionStates,
} from './decision-states.ts';
import { toSailingChange } from './sailing-change-presenter.ts';
import {
  findSailingChange,
  lockCompetitors,
  selectChangesOfSailing,
  updateSailingChange,
  type SailingChangeRow,
} from './sailing-change-repository.ts';

export const ONLY_APPLIED_REVERT = 'Bara en genomförd ändring kan ångras.';
export const ONLY_PENDING_APPLY = 'Bara en sparad stämpling eller en konflikt kan genomföras.';
export const ONLY_CONFLICT_DISMISS = 'Bara en konflikt kan lösas genom att behålla värdet.';
export const COMPETITOR_GONE = 'Deltagaren finns inte längre.';
export const GROUP_GONE = 'Startgruppen finns inte längre.';
export const RECORD_ONLY =
  'En rapport eller ett godkännande kan inte ångras eller genomföras här; ändra måltiden i stället.';
export const NOT_A_DECISION = 'Protestbeslutet kan inte läsas och kan därför inte ångras.';
export const CHANGED_SINCE =
  'Värdet har ändrats efter den här ändringen. Ångra den senaste ändringen först.';

/**
 * A sailing's change log (issue 12): every change to a start time, finish, elapsed time, code,
 * rating or start group, read by the sailing's club and staff, who may revert an applied entry
 * or apply one that was kept or in conflict.
 */
export class SailingChangeService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The sailing's entries, newest first. */
  async list(sailingId: number, user: AuthUser | null): Promise<SailingChange[]> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    const rows = await selectChangesOfSailing(db, sailingId);
    const names = await changeNames(db, sailingId, rows);
    return rows.map((row) => toSailingChange(row, names));
  }

  /**
   * Puts an applied entry's `before` back (itself a logged change); the entry becomes
   * `reverted`. Only while its `after` is still the value: a later change of the same thing
   * would otherwise be undone unseen, so that one is reverted first. A value that is already
   * back at `before` (a later change put it there) has nothing to undo: the entry is only marked.
   */
  async revert(id: number, user: AuthUser | null): Promise<SailingChange> {
    const { entry, meta } = await this.#loadForWrite(id, user);
    const rule = { allowed: canRevertChange, refusal: ONLY_APPLIED_REVERT };
    return this.#resolve(entry, rule, 'results.changed', async (trx, fresh) => {
      const target = await loadTarget(trx, fresh, meta, true);
      if (target.current === fresh.after) await target.set(fresh.before);
      else if (target.current !== fresh.before) throw refusal(CHANGED_SINCE);
      await updateSailingChange(trx, id, { status: 'reverted' });
    });
  }

  /**
   * Applies the `after` of a kept stamp or a conflict now (the one-tap resolution); the entry
   * becomes `applied`, its `before` what it replaced. The entry is its own record of the
   * write (`logWrite: false`); what the write changes besides (a code lifted by a finish) is
   * logged as the caller's, while the entry keeps who made it.
   */
  async apply(id: number, user: AuthUser | null): Promise<SailingChange> {
    const { entry, meta } = await this.#loadForWrite(id, user);
    const rule = { allowed: canApplyChange, refusal: ONLY_PENDING_APPLY };
    return this.#resolve(entry, rule, 'results.changed', async (trx, fresh) => {
      const target = await loadTarget(trx, fresh, meta, false);
      await target.set(fresh.after);
      await updateSailingChange(trx, id, { status: 'applied', before: target.current });
    });
  }

  /**
   * Keeps the current value against a conflict (the other one-tap resolution): the value stays
   * as it is and the entry becomes `kept` (recorded, not in effect). Under the same lock as
   * apply, so a conflict is either applied or kept, never both.
   */
  async dismiss(id: number, user: AuthUser | null): Promise<SailingChange> {
    const { entry } = await this.#loadForWrite(id, user);
    const rule = {
      allowed: (status: SailingChangeStatus) => status === 'conflict',
      refusal: ONLY_CONFLICT_DISMISS,
    };
    return this.#resolve(entry, rule, 'changes.logged', async (trx) => {
      await updateSailingChange(trx, id, { status: 'kept' });
    });
  }

  /**
   * Runs `step` on the entry in one transaction, then answers the entry and announces `event`.
   * The thing the entry is about is locked and the entry read again first, so a double tap
   * resolves once: the second finds a status `rule` no longer allows.
   */
  async #resolve(
    entry: SailingChangeRow,
    rule: { allowed: (status: SailingChangeStatus) => boolean; refusal: string },
    event: 'results.changed' | 'changes.logged',
    step: (trx: Kysely<DB>, fresh: SailingChangeRow) => Promise<void>,
  ): Promise<SailingChange> {
    const { db, events } = this.deps;
    if (!rule.allowed(entry.status)) throw refusal(rule.refusal);
    const answer = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, entry);
      const fresh = await findSailingChange(trx, entry.id);
      if (!fresh) throw notFound();
      if (!rule.allowed(fresh.status)) throw refusal(rule.refusal);
      await step(trx, fresh);
      return presentChange(trx, entry.id);
    });
    events.emit(event, { sailingId: entry.sailing_id });
    return answer;
  }

  /** 401 anonymous, 404 unknown or in a sailing the caller cannot see, 403 another club's. */
  async #loadForWrite(
    id: number,
    user: AuthUser | null,
  ): Promise<{ entry: SailingChangeRow; meta: ChangeMeta }> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const entry = await findSailingChange(db, id);
    const sailing = entry ? await findSailing(db, entry.sailing_id) : undefined;
    if (!entry || !sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return { entry, meta: changeMeta(signedIn, sailing.club_id) };
  }
}

/** What an entry is about: its value now, as the log shows it, and how to set it. */
interface Target {
  current: string | null;
  set(value: string | null): Promise<void>;
}

const numberText = (value: number | null) => (value === null ? null : String(value));

/**
 * The start time, timing field, rating or start group an entry is about (its row locked by the
 * caller): the value it has now, in the text the log records, and a setter that writes a logged
 * value back (logged unless `logWrite` is false).
 * @throws ApiError 400 when the competitor or group is gone, or (from `set`) the value no
 * longer fits.
 */
async function loadTarget(
  trx: Kysely<DB>,
  entry: SailingChangeRow,
  meta: ChangeMeta,
  logWrite: boolean,
): Promise<Target> {
  if (entry.kind === 'start_time') {
    if (entry.start_group_id === null) throw refusal(GROUP_GONE);
    const group = await findStartGroup(trx, entry.start_group_id);
    if (!group) throw refusal(GROUP_GONE);
    return {
      current: group.start_time,
      set: (value) => writeGroupStartTime(trx, group, value, meta, { logWrite }),
    };
  }
  if (entry.kind === 'decision') return decisionTarget(trx, entry, meta, logWrite);
  if (entry.competitor_id === null) throw refusal(COMPETITOR_GONE);
  const competitor = await findCompetitor(trx, entry.competitor_id);
  if (!competitor) throw refusal(COMPETITOR_GONE);
  if (entry.kind === 'rating') {
    return {
      current: numberText(competitor.rating),
      set: (value) => {
        const rating = value === null ? null : Number(value);
        return writeEntryFields(trx, competitor, { rating }, meta, { logWrite });
      },
    };
  }
  if (entry.kind === 'start_group') {
    return {
      current: numberText(competitor.start_group_id),
      set: async (value) => {
        const groupId = value === null ? null : Number(value);
        if (groupId !== null) {
          const group = await findStartGroup(trx, groupId);
          if (!group || group.sailing_id !== competitor.sailing_id) throw refusal(GROUP_GONE);
        }
        await writeEntryFields(trx, competitor, { start_group_id: groupId }, meta, { logWrite });
      },
    };
  }
  const kind = entry.kind;
  // A report or an approval records what happened; the finish it set has an entry of its own.
  if (kind === 'report' || kind === 'approval') throw refusal(RECORD_ONLY);
  return {
    current: timingText(kind, competitor),
    set: async (value) => {
      await writeTiming(trx, competitor, timingInput(kind, value), meta, {
        stamped: !logWrite && Boolean(entry.stamped),
        logWrite,
      });
    },
  };
}

/**
 * The boats a `decision` entry is about (issue 30): their states now, in the entry's JSON, and a
 * setter that writes a recorded set of states back, logged as a `decision` entry of the same
 * protest (unless `logWrite` is false). The caller holds the boats' locks (`lockSubject`).
 */
async function decisionTarget(
  trx: Kysely<DB>,
  entry: SailingChangeRow,
  meta: ChangeMeta,
  logWrite: boolean,
): Promise<Target> {
  const ids = decisionCompetitors(entry);
  const current = await currentDecisionStates(trx, ids);
  if (current === null) throw refusal(COMPETITOR_GONE);
  return {
    current,
    set: async (value) => {
      const states = parseDecisionStates(value);
      if (states === null) throw refusal(NOT_A_DECISION);
      await writeDecisionStates(trx, states);
      if (!logWrite) return;
      const record = {
        sailingId: entry.sailing_id,
        kind: 'decision',
        protestId: entry.protest_id,
        before: current,
        after: await currentDecisionStates(trx, ids),
      } as const;
      await logChange(trx, record, meta);
    },
  };
}

/** The competitors a `decision` entry names, in id order. */
function decisionCompetitors(entry: Pick<SailingChangeRow, 'before' | 'after'>): number[] {
  const ids = new Set<number>();
  for (const text of [entry.before, entry.after]) {
    for (const state of parseDecisionStates(text) ?? []) ids.add(state.competitor);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Locks the start group or competitor(s) an entry is about (what its writes lock too). */
async function lockSubject(trx: Kysely<DB>, entry: SailingChangeRow): Promise<void> {
  if (entry.kind === 'decision') {
    await lockCompetitors(trx, decisionCompetitors(entry));
  } else if (entry.kind === 'start_time') {
    if (entry.start_group_id !== null) await lockStartGroup(trx, entry.start_group_id);
  } else if (entry.competitor_id !== null) {
    await lockCompetitor(trx, entry.competitor_id);
  }
}

function refusal(message: string) {
  return validationError({ non_field_errors: [message] });
}
