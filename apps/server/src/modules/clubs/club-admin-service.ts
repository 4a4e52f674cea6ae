import { randomBytes } from 'node:crypto';
import type { ClubAdmin, clubCreateSchema } from '@segla/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { normalizeEmail, type AuthUser } from '../auth/auth-service.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { ResetTokens } from '../auth/reset-tokens.ts';
import { freeSlug, slugify } from '../auth/slug.ts';
import { findUserByEmail, findUserById, insertUser } from '../auth/user-repository.ts';
import { setPasswordLink } from '../officials/invited-account.ts';
import { grantRole, prepareGrant } from '../officials/official-service.ts';
import { assertStaff } from '../permissions/permissions.ts';
import { removeSearchWords } from '../search/search-words.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { clubAccountMail } from './club-account-mail.ts';
import { toClubAdmin } from './club-presenter.ts';
import {
  clubIdBySlug,
  clubSlugsLike,
  findClubById,
  findClubBySlug,
  insertClub,
  setClubActive,
  type ClubRow,
} from './club-repository.ts';
import { indexClubSearchWords } from './club-search.ts';

export type ClubCreate = z.output<typeof clubCreateSchema>;

/** A club with its club account, as the command line and tests make it (no admin e-mail). */
export type ClubWithAccountCreate = Omit<ClubCreate, 'email' | 'admin_email'> & {
  email: string;
  password?: string;
};

/** What `createClub` makes: a club, with a club account when a login e-mail is given. */
type NewClubInput = Omit<ClubCreate, 'admin_email'> & {
  password?: string;
  /** The club's contact e-mail when no login e-mail is given (its first admin's). */
  contactEmail?: string;
};

export const CLUB_EMAIL_TAKEN = 'Det finns redan ett konto med den här e-postadressen.';
export const clubSlugTaken = (slug: string) =>
  `Det finns redan en klubb med adressen /clubs/${slug}. Välj en annan.`;
export const SAME_LOGIN_AND_ADMIN =
  'Klubbens inloggning och klubbadministratören behöver olika e-postadresser.';

/**
 * Creates a club and its club account in one transaction: the one way clubs are made, by the
 * staff's admin area and by the command line's `create-club`. With a password (the command line)
 * the account can sign in at once; without, it gets a random one nobody knows and `inTransaction`
 * queues the mail with the link to choose one. A slug left out is made from the name (a free
 * one); a slug or e-mail already taken is a 400 on its field.
 */
export async function createClubWithAccount(
  db: Kysely<DB>,
  input: ClubWithAccountCreate,
  inTransaction?: (trx: Kysely<DB>, created: { clubId: number; userId: number }) => Promise<void>,
): Promise<{ clubId: number; userId: number; slug: string }> {
  const created = await createClub(
    db,
    input,
    inTransaction &&
      ((trx, made) => inTransaction(trx, { clubId: made.clubId, userId: made.userId as number })),
  );
  return { ...created, userId: created.userId as number };
}

/**
 * Creates a club and, with a login e-mail, its club account, in one transaction; `inTransaction`
 * adds what belongs with it (mails, a first club admin). A slug left out is made from the name
 * (a free one); a slug or e-mail already taken is a 400 on its field.
 */
async function createClub(
  db: Kysely<DB>,
  input: NewClubInput,
  inTransaction?: (
    trx: Kysely<DB>,
    created: { clubId: number; userId: number | null; slug: string },
  ) => Promise<void>,
): Promise<{ clubId: number; userId: number | null; slug: string }> {
  const email = input.email === undefined ? null : normalizeEmail(input.email);
  const errors: Record<string, string[]> = {};
  if (email !== null && (await findUserByEmail(db, email))) errors.email = [CLUB_EMAIL_TAKEN];
  let slug = input.slug ?? '';
  if (slug !== '') {
    if ((await clubIdBySlug(db, slug)) !== undefined) errors.slug = [clubSlugTaken(slug)];
  } else {
    const base = slugify(input.name) || 'klubb';
    slug = freeSlug(base, await clubSlugsLike(db, base));
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash =
    email === null
      ? null
      : await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const now = new Date().toISOString();
  const club = {
    slug,
    name: input.name,
    short_name: input.short_name ?? '',
    city: input.city ?? '',
    email: email ?? input.contactEmail ?? '',
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const clubId = await insertClub(trx, {
        ...club,
        logo: null,
        created_at: now,
        updated_at: now,
      });
      await indexClubSearchWords(trx, { id: clubId, ...club });
      const userId =
        email === null || passwordHash === null
          ? null
          : await insertUser(
              trx,
              { email, passwordHash, accountType: 'club', isStaff: false, clubId },
              now,
            );
      await inTransaction?.(trx, { clubId, userId, slug });
      return { clubId, userId, slug };
    });
  } catch (error) {
    // A parallel request took the address or the slug meanwhile: the ordinary answer.
    if (!isUniqueViolation(error)) throw error;
    if (email !== null && (await findUserByEmail(db, email))) {
      throw fieldError('email', CLUB_EMAIL_TAKEN);
    }
    if ((await clubIdBySlug(db, slug)) !== undefined) throw fieldError('slug', clubSlugTaken(slug));
    throw error;
  }
}

export interface ClubAdminDeps extends ServiceDeps {
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
}

/** The staff's club administration (issue 13): new clubs, deactivation and reactivation. */
export class ClubAdminService {
  readonly #resetTokens: ResetTokens;

  constructor(private readonly deps: ClubAdminDeps) {
    this.#resetTokens = new ResetTokens(deps.secretKey);
  }

  /**
   * A new club with its club account, which is mailed a link to choose its password (the reset
   * link of docs/product.md §7, valid 24 hours), and/or its first club admin, given the role as
   * `POST /api/clubs/{slug}/officials/` gives it (issue 29); all in one transaction. Without a
   * login e-mail the club's contact e-mail is its admin's.
   */
  async create(input: ClubCreate, user: AuthUser | null): Promise<ClubAdmin> {
    const { db, mailer, publicUrl } = this.deps;
    const staff = assertStaff(user);
    const adminEmail = input.admin_email;
    if (
      adminEmail !== undefined &&
      input.email !== undefined &&
      normalizeEmail(adminEmail) === normalizeEmail(input.email)
    ) {
      throw fieldError('admin_email', SAME_LOGIN_AND_ADMIN);
    }
    const grant =
      adminEmail === undefined ? null : await prepareGrant(db, adminEmail, null, 'admin_email');
    const grantDeps = { mailer, resetTokens: this.#resetTokens, publicUrl };
    let clubId: number;
    try {
      ({ clubId } = await createClub(
        db,
        { ...input, contactEmail: grant?.email },
        async (trx, created) => {
          if (created.userId !== null) {
            const account = await findUserById(trx, created.userId);
            if (!account) throw new Error('the new club account vanished in its own transaction');
            const link = setPasswordLink(grantDeps, account);
            await mailer.enqueue(
              clubAccountMail({ to: account.email, clubName: input.name, link, publicUrl }),
              trx,
            );
          }
          if (grant) {
            const club = { id: created.clubId, slug: created.slug, name: input.name };
            await grantRole(trx, grant, club, 'club_admin', staff, grantDeps);
          }
        },
      ));
    } catch (error) {
      // The admin's address got an account meanwhile: the ordinary answer.
      if (isUniqueViolation(error)) throw fieldError('admin_email', CLUB_EMAIL_TAKEN);
      throw error;
    }
    mailer.flush();
    return toClubAdmin(await this.#requireId(clubId));
  }

  /** Hides a club from lists and shuts its club accounts out; its history stays readable. */
  async deactivate(slug: string, user: AuthUser | null): Promise<ClubAdmin> {
    return this.#setActive(slug, false, user);
  }

  /** Shows the club again and lets its club accounts sign in again. */
  async reactivate(slug: string, user: AuthUser | null): Promise<ClubAdmin> {
    return this.#setActive(slug, true, user);
  }

  async #setActive(slug: string, active: boolean, user: AuthUser | null): Promise<ClubAdmin> {
    const { db } = this.deps;
    assertStaff(user);
    const club = await findClubBySlug(db, slug);
    if (!club) throw notFound();
    await db.transaction().execute(async (trx) => {
      await setClubActive(trx, club.id, active, new Date().toISOString());
      // A hidden club is not found by search either; its sailings and series still are.
      if (active) await indexClubSearchWords(trx, club);
      else await removeSearchWords(trx, 'club', club.id);
    });
    return toClubAdmin({ ...club, is_active: active });
  }

  async #requireId(id: number): Promise<ClubRow> {
    const club = await findClubById(this.deps.db, id);
    if (!club) throw notFound();
    return club;
  }
}
