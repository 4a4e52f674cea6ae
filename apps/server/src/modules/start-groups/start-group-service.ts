import {
  RATING_RANGE_MESSAGE,
  type FieldErrors,
  type StartGroup,
  type StartGroupCreate,
  type StartGroupStart,
  type StartGroupUpdate,
} from '@segla/core';
import { lifecycleChange } from '@segla/core/sailing';
import type { Kysely, Updateable } from 'kysely';
import type { DB, StartGroupTable } from '../../db/schema.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { selectCompetitorsOfGroup } from '../competitors/competitor-repository.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { answerOf, runRetryable } from '../sailing-changes/retryable-write.ts';
import { findSailing, updateSailing, type SailingRow } from '../sailings/sailing-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { presentCompetitors, toStartGroup } from './start-group-presenter.ts';
import {
  clearOtherDefaultGroups,
  deleteStartGroup,
  findStartGroup,
  insertStartGroup,
  isDuplicateGroupName,
  lockStartGroup,
  nextGroupPosition,
  selectGroupNamesOfSailing,
  syncSailingTimes,
  updateStartGroup,
} from './start-group-repository.ts';
import { changeMeta } from '../sailing-changes/change-log.ts';
import { logStartTime, writeGroupStartTime } from './start-group-writes.ts';

export const SAILING_NOT_FOUND = 'Seglingen finns inte.';
export const PURSUIT_NEEDS_MINUTES =
  'En jaktstart behöver planerad seglingstid för den långsammaste båten (minuter).';
export const PURSUIT_NEEDS_HANDICAP = 'En jaktstart kräver SRS-handikapp.';
export const GROUP_NAME_TAKEN = 'Det finns redan en startgrupp med det namnet i seglingen.';

const nameKey = (name: string) => name.trim().toLocaleLowerCase('sv');

/**
 * A group's name is its fleet in the series (docs/product.md §11): refused if another group of
 * the sailing has it, in any letter case.
 */
async function checkNameFree(
  db: Kysely<DB>,
  sailingId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  const groups = await selectGroupNamesOfSailing(db, sailingId);
  const key = nameKey(name);
  if (groups.some((group) => group.id !== exceptId && nameKey(group.name) === key)) {
    throw fieldError('name', GROUP_NAME_TAKEN);
  }
}

/** Runs a write, answering a concurrent twin name (the unique index) as the check would. */
async function refusingTwinNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateGroupName(error)) throw fieldError('name', GROUP_NAME_TAKEN);
    throw error;
  }
}

/** The settings that decide a group's starts, as they will be after a write. */
interface GroupSettings {
  handicap: 'srs' | 'scratch';
  start_type: 'common' | 'pursuit';
  pursuit_minutes: number | null;
}

/** A pursuit start needs the planned course time and handicaps to compute starts from. */
function checkPursuit(settings: GroupSettings): void {
  if (settings.start_type !== 'pursuit') return;
  const errors: FieldErrors = {};
  if (settings.pursuit_minutes === null) errors.pursuit_minutes = [PURSUIT_NEEDS_MINUTES];
  if (settings.handicap !== 'srs') errors.start_type = [PURSUIT_NEEDS_HANDICAP];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A group's SRS range as it will be after a write runs upwards (both ends, sent or stored). */
function checkRatingRange(min: number | null, max: number | null): void {
  if (min !== null && max !== null && min > max)
    throw fieldError('max_rating', RATING_RANGE_MESSAGE);
}

/** One start group with its competitors: two queries. */
export async function loadStartGroup(db: Kysely<DB>, id: number): Promise<StartGroup | undefined> {
  const group = await findStartGroup(db, id);
  if (!group) return undefined;
  const competitors = presentCompetitors([group], await selectCompetitorsOfGroup(db, id));
  return toStartGroup(group, competitors);
}

/**
 * Start groups of a sailing (docs/product.md §11). Written by the sailing's club or staff; every change
 * recomputes the pursuit starts and elapsed times of the sailing's competitors.
 */
export class StartGroupService {
  constructor(private readonly deps: ServiceDeps) {}

  async create(input: StartGroupCreate, user: AuthUser | null): Promise<StartGroup> {
    const { db, events } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(db, input.sailing);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) {
      throw fieldError('sailing', SAILING_NOT_FOUND);
    }
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    const settings: GroupSettings = {
      handicap: input.handicap ?? 'srs',
      start_type: input.start_type ?? 'common',
      pursuit_minutes: input.pursuit_minutes ?? null,
    };
    checkPursuit(settings);
    await checkNameFree(db, sailing.id, input.name);
    const id = await refusingTwinNames(() =>
      db.transaction().execute(async (trx) => {
        const groupId = await insertStartGroup(trx, {
          sailing_id: sailing.id,
          name: input.name,
          // A group without its own start time starts with the sailing.
          start_time: input.start_time === undefined ? sailing.start_time : input.start_time,
          ...settings,
          pursuit_rounding: input.pursuit_rounding ?? 'second',
          min_rating: input.min_rating ?? null,
          max_rating: input.max_rating ?? null,
          boat_types: input.boat_types ?? '',
          is_default: input.is_default ?? false,
          position: await nextGroupPosition(trx, sailing.id),
          created_at: new Date().toISOString(),
        });
        // At most one default group per sailing: setting one clears the others.
        if (input.is_default === true) await clearOtherDefaultGroups(trx, sailing.id, groupId);
        return groupId;
      }),
    );
    events.emit('results.changed', { sailingId: sailing.id });
    return this.#answer(id);
  }

  async update(id: number, input: StartGroupUpdate, user: AuthUser | null): Promise<StartGroup> {
    const { db, events } = this.deps;
    const { group, sailing } = await this.#loadForWrite(id, user);
    if (input.sailing !== undefined && input.sailing !== sailing.id) {
      throw fieldError('sailing', 'En startgrupp kan inte flyttas till en annan segling.');
    }
    checkPursuit({
      handicap: input.handicap ?? group.handicap,
      start_type: input.start_type ?? group.start_type,
      pursuit_minutes:
        input.pursuit_minutes === undefined ? group.pursuit_minutes : input.pursuit_minutes,
    });
    checkRatingRange(
      input.min_rating === undefined ? group.min_rating : input.min_rating,
      input.max_rating === undefined ? group.max_rating : input.max_rating,
    );
    if (input.name !== undefined && nameKey(input.name) !== nameKey(group.name)) {
      await checkNameFree(db, sailing.id, input.name, id);
    }
    const changes: Updateable<StartGroupTable> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.start_time !== undefined) changes.start_time = input.start_time;
    if (input.handicap !== undefined) changes.handicap = input.handicap;
    if (input.start_type !== undefined) changes.start_type = input.start_type;
    if (input.pursuit_minutes !== undefined) changes.pursuit_minutes = input.pursuit_minutes;
    if (input.pursuit_rounding !== undefined) changes.pursuit_rounding = input.pursuit_rounding;
    if (input.min_rating !== undefined) changes.min_rating = input.min_rating;
    if (input.max_rating !== undefined) changes.max_rating = input.max_rating;
    if (input.boat_types !== undefined) changes.boat_types = input.boat_types;
    if (input.is_default !== undefined) changes.is_default = input.is_default;
    await refusingTwinNames(() =>
      db.transaction().execute(async (trx) => {
        if (Object.keys(changes).length > 0) await updateStartGroup(trx, id, changes);
        // At most one default group per sailing: setting one clears the others.
        if (input.is_default === true) await clearOtherDefaultGroups(trx, sailing.id, id);
        await syncSailingTimes(trx, sailing.id);
        if (input.start_time !== undefined) {
          await logStartTime(trx, group, input.start_time, changeMeta(user, sailing.club_id));
        }
      }),
    );
    events.emit('results.changed', { sailingId: sailing.id });
    return this.#answer(id);
  }

  /**
   * "Start nu" (issue 12): the gun as the group's start time; elapsed times and pursuit starts
   * follow as for a PUT, and an upcoming sailing starts (ongoing). With `client_id` a retry
   * answers what the first try answered.
   */
  async start(id: number, input: StartGroupStart, user: AuthUser | null): Promise<StartGroup> {
    const { db, events } = this.deps;
    const { sailing } = await this.#loadForWrite(id, user);
    const meta = changeMeta(user, sailing.club_id, input.device);
    let started = false;
    const result = await runRetryable<StartGroup>(
      db,
      input.client_id,
      `start-group-start:${id}`,
      (trx) => lockStartGroup(trx, id),
      async (trx) => {
        const group = await findStartGroup(trx, id);
        const current = await findSailing(trx, sailing.id);
        if (!group || !current) throw notFound();
        await writeGroupStartTime(trx, group, input.start_time, meta);
        const outcome = lifecycleChange('start', current.status);
        if (current.status === 'upcoming' && 'change' in outcome) {
          await updateSailing(trx, current.id, {
            ...outcome.change,
            updated_at: new Date().toISOString(),
          });
          started = true;
        }
        const answer = await loadStartGroup(trx, id);
        if (!answer) throw notFound();
        return { status: 200, body: answer, changed: true };
      },
    );
    if (result.changed) events.emit('results.changed', { sailingId: sailing.id });
    if (started) events.emit('sailing.changed', { sailingId: sailing.id });
    return answerOf(result);
  }

  /** Deletes a start group; its competitors stay in the sailing, ungrouped. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    const { db, events } = this.deps;
    const { sailing } = await this.#loadForWrite(id, user);
    await db.transaction().execute(async (trx) => {
      await deleteStartGroup(trx, id);
      await syncSailingTimes(trx, sailing.id);
    });
    events.emit('results.changed', { sailingId: sailing.id });
  }

  async #answer(id: number): Promise<StartGroup> {
    const group = await loadStartGroup(this.deps.db, id);
    if (!group) throw notFound();
    return group;
  }

  /** 401 anonymous, 404 unknown (or in a sailing the caller cannot see), 403 another club's. */
  async #loadForWrite(id: number, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    const group = await findStartGroup(this.deps.db, id);
    const sailing: SailingRow | undefined = group
      ? await findSailing(this.deps.db, group.sailing_id)
      : undefined;
    if (!group || !sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return { group, sailing };
  }
}
