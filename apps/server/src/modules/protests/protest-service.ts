import type {
  Decision,
  DecisionPenalty,
  FieldErrors,
  Hearing,
  Protest,
  ProtestCreate,
} from '@segla/core';
import { protestDeadline, protestTimeOverMessage } from '@segla/core/board';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied, validationError } from '../../http/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { findSailorOfUser } from '../competitors/competitor-repository.ts';
import {
  assertCanWriteClub,
  canWriteClub,
  requireSignedIn,
  signatureIn,
} from '../permissions/permissions.ts';
import { changeMeta, logChange } from '../sailing-changes/change-log.ts';
import {
  codeWords,
  currentDecisionStates,
  writeDecisionStates,
  type DecisionState,
} from '../sailing-changes/decision-states.ts';
import { lockCompetitors } from '../sailing-changes/sailing-change-repository.ts';
import { findSailing, type SailingRow } from '../sailings/sailing-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { decisionMail, hearingMail, type ProtestMailContext } from './protest-mail.ts';
import { toProtest, toProtests } from './protest-presenter.ts';
import {
  findProtest,
  insertPenalties,
  insertProtest,
  insertProtestedBoats,
  isDuplicateProtestNumber,
  lockProtest,
  nextProtestNumber,
  selectCompetitorsOfSailingByIds,
  selectOwnCompetitorIds,
  selectPartyEmails,
  selectPenalties,
  selectProtestedBoats,
  selectProtestsOfSailing,
  updateProtest,
  type ProtestRow,
} from './protest-repository.ts';

export const ONLY_ENTRANTS =
  'Bara seglare som är anmälda till seglingen och seglingens klubb kan lämna in en protest.';
export const NOT_ON_DRAFT = 'En opublicerad segling kan inte ta emot protester.';
export const NOT_ON_CANCELLED = 'En inställd segling kan inte ta emot protester.';
export const OWN_BOAT_REQUIRED = 'Välj din egen båt.';
export const NOT_A_COMPETITOR = 'Båten är inte anmäld till seglingen.';
export const PROTESTED_NOT_COMPETITORS = 'Välj båtar som är anmälda till seglingen.';
export const PROTESTED_NOT_PROTESTOR = 'En båt kan inte protestera mot sig själv.';
export const LATE_REASON_OFFICIALS_ONLY =
  'Bara seglingens klubb kan godkänna en protest efter protesttiden.';
export const ALREADY_DECIDED = 'Protesten är redan avgjord.';
export const PENALTIES_NOT_COMPETITORS = 'Straff kan bara ges båtar som är anmälda till seglingen.';
export const SCP_NEEDS_FINISH =
  'SCP är ett straff för en båt som gått i mål. Registrera målgången först.';

/** How many times filing is tried when another protest of the sailing took the same number. */
const NUMBER_ATTEMPTS = 5;

export interface ProtestDeps extends ServiceDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Protests, requests for redress and for reopening a hearing (docs/product.md §17, RRS 60–66),
 * filed on a sailing's notice board: by a sailor for her own boat, or by the sailing's club
 * (race committee); hearings scheduled by the club; decided once by the protest committee (or
 * the club), the decision applied to the results as one entry of the change log.
 */
export class ProtestService {
  constructor(private readonly deps: ProtestDeps) {}

  /** The sailing's protests, by number: for everybody who may see the sailing. */
  async list(sailingId: number, user: AuthUser | null): Promise<Protest[]> {
    const { db } = this.deps;
    const sailing = await findSailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(user), sailing)) throw notFound();
    const rows = await selectProtestsOfSailing(db, sailingId);
    const ids = rows.map((row) => row.id);
    return toProtests(rows, await selectProtestedBoats(db, ids), await selectPenalties(db, ids));
  }

  /** One protest: for everybody who may see its sailing. */
  async get(id: number, user: AuthUser | null): Promise<Protest> {
    const { protest } = await this.#visible(id, user);
    return this.#answer(this.deps.db, protest.id);
  }

  /**
   * "Lämna in protest": a sailor names her own boat; the club (race committee) may name any boat
   * of the sailing or none, and may let a protest in after the time limit with `late_reason`.
   * Numbered within the sailing, filed at the server's time.
   */
  async create(sailingId: number, input: ProtestCreate, user: AuthUser | null): Promise<Protest> {
    const { db, events } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findSailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    const official = canWriteClub(signedIn, sailing.club_id, 'racing');
    const own = official ? [] : await this.#ownEntries(sailing.id, signedIn);
    if (!official && own.length === 0) throw permissionDenied(ONLY_ENTRANTS);
    if (sailing.status === 'unpublished') throw refusal(NOT_ON_DRAFT);
    if (sailing.status === 'cancelled') throw refusal(NOT_ON_CANCELLED);

    const protestor = input.protestor ?? null;
    const protested = [...new Set(input.protested ?? [])];
    const lateReason = input.late_reason ?? '';
    const known = new Set(
      (
        await selectCompetitorsOfSailingByIds(db, sailing.id, [
          ...protested,
          ...(protestor === null ? [] : [protestor]),
        ])
      ).map((row) => row.id),
    );
    const errors: FieldErrors = {};
    if (!official && (protestor === null || !own.includes(protestor))) {
      errors.protestor = [OWN_BOAT_REQUIRED];
    } else if (protestor !== null && !known.has(protestor)) {
      errors.protestor = [NOT_A_COMPETITOR];
    }
    if (protested.some((id) => !known.has(id))) errors.protested = [PROTESTED_NOT_COMPETITORS];
    else if (protestor !== null && protested.includes(protestor)) {
      errors.protested = [PROTESTED_NOT_PROTESTOR];
    }
    if (!official && lateReason !== '') errors.late_reason = [LATE_REASON_OFFICIALS_ONLY];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const now = new Date();
    const deadline = protestDeadline(sailing.finished_at, sailing.protest_minutes);
    const late = deadline !== null && now.getTime() > deadline.getTime();
    if (late && lateReason === '') throw refusal(protestTimeOverMessage(deadline));

    const values = {
      sailing_id: sailing.id,
      kind: input.kind,
      status: 'filed' as const,
      protestor_id: protestor,
      incident_time: input.incident_time ?? '',
      incident_place: input.incident_place ?? '',
      rules: input.rules ?? '',
      description: input.description,
      informed: input.informed ?? false,
      user_id: signedIn.id,
      filed_by: signatureIn(signedIn, sailing.club_id),
      filed_at: now.toISOString(),
      // Only a protest let in after the limit is marked "Godkänd trots sen inlämning".
      late_reason: late ? lateReason : null,
    };
    const id = await this.#numbered(async (trx) => {
      const protestId = await insertProtest(trx, {
        ...values,
        number: await nextProtestNumber(trx, sailing.id),
      });
      await insertProtestedBoats(trx, protestId, protested);
      return protestId;
    });
    events.emit('board.changed', {
      clubId: sailing.club_id,
      sailingId: sailing.id,
      seriesId: null,
    });
    return this.#answer(db, id);
  }

  /**
   * The hearing's time (Stockholm 'YYYY-MM-DDTHH:MM') and place, set by the club; each party
   * gets a mail every time it is set. Not on a decided protest.
   */
  async schedule(id: number, input: Hearing, user: AuthUser | null): Promise<Protest> {
    const { db, events, mailer } = this.deps;
    const { protest, sailing } = await this.#visible(id, requireSignedIn(user));
    assertCanWriteClub(user, sailing.club_id, 'racing');
    const at = input.at;
    if (at === null) throw fieldError('at', 'Ange datum och tid som ÅÅÅÅ-MM-DDTHH:MM.');
    const hearing = { at, place: input.place };
    const answer = await db.transaction().execute(async (trx) => {
      const fresh = await this.#locked(trx, protest.id);
      await updateProtest(trx, id, {
        status: 'scheduled',
        hearing_at: hearing.at,
        hearing_place: hearing.place,
      });
      const context = this.#mailContext(fresh, sailing);
      for (const to of await selectPartyEmails(trx, id)) {
        await mailer.enqueue(hearingMail(to, context, hearing), trx);
      }
      return this.#answer(trx, id);
    });
    mailer.flush();
    events.emit('board.changed', {
      clubId: sailing.club_id,
      sailingId: sailing.id,
      seriesId: null,
    });
    return answer;
  }

  /**
   * The decision, once: facts, conclusions, rules and the outcome, and (when upheld) what each
   * boat gets. Applied to the results in the same transaction as one `decision` entry of the
   * change log (none when it gives nothing), which reverts as one; mailed to the parties.
   */
  async decide(id: number, input: Decision, user: AuthUser | null): Promise<Protest> {
    const { db, events, mailer } = this.deps;
    const signedIn = requireSignedIn(user);
    const { protest, sailing } = await this.#visible(id, signedIn);
    assertCanWriteClub(signedIn, sailing.club_id, 'decision');
    if (protest.status === 'decided') throw refusal(ALREADY_DECIDED);

    const penalties = [...(input.penalties ?? [])].sort((a, b) => a.competitor - b.competitor);
    const ids = penalties.map((penalty) => penalty.competitor);
    const boats = new Map(
      (await selectCompetitorsOfSailingByIds(db, sailing.id, ids)).map((row) => [row.id, row]),
    );
    if (ids.some((competitor) => !boats.has(competitor))) {
      throw fieldError('penalties', PENALTIES_NOT_COMPETITORS);
    }
    const unfinished = penalties.some((penalty) => {
      const boat = boats.get(penalty.competitor)!;
      return (
        penalty.code === 'SCP' &&
        boat.finish_time === null &&
        boat.elapsed_time === null &&
        boat.finish_position === null
      );
    });
    if (unfinished) throw fieldError('penalties', SCP_NEEDS_FINISH);

    const given = penalties.map((penalty) => {
      const percent = penalty.code === 'SCP' ? (penalty.percent ?? null) : null;
      const method = penalty.code === 'RDG' ? (penalty.redress_method ?? null) : null;
      const points = method === 'stated' ? (penalty.points ?? null) : null;
      const state: DecisionState = {
        competitor: penalty.competitor,
        code: penalty.code,
        code_points: percent ?? points,
        redress_method: method,
        protest_id: id,
      };
      const row = {
        protest_id: id,
        competitor_id: penalty.competitor,
        code: penalty.code,
        percent,
        redress_method: method,
        points,
      };
      return { state, row };
    });
    const meta = changeMeta(signedIn, sailing.club_id);
    const { answer, changed } = await db.transaction().execute(async (trx) => {
      const fresh = await this.#locked(trx, id);
      await lockCompetitors(trx, ids);
      let changeId: number | null = null;
      if (given.length > 0) {
        const before = await currentDecisionStates(trx, ids);
        // A boat removed since it was checked.
        if (before === null) throw fieldError('penalties', PENALTIES_NOT_COMPETITORS);
        await writeDecisionStates(
          trx,
          given.map(({ state }) => state),
        );
        const after = await currentDecisionStates(trx, ids);
        changeId = await logChange(
          trx,
          { sailingId: sailing.id, kind: 'decision', protestId: id, before, after },
          meta,
        );
      }
      await insertPenalties(
        trx,
        given.map(({ row }) => row),
      );
      await updateProtest(trx, id, {
        status: 'decided',
        outcome: input.outcome,
        facts: input.facts ?? '',
        conclusions: input.conclusions ?? '',
        decision_rules: input.rules ?? '',
        decided_at: new Date().toISOString(),
        decided_by: meta.signedBy,
        change_id: changeId,
      });
      const result = await this.#answer(trx, id);
      const decision = {
        outcome: input.outcome,
        penalties: penaltyWords(result.decision?.penalties ?? []),
      };
      const context = this.#mailContext(fresh, sailing);
      for (const to of await selectPartyEmails(trx, id)) {
        await mailer.enqueue(decisionMail(to, context, decision), trx);
      }
      return { answer: result, changed: changeId !== null };
    });
    mailer.flush();
    if (changed) events.emit('results.changed', { sailingId: sailing.id });
    events.emit('board.changed', {
      clubId: sailing.club_id,
      sailingId: sailing.id,
      seriesId: null,
    });
    return answer;
  }

  /** The caller's own entries in the sailing (a sailor account's, linked to her profile). */
  async #ownEntries(sailingId: number, user: AuthUser): Promise<number[]> {
    if (user.accountType !== 'sailor') return [];
    const profile = await findSailorOfUser(this.deps.db, user.id);
    return profile ? selectOwnCompetitorIds(this.deps.db, sailingId, profile.id) : [];
  }

  /** Runs a filing, again with the next number when a protest filed meanwhile took it. */
  async #numbered(file: (trx: Kysely<DB>) => Promise<number>): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.deps.db.transaction().execute(file);
      } catch (error) {
        if (attempt >= NUMBER_ATTEMPTS || !isDuplicateProtestNumber(error)) throw error;
      }
    }
  }

  /** The protest and its sailing; 404 when either is unknown or the caller cannot see it. */
  async #visible(
    id: number,
    user: AuthUser | null,
  ): Promise<{ protest: ProtestRow; sailing: SailingRow }> {
    const { db } = this.deps;
    const protest = await findProtest(db, id);
    const sailing = protest ? await findSailing(db, protest.sailing_id) : undefined;
    if (!protest || !sailing || !canSeeSailing(viewerOf(user), sailing)) throw notFound();
    return { protest, sailing };
  }

  /** The protest read again under its lock; 400 once it is decided. */
  async #locked(trx: Kysely<DB>, id: number): Promise<ProtestRow> {
    await lockProtest(trx, id);
    const fresh = await findProtest(trx, id);
    if (!fresh) throw notFound();
    if (fresh.status === 'decided') throw refusal(ALREADY_DECIDED);
    return fresh;
  }

  #mailContext(protest: ProtestRow, sailing: SailingRow): ProtestMailContext {
    return {
      kind: protest.kind,
      number: protest.number,
      sailingName: sailing.name,
      boardUrl: `${this.deps.publicUrl}/clubs/${sailing.club_slug}/sailings/${sailing.id}/board`,
    };
  }

  async #answer(db: Kysely<DB>, id: number): Promise<Protest> {
    const row = await findProtest(db, id);
    if (!row) throw notFound();
    return toProtest(row, await selectProtestedBoats(db, [id]), await selectPenalties(db, [id]));
  }
}

/** What a decision gave each boat, in words: "4102 Vega: SCP 30 %". */
function penaltyWords(penalties: readonly DecisionPenalty[]): string[] {
  return penalties.map((penalty) => {
    const boat = `${penalty.competitor.sail_number} ${penalty.competitor.boat_name}`.trim();
    const words = codeWords({
      competitor: penalty.competitor.id,
      code: penalty.code,
      code_points: penalty.percent ?? penalty.points,
      redress_method: penalty.redress_method,
      protest_id: null,
    });
    return `${boat}: ${words}`;
  });
}

function refusal(message: string) {
  return validationError({ non_field_errors: [message] });
}
