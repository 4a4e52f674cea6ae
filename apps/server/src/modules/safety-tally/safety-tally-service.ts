import type { CompetitorTally, SailingTally, TallyWrite } from '@segla/core';
import { TALLY_CLOSED_MESSAGE, tallyOpen } from '@segla/core/tally';
import { notFound, permissionDenied, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { lockCompetitor } from '../competitors/competitor-repository.ts';
import {
  assertCanWriteClub,
  canWriteClub,
  requireSignedIn,
  signatureIn,
} from '../permissions/permissions.ts';
import { answerOf, runRetryable } from '../sailing-changes/retryable-write.ts';
import { selectCrewOfSailing } from '../crew/crew-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { toCompetitorTally, toSailingTally } from './safety-tally-presenter.ts';
import {
  findTally,
  findTallyEntry,
  findTallySailing,
  selectTallyBoats,
  upsertTally,
  type TallyEntryRow,
} from './safety-tally-repository.ts';

export const ONLY_ASHORE = 'Du kan bara markera din egen båt som i land.';

/**
 * The latest time a tap may claim: never later than the server's clock (a phone ahead of it
 * would make its tap stand over every later one), else when it was tapped.
 */
function tapTime(tappedAt: string | undefined, now: Date): string {
  const tapped = tappedAt === undefined ? now.getTime() : Date.parse(tappedAt);
  return new Date(Math.min(tapped, now.getTime())).toISOString();
}

/**
 * The safety tally "Säkerhet" (issue 31; docs/product.md "Säkerhet"): the club's officials (race
 * officers too) and staff see every boat with the people on board and tap her "Ute" or "I land";
 * the sailor of an entry may tap her own boat "I land" ("Vi är i land"). Taps come from phones'
 * queues: each carries when it was tapped, and a tap older than the boat's last change is kept
 * out, so a queued "Ute" that arrives late never undoes an "I land" made since. With
 * `client_id` a retry is applied once.
 */
export class SafetyTallyService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The sailing's tally: the club's officials and staff (404 what she may not see). */
  async ofSailing(sailingId: number, user: AuthUser | null): Promise<SailingTally> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailing = await findTallySailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    const [boats, crew] = await Promise.all([
      selectTallyBoats(db, sailingId),
      selectCrewOfSailing(db, sailingId),
    ]);
    return toSailingTally(sailing, boats, crew);
  }

  /** One boat's state: her own sailor, the club's officials and staff. */
  async ofCompetitor(competitorId: number, user: AuthUser | null): Promise<CompetitorTally> {
    const { entry } = await this.#loadEntry(competitorId, user);
    return toCompetitorTally(
      entry,
      entry.state === null || entry.changed_at === null
        ? undefined
        : { state: entry.state, changed_at: entry.changed_at },
      false,
    );
  }

  /**
   * Sets the boat "Ute" or "I land". Checked first: the caller (401, 404, 403), then the
   * sailing (400 unless ongoing or finished), only then the body; her own sailor may set only
   * "I land" (403).
   */
  async set(
    competitorId: number,
    input: TallyWrite,
    user: AuthUser | null,
  ): Promise<CompetitorTally> {
    const { db, events } = this.deps;
    const { entry, official, signedIn } = await this.#loadEntry(competitorId, user);
    if (!tallyOpen(entry.sailing_status)) {
      throw validationError({ non_field_errors: [TALLY_CLOSED_MESSAGE] });
    }
    if (!official && input.state !== 'ashore') throw permissionDenied(ONLY_ASHORE);
    const at = tapTime(input.tapped_at, new Date());
    const result = await runRetryable<CompetitorTally>(
      db,
      input.client_id,
      `tally:${competitorId}`,
      (trx) => lockCompetitor(trx, competitorId),
      async (trx) => {
        const current = await findTally(trx, competitorId);
        // A tap made before the state that stands (a phone's queue sent it late) is kept out.
        if (current && current.changed_at > at) {
          return { status: 200, body: toCompetitorTally(entry, current, false), changed: false };
        }
        const row = { state: input.state, changed_at: at };
        await upsertTally(trx, {
          competitor_id: competitorId,
          ...row,
          changed_by: signatureIn(signedIn, entry.club_id),
          user_id: signedIn.id,
          device: input.device || null,
        });
        return { status: 200, body: toCompetitorTally(entry, row, true), changed: true };
      },
    );
    if (!result.replayed && result.changed) {
      events.emit('tally.changed', { sailingId: entry.sailing_id });
    }
    return answerOf(result);
  }

  /** The boat, if the caller may see her: 401, 404, 403 for someone else's boat. */
  async #loadEntry(
    competitorId: number,
    user: AuthUser | null,
  ): Promise<{ entry: TallyEntryRow; official: boolean; signedIn: AuthUser }> {
    const signedIn = requireSignedIn(user);
    const entry = await findTallyEntry(this.deps.db, competitorId);
    const visible =
      entry &&
      canSeeSailing(viewerOf(signedIn), { club_id: entry.club_id, status: entry.sailing_status });
    if (!entry || !visible) throw notFound();
    const official = canWriteClub(signedIn, entry.club_id, 'racing');
    const own = entry.sailor_user_id !== null && entry.sailor_user_id === signedIn.id;
    if (!own) assertCanWriteClub(signedIn, entry.club_id, 'racing');
    return { entry, official, signedIn };
  }
}
