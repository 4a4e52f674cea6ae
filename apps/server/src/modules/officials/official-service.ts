import type {
  ClubLogEntry,
  Official,
  officialCreateSchema,
  officialUpdateSchema,
} from '@segla/core';
import { CLUB_ROLE_LABELS, type ClubRole } from '@segla/core/club';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import {
  ApiError,
  fieldError,
  notFound,
  permissionDenied,
  validationError,
} from '../../http/api-error.ts';
import { officialInvitationMail, officialRoleMail } from '../../mail/mail-templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { normalizeEmail, type AuthUser } from '../auth/auth-service.ts';
import { ResetTokens } from '../auth/reset-tokens.ts';
import { findUserByEmail, type UserRow } from '../auth/user-repository.ts';
import { findClubBySlug } from '../clubs/club-repository.ts';
import { logClubEvent } from '../club-log/club-log.ts';
import { selectClubLog } from '../club-log/club-log-repository.ts';
import {
  assertCanWriteClub,
  canWriteClub,
  requireSignedIn,
  roleIn,
} from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { throttleRules, type ThrottleService } from '../throttle/throttle-service.ts';
import {
  createInvitedSailor,
  newSailorProfile,
  unknownPasswordHash,
  type SetPasswordLinks,
} from './invited-account.ts';
import { compareOfficials, personName, toClubLogEntry, toOfficial } from './official-presenter.ts';
import {
  countOtherClubAdmins,
  deleteOfficial,
  findOfficial,
  findOfficialOfUser,
  findProfileOfUser,
  hasActiveClubLogin,
  insertOfficial,
  lockClub,
  selectOfficialsOfClub,
  updateOfficialRole,
  type OfficialWithPerson,
} from './official-repository.ts';

export type OfficialCreate = z.output<typeof officialCreateSchema>;
export type OfficialUpdate = z.output<typeof officialUpdateSchema>;

export const NOT_A_SAILOR_ACCOUNT =
  'E-postadressen tillhör ett klubb- eller administratörskonto. Bara seglarkonton kan bli funktionärer.';
export const ACCOUNT_DEACTIVATED = 'Kontot med den här e-postadressen är inaktiverat.';
export const alreadyOfficial = (email: string) => `${email} är redan funktionär i klubben.`;
const EMAIL_TAKEN = 'Det finns redan ett konto med den här e-postadressen.';
export const LAST_CLUB_ADMIN =
  'Klubben har inget aktivt klubbkonto och måste ha kvar minst en klubbadministratör. ' +
  'Gör någon annan till klubbadministratör först.';
const OFFICIALS_ONLY = 'Bara klubbens funktionärer ser vilka funktionärerna är.';
const ADMINS_ONLY = 'Bara klubbens administratörer ser klubbens logg.';
export const TOO_MANY_INVITATIONS = 'För många inbjudningar på kort tid. Försök igen om en stund.';

const roleName = (role: ClubRole) => CLUB_ROLE_LABELS[role].toLowerCase();

/** What granting a role needs besides the database: the mailer and the set-password links. */
export interface GrantDeps extends SetPasswordLinks {
  mailer: Mailer;
}

/** Who an address belongs to, read before the grant's transaction. */
export interface PreparedGrant {
  email: string;
  existing: UserRow | undefined;
  /** For a new account: a password nobody knows (hashing is slow: done before the transaction). */
  passwordHash: string | null;
}

/**
 * Checks the address a role is to be given to (the errors on `field`): a sailor account, active,
 * not already an official of the club (`clubId`, null for a club about to be made); or no
 * account yet.
 */
export async function prepareGrant(
  db: Kysely<DB>,
  rawEmail: string,
  clubId: number | null,
  field: string,
): Promise<PreparedGrant> {
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.account_type !== 'sailor' || existing.is_staff) {
      throw fieldError(field, NOT_A_SAILOR_ACCOUNT);
    }
    if (!existing.is_active) throw fieldError(field, ACCOUNT_DEACTIVATED);
    if (clubId !== null && (await findOfficialOfUser(db, clubId, existing.id))) {
      throw fieldError(field, alreadyOfficial(email));
    }
  }
  return { email, existing, passwordHash: existing ? null : await unknownPasswordHash() };
}

/**
 * Gives the prepared address the role in the club, in the caller's transaction: an existing
 * sailor account at once, with a notice; an unknown address a new sailor account (a member of
 * the club) and a mail with the link to choose a password. Logged in the club's log, signed by
 * `user`. Returns the new official's id.
 */
export async function grantRole(
  trx: Kysely<DB>,
  grant: PreparedGrant,
  club: { id: number; slug: string; name: string },
  role: ClubRole,
  user: AuthUser,
  deps: GrantDeps,
): Promise<number> {
  const now = new Date().toISOString();
  const clubUrl = `${deps.publicUrl}/clubs/${club.slug}`;
  let userId: number;
  let name = grant.email;
  if (grant.existing) {
    userId = grant.existing.id;
    const profile = await findProfileOfUser(trx, userId);
    // Every official is listed with her sailor profile: an account without one gets one.
    if (!profile) await newSailorProfile(trx, userId, { first_name: '', last_name: '' }, null, now);
    name = personName(profile, grant.email);
    await deps.mailer.enqueue(
      officialRoleMail({ to: grant.email, clubName: club.name, role, clubUrl }),
      trx,
    );
  } else {
    const invited = await createInvitedSailor(
      trx,
      {
        email: grant.email,
        passwordHash: grant.passwordHash as string,
        names: { first_name: '', last_name: '' },
        clubId: club.id,
        now,
      },
      deps,
    );
    userId = invited.userId;
    await deps.mailer.enqueue(
      officialInvitationMail({
        to: grant.email,
        clubName: club.name,
        role,
        link: invited.link,
        clubUrl,
      }),
      trx,
    );
  }
  const id = await insertOfficial(trx, { clubId: club.id, userId, role }, now);
  await logClubEvent(
    trx,
    { clubId: club.id, kind: 'role_granted', detail: `${name} blev ${roleName(role)}.` },
    user,
  );
  return id;
}

export interface OfficialDeps extends ServiceDeps {
  mailer: Mailer;
  throttle: ThrottleService;
  secretKey: string;
  publicUrl: string;
}

/**
 * A club's officials (docs/product.md §6, "Funktionärer", issue 29): who holds which role,
 * invitations by e-mail, role changes and removals, and the club's log. Club admins (and the
 * club account, and staff) manage them; a race officer sees who they are.
 */
export class OfficialService {
  readonly #grantDeps: GrantDeps;

  constructor(private readonly deps: OfficialDeps) {
    this.#grantDeps = {
      mailer: deps.mailer,
      resetTokens: new ResetTokens(deps.secretKey),
      publicUrl: deps.publicUrl,
    };
  }

  /** The club's officials by last name: with e-mails for club admins and staff only. */
  async list(slug: string, user: AuthUser | null): Promise<Official[]> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const club = await this.#club(slug);
    const admin = canWriteClub(signedIn, club.id, 'club');
    if (!admin && roleIn(signedIn, club.id) === null) throw permissionDenied(OFFICIALS_ONLY);
    const rows = await selectOfficialsOfClub(db, club.id);
    return rows.sort(compareOfficials).map((row) => toOfficial(row, admin));
  }

  /** The club's log, newest first (club admins and staff). */
  async log(slug: string, user: AuthUser | null): Promise<ClubLogEntry[]> {
    const signedIn = requireSignedIn(user);
    const club = await this.#club(slug);
    if (!canWriteClub(signedIn, club.id, 'club')) throw permissionDenied(ADMINS_ONLY);
    const rows = await selectClubLog(this.deps.db, club.id);
    return rows.map(toClubLogEntry);
  }

  /** "Bjud in funktionär": gives the role to the address, at most 30 a club an hour. */
  async invite(slug: string, input: OfficialCreate, user: AuthUser | null): Promise<Official> {
    const { db, mailer, throttle } = this.deps;
    const signedIn = requireSignedIn(user);
    const club = await this.#club(slug);
    assertCanWriteClub(signedIn, club.id, 'club');
    const grant = await prepareGrant(db, input.email, club.id, 'email');
    const hits = await this.#takeInvitation(club.id);
    let id: number;
    try {
      id = await db
        .transaction()
        .execute((trx) => grantRole(trx, grant, club, input.role, signedIn, this.#grantDeps));
    } catch (error) {
      await throttle.release(hits);
      // The same address invited twice at once, or made an account meanwhile.
      if (!isUniqueViolation(error)) throw error;
      const now = await findUserByEmail(db, grant.email);
      if (now && (await findOfficialOfUser(db, club.id, now.id))) {
        throw fieldError('email', alreadyOfficial(grant.email));
      }
      throw fieldError('email', EMAIL_TAKEN);
    }
    mailer.flush();
    return toOfficial(await this.#require(id), true);
  }

  /** Another role for the official (club admins and staff). */
  async update(id: number, input: OfficialUpdate, user: AuthUser | null): Promise<Official> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const official = await this.#writable(id, signedIn);
    const role = input.role;
    if (role !== official.role) {
      await db.transaction().execute(async (trx) => {
        const current = await this.#locked(trx, official);
        if (current.role === role) return;
        if (current.role === 'club_admin') await this.#assertNotLastAdmin(trx, current);
        await updateOfficialRole(trx, id, role);
        const name = personName(official, official.email);
        await logClubEvent(
          trx,
          {
            clubId: official.club_id,
            kind: 'role_changed',
            detail: `${name} är nu ${roleName(role)}.`,
          },
          signedIn,
        );
      });
    }
    return toOfficial({ ...official, role }, true);
  }

  /** Takes the role away; the sailor account stays (club admins and staff). */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const official = await this.#writable(id, signedIn);
    await db.transaction().execute(async (trx) => {
      const current = await this.#locked(trx, official);
      if (current.role === 'club_admin') await this.#assertNotLastAdmin(trx, current);
      await deleteOfficial(trx, id);
      const name = personName(official, official.email);
      await logClubEvent(
        trx,
        {
          clubId: official.club_id,
          kind: 'role_removed',
          detail: `${name} är inte längre funktionär.`,
        },
        signedIn,
      );
    });
  }

  /**
   * The official as she is now, read after her club's row is locked: role changes and removals
   * in a club take turns (PostgreSQL), each counting the admins the one before it left. 404 if
   * she was removed meanwhile.
   */
  async #locked(trx: Kysely<DB>, official: OfficialWithPerson): Promise<OfficialWithPerson> {
    await lockClub(trx, official.club_id);
    const current = await findOfficial(trx, official.id);
    if (!current) throw notFound();
    return current;
  }

  /**
   * A club without an active club login is administered by its club admins alone: the last one
   * may be neither removed nor made a race officer. Called after `#locked`.
   */
  async #assertNotLastAdmin(db: Kysely<DB>, official: OfficialWithPerson): Promise<void> {
    if (await hasActiveClubLogin(db, official.club_id)) return;
    if ((await countOtherClubAdmins(db, official.club_id, official.id)) > 0) return;
    throw validationError({ non_field_errors: [LAST_CLUB_ADMIN] });
  }

  /**
   * The official, if the caller may change her: 404 for a caller who may not see the club's
   * officials (neither its admin nor an official of it), 403 for a race officer of the club.
   */
  async #writable(id: number, user: AuthUser): Promise<OfficialWithPerson> {
    const official = await findOfficial(this.deps.db, id);
    if (!official) throw notFound();
    if (!canWriteClub(user, official.club_id, 'club') && roleIn(user, official.club_id) === null) {
      throw notFound();
    }
    assertCanWriteClub(user, official.club_id, 'club');
    return official;
  }

  /** Counts the invitation against the club's hourly limit; 429 in the officials' words. */
  async #takeInvitation(clubId: number): Promise<number[]> {
    try {
      return await this.deps.throttle.take([[throttleRules.invitationByClub, String(clubId)]]);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) {
        throw new ApiError(429, { detail: TOO_MANY_INVITATIONS }, error.headers);
      }
      throw error;
    }
  }

  async #club(slug: string) {
    const club = await findClubBySlug(this.deps.db, slug);
    if (!club) throw notFound();
    return club;
  }

  async #require(id: number): Promise<OfficialWithPerson> {
    const official = await findOfficial(this.deps.db, id);
    if (!official) throw notFound();
    return official;
  }
}
