import {
  CREW_MEMBER_MESSAGES,
  MAX_CREW_MEMBERS,
  type Crew,
  type CrewInvitation,
  type CrewMemberCreate,
  type PersonsOnBoard,
} from '@segla/core';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError, notFound, permissionDenied } from '../../http/api-error.ts';
import { crewInvitationMail } from '../../mail/sailor-mail-templates.ts';
import { queueSailorMail, type SailorMailDeps } from '../../mail/sailor-mail.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { canWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { sailorName, toCrew, toCrewInvitation } from './crew-presenter.ts';
import {
  confirmCrewMember,
  countCrewMembers,
  deleteCrewMember,
  findCrewEntry,
  findCrewMember,
  findInvitableSailor,
  insertCrewMember,
  selectCrewMembers,
  setPersonsOnBoard,
  type CrewEntryRow,
} from './crew-repository.ts';

/** A crew's service needs the mail deps: an invited sailor gets a mail (§19). */
export interface CrewServiceDeps extends ServiceDeps {
  mail: SailorMailDeps;
}

const ONE_SAILOR_ONCE = {
  name: 'crew_members_competitor_sailor',
  table: 'crew_members',
  columns: ['competitor_id', 'sailor_id'],
} as const;

/**
 * Crew lists (issue 31; docs/product.md §18). The skipper (the entry's sailor) and the club's
 * officials keep an entry's crew: names as typed, or Segla sailors, who get a mail and confirm
 * with "Bekräfta". Crew names are seen by the officials, the skipper and the crew themselves,
 * never by visitors.
 */
export class CrewService {
  constructor(private readonly deps: CrewServiceDeps) {}

  /** The crew, for the officials, the skipper and the crew; 403 for anyone else. */
  async crew(competitorId: number, user: AuthUser | null): Promise<Crew> {
    const { entry, signedIn } = await this.#loadEntry(competitorId, user);
    const members = await selectCrewMembers(this.deps.db, competitorId);
    const keeper = this.#keepsCrew(entry, signedIn);
    if (!keeper && !members.some((member) => member.sailor_user_id === signedIn.id)) {
      throw permissionDenied();
    }
    return toCrew(entry, members, keeper);
  }

  /** Adds a typed name or a sailor (who is mailed an invitation); the skipper or officials. */
  async add(competitorId: number, input: CrewMemberCreate, user: AuthUser | null): Promise<Crew> {
    const { entry, signedIn } = await this.#loadEntry(competitorId, user);
    if (!this.#keepsCrew(entry, signedIn)) throw permissionDenied();
    const sailorId = input.sailor ?? null;
    if ((await countCrewMembers(this.deps.db, competitorId)) >= MAX_CREW_MEMBERS) {
      throw fieldError('name', CREW_MEMBER_MESSAGES.full);
    }
    const sailor = sailorId === null ? null : await findInvitableSailor(this.deps.db, sailorId);
    if (sailorId !== null) {
      if (!sailor) throw fieldError('sailor', 'Seglaren finns inte.');
      if (sailorId === entry.sailor_id) throw fieldError('sailor', CREW_MEMBER_MESSAGES.skipper);
    }
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const memberId = await insertCrewMember(trx, {
          competitor_id: competitorId,
          name: sailor ? sailorName(sailor) : (input.name ?? ''),
          sailor_id: sailorId,
          created_at: new Date().toISOString(),
        });
        if (sailorId === null) return;
        await queueSailorMail(trx, this.deps.mail, {
          sailorId,
          kind: 'crew_invitation',
          subjectId: competitorId,
          message: crewInvitationMail({
            skipperName: entry.name,
            boatName: entry.boat_name,
            sailNumber: entry.sail_number,
            eventName: entry.sailing_name,
            clubName: entry.club_name,
            startDate: entry.start_date,
            confirmUrl: `${this.deps.mail.publicUrl}/crew/${memberId}`,
          }),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_SAILOR_ONCE)) {
        throw fieldError('sailor', CREW_MEMBER_MESSAGES.alreadyCrew);
      }
      throw error;
    }
    this.deps.mail.mailer.flush();
    return this.crew(competitorId, signedIn);
  }

  /** Removes a member: the skipper, the officials, or the member herself (she does not sail). */
  async remove(memberId: number, user: AuthUser | null): Promise<void> {
    const signedIn = requireSignedIn(user);
    const member = await findCrewMember(this.deps.db, memberId);
    if (!member) throw notFound();
    const { entry } = await this.#loadEntry(member.competitor_id, signedIn);
    const herself = member.user_id !== null && member.user_id === signedIn.id;
    if (!herself && !this.#keepsCrew(entry, signedIn)) throw permissionDenied();
    await deleteCrewMember(this.deps.db, memberId);
  }

  /** The number of people on board; the skipper or the officials. */
  async setOnBoard(
    competitorId: number,
    input: PersonsOnBoard,
    user: AuthUser | null,
  ): Promise<Crew> {
    const { entry, signedIn } = await this.#loadEntry(competitorId, user);
    if (!this.#keepsCrew(entry, signedIn)) throw permissionDenied();
    await setPersonsOnBoard(this.deps.db, competitorId, input.persons_on_board);
    return this.crew(competitorId, signedIn);
  }

  /** An invitation as the invited sailor reads it (officials and the skipper see it too). */
  async invitation(memberId: number, user: AuthUser | null): Promise<CrewInvitation> {
    const { member, entry } = await this.#loadInvitation(memberId, user, 'read');
    return toCrewInvitation(member.id, member.confirmed_at !== null, entry);
  }

  /** "Bekräfta": the invited sailor confirms that she sails. */
  async confirm(memberId: number, user: AuthUser | null): Promise<CrewInvitation> {
    const { member, entry } = await this.#loadInvitation(memberId, user, 'confirm');
    await confirmCrewMember(this.deps.db, member.id, new Date().toISOString());
    return toCrewInvitation(member.id, true, entry);
  }

  async #loadInvitation(memberId: number, user: AuthUser | null, use: 'read' | 'confirm') {
    const signedIn = requireSignedIn(user);
    const member = await findCrewMember(this.deps.db, memberId);
    if (!member || member.sailor_id === null) throw notFound();
    const { entry } = await this.#loadEntry(member.competitor_id, signedIn);
    const invited = member.user_id !== null && member.user_id === signedIn.id;
    if (!invited && (use === 'confirm' || !this.#keepsCrew(entry, signedIn))) {
      throw permissionDenied(CREW_MEMBER_MESSAGES.notInvited);
    }
    return { member, entry };
  }

  /** The skipper (her account) or the club's officials and staff. */
  #keepsCrew(entry: CrewEntryRow, user: AuthUser): boolean {
    const skipper = entry.skipper_user_id !== null && entry.skipper_user_id === user.id;
    return skipper || canWriteClub(user, entry.club_id, 'racing');
  }

  async #loadEntry(competitorId: number, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    const entry = await findCrewEntry(this.deps.db, competitorId);
    const visible =
      entry &&
      canSeeSailing(viewerOf(signedIn), { club_id: entry.club_id, status: entry.sailing_status });
    if (!entry || !visible) throw notFound();
    return { entry, signedIn };
  }
}
