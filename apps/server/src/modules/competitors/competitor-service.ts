import {
  MAX_TIME_FACTOR,
  type ChangeConflict,
  type Competitor,
  type CompetitorCreate,
  type CompetitorTiming,
  type CompetitorUpdate,
  type FieldErrors,
} from '@segla/core';
import {
  entryClosedMessage,
  entryGroupFor,
  entryRating,
  entryWindow,
  type RatingVariant,
} from '@segla/core/sailing';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertCanWriteClub, canWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { findSailing } from '../sailings/sailing-repository.ts';
import { changeMeta, logChange, presentChange } from '../sailing-changes/change-log.ts';
import { answerOf, runRetryable } from '../sailing-changes/retryable-write.ts';
import {
  findLastAppliedFinish,
  updateSailingChange,
} from '../sailing-changes/sailing-change-repository.ts';
import { isCountedReport, withoutReportNote } from '../finish-reports/finish-report-presenter.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { SailorMailDeps } from '../../mail/sailor-mail.ts';
import { queueEntryConfirmation } from '../../mail/sailor-mail-entry.ts';
import { compareStartGroups } from '../start-groups/start-group-presenter.ts';
import {
  findStartGroup,
  selectGroupsOfSailing,
  syncSailingTimes,
} from '../start-groups/start-group-repository.ts';
import type { SailingRow } from '../sailings/sailing-repository.ts';
import {
  selectEntryCategories,
  setEntryCategories,
} from '../prize-categories/prize-category-repository.ts';
import { checkEntryCategories } from '../prize-categories/prize-category-service.ts';
import { loadCompetitorForClubWrite, sailingOf } from './competitor-access.ts';
import { toCompetitor } from './competitor-presenter.ts';
import {
  deleteCompetitor,
  findBoatForEntry,
  findCompetitor,
  findSailorOfUser,
  findSailorProfile,
  insertCompetitor,
  isDuplicateEntry,
  lockCompetitor,
  sailorIsEntered,
  updateCompetitor,
  type CompetitorWithSailing,
} from './competitor-repository.ts';
import {
  finishesBefore,
  logEntryFields,
  requestedText,
  startOf,
  timingKindOf,
  timingText,
  writeTiming,
} from './competitor-writes.ts';

export const SAILING_NOT_FOUND = 'Seglingen finns inte.';
export const GROUP_NOT_FOUND = 'Startgruppen finns inte.';
export const GROUP_OF_OTHER_SAILING = 'Startgruppen hör till en annan segling.';
export const SAILOR_NOT_FOUND = 'Seglaren finns inte.';
export const SAILOR_ALREADY_ENTERED = 'Seglaren är redan anmäld till den här seglingen.';
export const SELF_ALREADY_ENTERED = 'Du är redan anmäld till den här seglingen.';
export const BOAT_NOT_FOUND = 'Båten finns inte.';
export const NOT_OWN_BOAT = 'Du kan bara anmäla dina egna båtar.';
export const NAME_REQUIRED = 'Ange rorsmannens namn, båtens namn eller segelnummer.';
export const NO_SAILOR_PROFILE = 'Du behöver en seglarprofil för att anmäla dig.';
export const BOAT_REQUIRED = 'Välj en av dina båtar.';
export const SAIL_CONFIG_REQUIRED = 'Välj segelföring.';
export const NO_RATING_FOR_CONFIG = 'Båtmodellen har inget SRS-tal för den segelföringen.';
export const BOAT_WITHOUT_RATING =
  'Båten har varken båtmodell eller eget SRS-tal. Lägg till det under Mina båtar.';
export const SELF_ENTRY_FIELD = 'Uppgiften hämtas från din profil och båt.';
export const SELF_ENTRY_RATING = 'SRS-talet kommer från din båt och segelföring.';
export const SELF_ENTRY_GROUP = 'Startgruppen väljs efter klubbens regler.';
export const SELF_ENTRY_SAILOR = 'Du kan bara anmäla dig själv.';
export const EDIT_CONFLICT =
  'Tiden har ändrats av någon annan sedan du såg den. Ändringen sparades inte; den finns i Ändringar.';
export const WITHDRAWAL_CLOSED = 'Seglingen har startat. Din anmälan kan inte längre tas bort.';
export const WITHDRAWAL_CANCELLED = 'Seglingen är inställd. Din anmälan kan inte längre tas bort.';

/** Sailors may withdraw their own entry until the sailing starts. */
const WITHDRAWABLE = new Set(['unpublished', 'upcoming']);

type SailorProfile = NonNullable<Awaited<ReturnType<typeof findSailorProfile>>>;
type EntryBoat = NonNullable<Awaited<ReturnType<typeof findBoatForEntry>>>;

/**
 * Competitors (entries) of sailings: the club of the sailing and staff write them; a sailor may
 * enter herself into a sailing open for registration and withdraw until it starts.
 */
export class CompetitorService {
  /** `sailorMail`: a sailor's own entry is confirmed by mail (docs/product.md §19). */
  constructor(private readonly deps: ServiceDeps & { sailorMail?: SailorMailDeps }) {}

  async get(id: number, user: AuthUser | null): Promise<Competitor> {
    const competitor = await findCompetitor(this.deps.db, id);
    if (!competitor || !canSeeSailing(viewerOf(user), sailingOf(competitor))) throw notFound();
    const answer = toCompetitor(
      competitor,
      competitor.group_start_time,
      await this.#categoriesOf(id),
    );
    // Sailors' notes on their reports are for the club (issue 13).
    return canWriteClub(user, competitor.sailing_club_id, 'racing')
      ? answer
      : withoutReportNote(answer);
  }

  async create(input: CompetitorCreate, user: AuthUser | null): Promise<Competitor> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(db, input.sailing);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) {
      throw fieldError('sailing', SAILING_NOT_FOUND);
    }
    if (!canWriteClub(signedIn, sailing.club_id, 'racing')) {
      // A sailor's own entry (docs/product.md §6); everyone else writes only their own club's data.
      if (signedIn.accountType !== 'sailor')
        assertCanWriteClub(signedIn, sailing.club_id, 'racing');
      return this.#enterSelf(sailing, input, signedIn);
    }
    const { sailor, boat } = await this.#checkReferences(sailing.id, {
      start_group: input.start_group ?? null,
      sailor: input.sailor ?? null,
      boat: input.boat ?? null,
      ownProfile: null,
      exceptId: null,
    });

    // Empty fields are filled from the linked sailor and boat, so an entry is a few taps.
    const name = input.name || (sailor ? `${sailor.first_name} ${sailor.last_name}`.trim() : '');
    const boatName = input.boat_name || boat?.name || '';
    const sailNumber = input.sail_number || boat?.sail_number || '';
    if (!name && !boatName && !sailNumber) throw fieldError('name', NAME_REQUIRED);
    const categories = await checkEntryCategories(db, sailing.club_id, input.categories ?? []);
    return this.#enter(null, categories, {
      sailing_id: sailing.id,
      start_group_id: input.start_group ?? null,
      sailor_id: input.sailor ?? null,
      boat_id: input.boat ?? null,
      name,
      boat_name: boatName,
      boat_type: input.boat_type || boat?.model_name || '',
      sail_number: sailNumber,
      club_name: input.club_name || sailor?.club_name || '',
      rating: input.rating === undefined ? ratingOfBoat(boat, input.sail_config) : input.rating,
      sail_config: input.sail_config ?? null,
    });
  }

  /**
   * A sailor enters herself (issue 13): the body names the sailing, one of her boats and the
   * sail configuration; name, boat, sail number, boat type and club come from her profile and
   * boat, the rating from the boat's own SRS value or its model's for the configuration, and
   * the start group from the club's rules (`entryGroupFor`). Only while entries are open
   * (`entryWindow`), once per sailing. She may tick the club's prize categories (issue 32).
   */
  async #enterSelf(
    sailing: SailingRow,
    input: CompetitorCreate,
    signedIn: AuthUser,
  ): Promise<Competitor> {
    const { db } = this.deps;
    const profile = await findSailorOfUser(db, signedIn.id);
    if (!profile) throw permissionDenied(NO_SAILOR_PROFILE);
    const closed = entryClosedMessage(entryWindow(sailing, Date.now()));
    if (closed !== null) throw validationError({ non_field_errors: [closed] });

    const errors: FieldErrors = {};
    for (const field of ['name', 'boat_name', 'boat_type', 'sail_number', 'club_name'] as const) {
      if (input[field] !== undefined) errors[field] = [SELF_ENTRY_FIELD];
    }
    if (input.rating !== undefined) errors.rating = [SELF_ENTRY_RATING];
    if (input.start_group !== undefined) errors.start_group = [SELF_ENTRY_GROUP];
    if (input.sailor != null && input.sailor !== profile.id) errors.sailor = [SELF_ENTRY_SAILOR];
    if (input.boat == null) errors.boat = [BOAT_REQUIRED];
    if (input.sail_config == null) errors.sail_config = [SAIL_CONFIG_REQUIRED];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const { sailor, boat } = await this.#checkReferences(sailing.id, {
      start_group: null,
      sailor: profile.id,
      boat: input.boat ?? null,
      ownProfile: profile.id,
      exceptId: null,
    });
    const sailConfig = input.sail_config as RatingVariant;
    if (!boat) throw fieldError('boat', BOAT_REQUIRED);
    const rating = ratingOfEntry(boat, sailConfig);
    if (rating === null) {
      throw boat.own_srs === null && boat.model_id === null
        ? fieldError('boat', BOAT_WITHOUT_RATING)
        : fieldError('sail_config', NO_RATING_FOR_CONFIG);
    }
    const categories = await checkEntryCategories(db, sailing.club_id, input.categories ?? []);
    const boatType = boat.model_name ?? '';
    const groups = (await selectGroupsOfSailing(db, sailing.id)).sort(compareStartGroups);
    const group = entryGroupFor(
      groups.map((row) => ({ ...row, is_default: Boolean(row.is_default) })),
      { rating, boat_type: boatType },
    );
    return this.#enter(profile.id, categories, {
      sailing_id: sailing.id,
      start_group_id: group,
      sailor_id: profile.id,
      boat_id: boat.id,
      name: sailor ? `${sailor.first_name} ${sailor.last_name}`.trim() : '',
      boat_name: boat.name,
      boat_type: boatType,
      sail_number: boat.sail_number,
      club_name: sailor?.club_name ?? '',
      rating,
      sail_config: sailConfig,
    });
  }

  /**
   * Inserts an entry (no times yet) with the prize categories ticked on it, recomputes the
   * sailing's starts, announces the new results and competitor count, and answers the entry.
   */
  async #enter(
    ownProfile: number | null,
    categories: readonly number[],
    values: Omit<
      Insertable<CompetitorTable>,
      | 'start'
      | 'finish_time'
      | 'elapsed_time'
      | 'code'
      | 'code_points'
      | 'redress_method'
      | 'created_at'
      | 'updated_at'
    >,
  ): Promise<Competitor> {
    const now = new Date().toISOString();
    const id = await this.#oneEntryPerSailor(ownProfile, async (trx) => {
      const competitorId = await insertCompetitor(trx, {
        ...values,
        start: null,
        finish_time: null,
        elapsed_time: null,
        code: null,
        code_points: null,
        redress_method: null,
        created_at: now,
        updated_at: now,
      });
      if (categories.length > 0) await setEntryCategories(trx, competitorId, categories);
      await syncSailingTimes(trx, values.sailing_id);
      if (ownProfile !== null)
        await queueEntryConfirmation(trx, this.deps.sailorMail, competitorId);
      return competitorId;
    });
    this.deps.sailorMail?.mailer.flush();
    this.deps.events.emit('results.changed', { sailingId: values.sailing_id });
    this.deps.events.emit('sailing.changed', { sailingId: values.sailing_id });
    return this.#answer(id);
  }

  /**
   * PATCH: the fields given change; `start_group` moves her between groups (null: ungrouped);
   * `categories` replaces the prize categories ticked on the entry.
   */
  async update(id: number, input: CompetitorUpdate, user: AuthUser | null): Promise<Competitor> {
    const { events } = this.deps;
    const competitor = await loadCompetitorForClubWrite(this.deps.db, id, user);
    if (input.sailing !== undefined && input.sailing !== competitor.sailing_id) {
      throw fieldError('sailing', 'En deltagare kan inte flyttas till en annan segling.');
    }
    await this.#checkReferences(competitor.sailing_id, {
      start_group: input.start_group ?? null,
      sailor: input.sailor ?? null,
      boat: input.boat ?? null,
      ownProfile: null,
      exceptId: id,
    });
    const categories =
      input.categories === undefined
        ? undefined
        : await checkEntryCategories(this.deps.db, competitor.sailing_club_id, input.categories);
    const changes: Updateable<CompetitorTable> = { updated_at: new Date().toISOString() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.boat_name !== undefined) changes.boat_name = input.boat_name;
    if (input.boat_type !== undefined) changes.boat_type = input.boat_type;
    if (input.sail_number !== undefined) changes.sail_number = input.sail_number;
    if (input.club_name !== undefined) changes.club_name = input.club_name;
    if (input.rating !== undefined) changes.rating = input.rating;
    if (input.start_group !== undefined) changes.start_group_id = input.start_group;
    if (input.sailor !== undefined) changes.sailor_id = input.sailor;
    if (input.boat !== undefined) changes.boat_id = input.boat;
    const name = input.name ?? competitor.name;
    const boatName = input.boat_name ?? competitor.boat_name;
    const sailNumber = input.sail_number ?? competitor.sail_number;
    if (!name && !boatName && !sailNumber) throw fieldError('name', NAME_REQUIRED);
    await this.#oneEntryPerSailor(null, async (trx) => {
      await updateCompetitor(trx, id, changes);
      if (categories !== undefined) await setEntryCategories(trx, id, categories);
      await syncSailingTimes(trx, competitor.sailing_id);
      await logEntryFields(
        trx,
        competitor,
        { rating: changes.rating, start_group_id: changes.start_group_id },
        changeMeta(user, competitor.sailing_club_id),
      );
    });
    events.emit('results.changed', { sailingId: competitor.sailing_id });
    return this.#answer(id);
  }

  async remove(id: number, user: AuthUser | null): Promise<void> {
    const { db, events } = this.deps;
    const signedIn = requireSignedIn(user);
    const competitor = await findCompetitor(db, id);
    if (!competitor) throw notFound();
    const sailing = sailingOf(competitor);
    if (!canWriteClub(signedIn, sailing.club_id, 'racing')) {
      const profile =
        signedIn.accountType === 'sailor' ? await findSailorOfUser(db, signedIn.id) : undefined;
      const ownEntry = profile !== undefined && competitor.sailor_id === profile.id;
      if (!ownEntry && !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
      if (!ownEntry) assertCanWriteClub(signedIn, sailing.club_id, 'racing');
      // A state, not a right: a 400 as a lifecycle step that does not fit (docs/product.md §4).
      if (!WITHDRAWABLE.has(sailing.status)) {
        const message = sailing.status === 'cancelled' ? WITHDRAWAL_CANCELLED : WITHDRAWAL_CLOSED;
        throw validationError({ non_field_errors: [message] });
      }
    }
    await db.transaction().execute(async (trx) => {
      await deleteCompetitor(trx, id);
      // Her rating may have set the others' pursuit starts.
      await syncSailingTimes(trx, competitor.sailing_id);
    });
    events.emit('results.changed', { sailingId: competitor.sailing_id });
    events.emit('sailing.changed', { sailingId: competitor.sailing_id });
  }

  /**
   * `update-elapsed-time`: one finish time, elapsed time or code (see `applyTiming`), logged in
   * the change log. With `client_id` a retry answers what the first try answered (issue 12).
   * A stamp (`stamped`) applies only to a boat without a finish, or over a later stamp (which
   * is then `kept`); otherwise it is kept in the log and the boat answered as she stands. An
   * edit with `base` that differs from her current finish is not applied: it is logged as a
   * `conflict` and answered 409 with the entry.
   */
  async recordTiming(
    id: number,
    input: CompetitorTiming,
    user: AuthUser | null,
  ): Promise<Competitor> {
    const { db, events } = this.deps;
    const competitor = await loadCompetitorForClubWrite(this.deps.db, id, user);
    const meta = changeMeta(user, competitor.sailing_club_id, input.device);
    const result = await runRetryable<Competitor | ChangeConflict>(
      db,
      input.client_id,
      `competitor-timing:${id}`,
      (trx) => lockCompetitor(trx, id),
      async (trx) => {
        const current = await findCompetitor(trx, id);
        if (!current) throw notFound();
        const present = async () => {
          const fresh = await findCompetitor(trx, id);
          if (!fresh) throw notFound();
          return toCompetitor(fresh, fresh.group_start_time);
        };
        const keep = async (status: 'kept' | 'conflict') =>
          logChange(
            trx,
            {
              sailingId: current.sailing_id,
              competitorId: id,
              startGroupId: current.start_group_id,
              kind: timingKindOf(input),
              before: timingText(timingKindOf(input), current),
              after: requestedText(input),
              stamped: input.stamped === true,
              status,
            },
            meta,
          );
        if (input.stamped === true && typeof input.finish_time === 'string') {
          const stands = await standingStamp(trx, current, input.finish_time);
          if (stands === 'keep') {
            await keep('kept');
            return { status: 200, body: await present(), changed: false };
          }
          if (stands !== null) await updateSailingChange(trx, stands, { status: 'kept' });
        } else if (input.base !== undefined && input.base !== current.finish_time) {
          const change = await presentChange(trx, await keep('conflict'));
          return { status: 409, body: { detail: EDIT_CONFLICT, change }, changed: false };
        }
        await writeTiming(trx, current, input, meta, { stamped: input.stamped === true });
        return { status: 200, body: await present(), changed: true };
      },
    );
    if (result.changed) {
      events.emit('results.changed', { sailingId: competitor.sailing_id });
    } else if (!result.replayed) {
      // A kept stamp or a conflict: logged, results untouched (a replay logged nothing new).
      // Before answerOf, which throws a conflict's 409.
      events.emit('changes.logged', { sailingId: competitor.sailing_id });
    }
    return answerOf(result) as Competitor;
  }

  /**
   * Runs a write of an entry's sailor in a transaction. The database keeps one entry per sailor
   * per sailing; a request that passed `#checkReferences` while a concurrent one entered the same
   * sailor gets the answer the check gives, not a 500.
   */
  async #oneEntryPerSailor<T>(
    ownProfile: number | null,
    write: (trx: Kysely<DB>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(write);
    } catch (error) {
      if (!isDuplicateEntry(error)) throw error;
      throw ownProfile !== null
        ? validationError({ non_field_errors: [SELF_ALREADY_ENTERED] })
        : fieldError('sailor', SAILOR_ALREADY_ENTERED);
    }
  }

  async #answer(id: number): Promise<Competitor> {
    const competitor = await findCompetitor(this.deps.db, id);
    if (!competitor) throw notFound();
    return toCompetitor(competitor, competitor.group_start_time, await this.#categoriesOf(id));
  }

  /** The prize categories ticked on an entry (issue 32), ascending. */
  async #categoriesOf(id: number): Promise<number[]> {
    return (await selectEntryCategories(this.deps.db, [id])).get(id) ?? [];
  }

  /**
   * Checks the objects an entry refers to; all problems at once as field errors (decision 0010:
   * a start group of another sailing is a 400). Returns the sailor and boat for defaults.
   */
  async #checkReferences(
    sailingId: number,
    refs: {
      start_group: number | null;
      sailor: number | null;
      boat: number | null;
      /** The caller's own sailor profile in a self-entry. */
      ownProfile: number | null;
      exceptId: number | null;
    },
  ): Promise<{ sailor: SailorProfile | undefined; boat: EntryBoat | undefined }> {
    const { db } = this.deps;
    const errors: FieldErrors = {};
    if (refs.start_group !== null) {
      const group = await findStartGroup(db, refs.start_group);
      if (!group) errors.start_group = [GROUP_NOT_FOUND];
      else if (group.sailing_id !== sailingId) errors.start_group = [GROUP_OF_OTHER_SAILING];
    }
    let sailor: SailorProfile | undefined;
    if (refs.sailor !== null) {
      sailor = await findSailorProfile(db, refs.sailor);
      if (!sailor) errors.sailor = [SAILOR_NOT_FOUND];
      else if (await sailorIsEntered(db, sailingId, sailor.id, refs.exceptId)) {
        if (refs.ownProfile !== null) errors.non_field_errors = [SELF_ALREADY_ENTERED];
        else errors.sailor = [SAILOR_ALREADY_ENTERED];
      }
    }
    let boat: EntryBoat | undefined;
    if (refs.boat !== null) {
      boat = await findBoatForEntry(db, refs.boat);
      if (!boat) errors.boat = [BOAT_NOT_FOUND];
      else if (refs.ownProfile !== null && boat.owner_id !== refs.ownProfile) {
        errors.boat = [NOT_OWN_BOAT];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { sailor, boat };
  }
}

/**
 * Whether a stamp at `stamp` may take the place of the boat's finish: null when she has none
 * (apply it), the id of the entry of her current stamp when this one is earlier (apply it and
 * keep that one), or 'keep' when her finish stands: an earlier or equal stamp, or a finish
 * someone entered by hand, which a stamp never overwrites silently.
 */
async function standingStamp(
  trx: Kysely<DB>,
  current: CompetitorWithSailing,
  stamp: string,
): Promise<number | null | 'keep'> {
  if (current.finish_time === null) return null;
  // A sailor's own report counted at once is no stamp of the club: the club's tap replaces it.
  if (isCountedReport(current)) return null;
  const last = await findLastAppliedFinish(trx, current.id);
  const isStamp = last !== undefined && Boolean(last.stamped) && last.after === current.finish_time;
  if (!isStamp) return 'keep';
  return finishesBefore(stamp, current.finish_time, startOf(current)) ? last.id : 'keep';
}

/**
 * A sailor's own entry's rating: the boat's own SRS value, else its model's value for the sail
 * configuration; null when there is none the scoring accepts.
 */
function ratingOfEntry(boat: EntryBoat, sailConfig: RatingVariant): number | null {
  const model = boat.model_id === null ? null : boat;
  const rating = entryRating(boat, model, sailConfig);
  return rating !== null && rating > 0 && rating <= MAX_TIME_FACTOR ? rating : null;
}

/**
 * A club's entry of a boat: the rating the boat gives (its own SRS value, else its model's for
 * the sail configuration, standard when none is named), when it is one the scoring accepts.
 */
function ratingOfBoat(
  boat: EntryBoat | undefined,
  sailConfig: RatingVariant | null | undefined,
): number | null {
  return boat ? ratingOfEntry(boat, sailConfig ?? 'srs') : null;
}
