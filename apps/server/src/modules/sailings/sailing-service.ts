import { copyResultLists } from '../result-lists/result-list-repository.ts';
import { copyEntryCategories } from '../prize-categories/prize-category-repository.ts';
import {
  NO_SAILING_ID_MESSAGE,
  SAILING_ID_MISMATCH_MESSAGE,
  SAILING_NAME_MAX,
  type FieldErrors,
  type SailingCreate,
  type SailingDetail,
  type SailingListItem,
  type SailingListQuery,
  type SailingUpdate,
} from '@segla/core';
import { DEFAULT_PROTEST_MINUTES } from '@segla/core/board';
import { compareSailings } from '@segla/core/sailing';
import type { Kysely, Updateable } from 'kysely';
import type { DB, SailingStatus, SailingTable } from '../../db/schema.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import {
  insertCompetitors,
  selectCompetitorsOfSailing,
} from '../competitors/competitor-repository.ts';
import { withoutReportNotes } from '../finish-reports/finish-report-presenter.ts';
import { assertCanWriteClub, canWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { removeSearchWords } from '../search/search-words.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { SailorMailDeps } from '../../mail/sailor-mail.ts';
import { queueResultMails } from '../../mail/sailor-mail-results.ts';
import { insertStartGroup, selectGroupsOfSailing } from '../start-groups/start-group-repository.ts';
import { checkedFees, NO_FEES } from '../payments/fee-settings.ts';
import { owningClubForCreate } from './owning-club.ts';
import { LIFECYCLE_ACTION_DONE, lifecycleChange, type LifecycleAction } from '@segla/core/sailing';
import { logClubEvent } from '../club-log/club-log.ts';
import { canSeeSailing, viewerOf, type Viewer } from '../visibility/visibility.ts';
import { toSailingDetail, toSailingListItem } from './sailing-presenter.ts';
import {
  deleteSailing,
  findCourseClub,
  findSailing,
  findSeriesClub,
  insertSailing,
  selectSailingItems,
  updateSailing,
  type SailingRow,
} from './sailing-repository.ts';
import { reindexSailings } from './sailing-search.ts';
import { selectEntryCategories } from '../prize-categories/prize-category-repository.ts';

export const SERIE_NOT_FOUND = 'Serien finns inte.';
export const SERIE_OF_OTHER_CLUB = 'Serien tillhör en annan klubb.';
export const COURSE_NOT_FOUND = 'Banan finns inte.';
export const COURSE_OF_OTHER_CLUB = 'Banan tillhör en annan klubb.';
const COPY_SUFFIX = ' (kopia)';

/**
 * One sailing as the API shows it (four queries whatever its size: with the prize categories
 * ticked on its entries, issue 32), or undefined when it does not exist or the viewer may not
 * see it.
 */
export async function loadSailingDetail(
  db: Kysely<DB>,
  id: number,
  viewer: Viewer,
): Promise<SailingDetail | undefined> {
  const [row] = await selectSailingItems(db, { id }, viewer);
  if (!row) return undefined;
  const groups = await selectGroupsOfSailing(db, id);
  const competitors = await selectCompetitorsOfSailing(db, id);
  const categories = await selectEntryCategories(
    db,
    competitors.map((competitor) => competitor.id),
  );
  return toSailingDetail(row, groups, competitors, categories);
}

/**
 * Checks that the series and course a sailing refers to exist and belong to its club
 * (decision 0010: a reference across clubs is a 400 field error).
 */
async function checkReferences(
  db: Kysely<DB>,
  clubId: number,
  refs: { serie?: number | null; course?: number | null },
): Promise<void> {
  const errors: FieldErrors = {};
  if (refs.serie != null) {
    const serie = await findSeriesClub(db, refs.serie);
    if (!serie) errors.serie = [SERIE_NOT_FOUND];
    else if (serie.club_id !== clubId) errors.serie = [SERIE_OF_OTHER_CLUB];
  }
  if (refs.course != null) {
    const course = await findCourseClub(db, refs.course);
    if (!course) errors.course = [COURSE_NOT_FOUND];
    else if (course.club_id !== clubId) errors.course = [COURSE_OF_OTHER_CLUB];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * When a sailing that moves to `status` was finished (docs/product.md §17): now when it becomes
 * finished, unchanged when it already was (its protest time keeps running from then), null
 * when it is reopened or otherwise not finished.
 */
function finishedAt(
  sailing: Pick<SailingRow, 'status' | 'finished_at'>,
  status: SailingStatus,
  now: string,
): string | null {
  if (status !== 'finished') return null;
  return sailing.status === 'finished' && sailing.finished_at !== null ? sailing.finished_at : now;
}

/** "<namn> (kopia)", shortened so it stays within the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, SAILING_NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** Sailings: lists, details and the club's writes (docs/product.md §7, §11). */
export class SailingService {
  /** `sailorMail`: finishing and verifying mail the sailors their results (product.md §19). */
  constructor(private readonly deps: ServiceDeps & { sailorMail?: SailorMailDeps }) {}

  /** The sailings the caller may see, filtered, in date order. */
  async list(query: SailingListQuery, user: AuthUser | null): Promise<SailingListItem[]> {
    const rows = await selectSailingItems(
      this.deps.db,
      {
        clubSlug: query.club,
        year: query.year,
        statuses: query.status,
        serieId: query.serie,
      },
      viewerOf(user),
    );
    return rows.map(toSailingListItem).sort(compareSailings);
  }

  async get(id: number, user: AuthUser | null): Promise<SailingDetail> {
    const detail = await loadSailingDetail(this.deps.db, id, viewerOf(user));
    if (!detail) throw notFound();
    // Sailors' notes on their reports are for the club (issue 13).
    return canWriteClub(user, detail.club.id, 'racing') ? detail : withoutReportNotes(detail);
  }

  async create(input: SailingCreate, user: AuthUser | null): Promise<SailingDetail> {
    const { db, events } = this.deps;
    const club = await owningClubForCreate(db, user, input, 'racing');
    await checkReferences(db, club.id, input);
    const now = new Date().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      const sailingId = await insertSailing(trx, {
        club_id: club.id,
        serie_id: input.serie ?? null,
        course_id: input.course ?? null,
        name: input.name,
        description: input.description ?? '',
        start_date: input.start_date,
        start_time: input.start_time ?? null,
        status: input.status ?? 'unpublished',
        reg_status: input.reg_status ?? 'closed',
        entry_deadline: input.entry_deadline ?? null,
        reported_finishes: input.reported_finishes ?? 'after_approval',
        protest_minutes: input.protest_minutes ?? DEFAULT_PROTEST_MINUTES,
        ...checkedFees(NO_FEES, input),
        verified_result: false,
        is_finished: false,
        created_at: now,
        updated_at: now,
      });
      await reindexSailings(trx, [sailingId]);
      return sailingId;
    });
    events.emit('sailing.changed', { sailingId: id });
    return this.get(id, user);
  }

  async update(id: number, input: SailingUpdate, user: AuthUser | null): Promise<SailingDetail> {
    const { db, events } = this.deps;
    const sailing = await this.#loadForWrite(id, user);
    // docs/product.md §5: the form data names the sailing it updates.
    if (input.id === undefined)
      throw validationError({ non_field_errors: [NO_SAILING_ID_MESSAGE] });
    if (input.id !== id) throw validationError({ non_field_errors: [SAILING_ID_MISMATCH_MESSAGE] });
    if (input.club !== undefined && input.club !== sailing.club_id) {
      throw fieldError('club', 'En segling kan inte flyttas till en annan klubb.');
    }
    await checkReferences(db, sailing.club_id, input);

    const now = new Date().toISOString();
    const changes: Updateable<SailingTable> = { updated_at: now };
    if (input.name !== undefined) changes.name = input.name;
    if (input.start_date !== undefined) changes.start_date = input.start_date;
    if (input.start_time !== undefined) changes.start_time = input.start_time;
    if (input.serie !== undefined) changes.serie_id = input.serie;
    if (input.course !== undefined) changes.course_id = input.course;
    if (input.description !== undefined) changes.description = input.description;
    if (input.reg_status !== undefined) changes.reg_status = input.reg_status;
    if (input.entry_deadline !== undefined) changes.entry_deadline = input.entry_deadline;
    if (input.reported_finishes !== undefined) changes.reported_finishes = input.reported_finishes;
    if (input.verified_result !== undefined) changes.verified_result = input.verified_result;
    if (input.protest_minutes !== undefined) changes.protest_minutes = input.protest_minutes;
    Object.assign(changes, checkedFees(sailing, input));
    if (input.status !== undefined) {
      changes.status = input.status;
      // Finishing sets is_finished; any other status (reopening) clears it.
      changes.is_finished = input.status === 'finished';
      changes.finished_at = finishedAt(sailing, input.status, now);
    }
    await db.transaction().execute(async (trx) => {
      await updateSailing(trx, id, changes);
      await reindexSailings(trx, [id]);
      await queueResultMails(trx, this.deps.sailorMail, sailing);
    });
    this.deps.sailorMail?.mailer.flush();
    events.emit('sailing.changed', { sailingId: id });
    const resultsChanged =
      (input.status !== undefined && input.status !== sailing.status) ||
      (input.verified_result !== undefined &&
        input.verified_result !== Boolean(sailing.verified_result));
    if (resultsChanged) events.emit('results.changed', { sailingId: id });
    const limitMoved =
      (input.status !== undefined && input.status !== sailing.status) ||
      (input.protest_minutes !== undefined && input.protest_minutes !== sailing.protest_minutes);
    if (limitMoved) this.#boardChanged(sailing.club_id, id);
    return this.get(id, user);
  }

  async remove(id: number, user: AuthUser | null): Promise<void> {
    const { db, events } = this.deps;
    const sailing = await this.#loadForWrite(id, user);
    await db.transaction().execute(async (trx) => {
      await deleteSailing(trx, id);
      await removeSearchWords(trx, 'sailing', id);
    });
    events.emit('sailing.deleted', { sailingId: id, clubSlug: sailing.club_slug });
  }

  /**
   * Copies a sailing as an unpublished "<namn> (kopia)": same course, series, start groups and
   * competitors (with their prize-category ticks), result lists and their ratings, without
   * finish times, elapsed times or codes (docs/product.md §11, §12, §21).
   */
  async copy(id: number, user: AuthUser | null): Promise<SailingDetail> {
    const { db, events } = this.deps;
    const source = await this.#loadForWrite(id, user);
    const now = new Date().toISOString();
    const copyId = await db.transaction().execute(async (trx) => {
      const newId = await insertSailing(trx, {
        club_id: source.club_id,
        serie_id: source.serie_id,
        course_id: source.course_id,
        name: copyName(source.name),
        description: source.description,
        start_date: source.start_date,
        start_time: source.start_time,
        status: 'unpublished',
        reg_status: source.reg_status,
        // A copy is sailed on another day: its last entry time is set anew.
        entry_deadline: null,
        reported_finishes: source.reported_finishes,
        protest_minutes: source.protest_minutes,
        entry_fee: source.entry_fee,
        late_fee: source.late_fee,
        // As the last entry time: set anew for the day it is sailed.
        late_from: null,
        verified_result: false,
        is_finished: false,
        created_at: now,
        updated_at: now,
      });
      const groupIds = new Map<number, number>();
      for (const group of await selectGroupsOfSailing(trx, id)) {
        const groupId = await insertStartGroup(trx, {
          sailing_id: newId,
          name: group.name,
          start_time: group.start_time,
          handicap: group.handicap,
          start_type: group.start_type,
          pursuit_minutes: group.pursuit_minutes,
          pursuit_rounding: group.pursuit_rounding,
          min_rating: group.min_rating,
          max_rating: group.max_rating,
          boat_types: group.boat_types,
          is_default: Boolean(group.is_default),
          position: group.position,
          created_at: now,
        });
        groupIds.set(group.id, groupId);
      }
      const competitors = await selectCompetitorsOfSailing(trx, id);
      await insertCompetitors(
        trx,
        competitors.map((competitor) => ({
          sailing_id: newId,
          start_group_id:
            competitor.start_group_id === null
              ? null
              : (groupIds.get(competitor.start_group_id) ?? null),
          sailor_id: competitor.sailor_id,
          boat_id: competitor.boat_id,
          name: competitor.name,
          boat_name: competitor.boat_name,
          boat_type: competitor.boat_type,
          sail_number: competitor.sail_number,
          club_name: competitor.club_name,
          rating: competitor.rating,
          sail_config: competitor.sail_config,
          // Same group settings and ratings: the same pursuit starts.
          start: competitor.start,
          finish_time: null,
          elapsed_time: null,
          code: null,
          code_points: null,
          redress_method: null,
          created_at: now,
          updated_at: now,
        })),
      );
      // Rows get ids in insert order: the n-th copy by id is the n-th competitor inserted.
      const copies = await selectCompetitorsOfSailing(trx, newId);
      const copyIds = copies.map((copy) => copy.id).sort((a, b) => a - b);
      const competitorIds = new Map(
        competitors.map((competitor, index) => [competitor.id, copyIds[index]!]),
      );
      await copyResultLists(trx, groupIds, competitorIds, now);
      // Same club, same categories: a tick is as much the entry's as her rating (§21).
      await copyEntryCategories(trx, competitorIds);
      await reindexSailings(trx, [newId]);
      return newId;
    });
    events.emit('sailing.changed', { sailingId: copyId });
    return this.get(copyId, user);
  }

  /**
   * A step of the lifecycle (publish, start, finish, cancel, reopen, verify, unverify) by the
   * sailing's club or staff; a step that does not apply to the current status is a 400.
   */
  async changeLifecycle(
    id: number,
    action: LifecycleAction,
    user: AuthUser | null,
  ): Promise<SailingDetail> {
    const { db, events } = this.deps;
    const sailing = await this.#loadForWrite(id, user);
    const outcome = lifecycleChange(action, sailing.status);
    if ('refusal' in outcome) throw validationError({ non_field_errors: [outcome.refusal] });
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const changes: Updateable<SailingTable> = { ...outcome.change, updated_at: now };
      const status = outcome.change.status;
      if (status !== undefined) changes.finished_at = finishedAt(sailing, status, now);
      await updateSailing(trx, id, changes);
      // Signed in the club's log (docs/product.md §6): who published, started, finished…
      const detail = `${sailing.name}: ${LIFECYCLE_ACTION_DONE[action]}`;
      await logClubEvent(
        trx,
        { clubId: sailing.club_id, sailingId: id, kind: 'lifecycle', detail },
        requireSignedIn(user),
      );
      await queueResultMails(trx, this.deps.sailorMail, sailing);
    });
    this.deps.sailorMail?.mailer.flush();
    events.emit('sailing.changed', { sailingId: id });
    events.emit('results.changed', { sailingId: id });
    // Finishing starts the protest time limit, reopening ends it: open boards show the clock.
    if (outcome.change.status !== undefined) this.#boardChanged(sailing.club_id, id);
    return this.get(id, user);
  }

  /** The sailing's protest time limit moved: its board's clock is read again (§17). */
  #boardChanged(clubId: number, sailingId: number): void {
    this.deps.events.emit('board.changed', { clubId, sailingId, seriesId: null });
  }

  /** 401 anonymous, 404 unknown or unseen, 403 another club's. */
  async #loadForWrite(id: number, user: AuthUser | null): Promise<SailingRow> {
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(this.deps.db, id);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return sailing;
  }
}
