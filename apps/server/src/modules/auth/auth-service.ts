import type { CurrentUser } from '@segla/core';
import type { ClubRole } from '@segla/core/club';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError, notAuthenticated, validationError } from '../../http/api-error.ts';
import { passwordResetMail } from '../../mail/mail-templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import { throttleRules, type ThrottleService } from '../throttle/throttle-service.ts';
import type { JwtTokens } from './jwt-tokens.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { passwordProblems } from './password-rules.ts';
import { ResetTokens, decodeUid, encodeUid } from './reset-tokens.ts';
import { freeSlug, slugify } from './slug.ts';
import {
  clubExists,
  findUserByEmail,
  findUserById,
  findUserWithName,
  type UserWithName,
  findUserProfile,
  insertSailor,
  insertUser,
  sailorSlugsLike,
  setLastLogin,
  updatePassword,
  type UserRow,
} from './user-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { selectHeldRoles, selectRolesOfUser } from '../officials/official-repository.ts';

/** A club role the signed-in user holds (docs/product.md §6, "Funktionärer"). */
export interface ClubRoleGrant {
  clubId: number;
  role: ClubRole;
}

/** The signed-in user a request acts as. */
export interface AuthUser {
  id: number;
  email: string;
  accountType: UserRow['account_type'];
  isStaff: boolean;
  /** The club of a club account; null for everyone else. */
  clubId: number | null;
  /** Her roles, read on this request: a role removed is gone on the next one. */
  clubRoles: readonly ClubRoleGrant[];
  /** Her sailor profile's full name ('' without one): what her changes are signed with. */
  name: string;
}

export const LOGIN_FAILED_DETAIL = 'Inget aktivt konto hittades med de angivna uppgifterna.';
export const TOKEN_INVALID_DETAIL = 'Token är ogiltig eller har gått ut.';
const EMAIL_TAKEN = 'Det finns redan ett konto med den här e-postadressen.';
export const WRONG_CURRENT_PASSWORD = 'Fel lösenord.';

const tokenInvalid = () => notAuthenticated(TOKEN_INVALID_DETAIL, 'token_not_valid');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AuthServiceDeps {
  db: Kysely<DB>;
  tokens: JwtTokens;
  throttle: ThrottleService;
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
}

/** Accounts and sign-in (docs/product.md §7). */
export class AuthService {
  readonly #resetTokens: ResetTokens;

  constructor(private readonly deps: AuthServiceDeps) {
    this.#resetTokens = new ResetTokens(deps.secretKey);
  }

  /** Registers a sailor: a user account and its sailor profile, in one transaction. */
  async register(
    input: { email: string; password: string; club: number | null },
    address: string,
  ): Promise<{ id: number; email: string; club: number | null }> {
    const { db, throttle } = this.deps;
    const email = normalizeEmail(input.email);
    const limits = [
      [throttleRules.registrationByAddress, address],
      [throttleRules.registrationByEmail, email],
    ] as const;
    // Counted before the checks, so a burst of parallel attempts cannot slip under the limit.
    await throttle.take(limits);

    const errors: Record<string, string[]> = {};
    if (await findUserByEmail(db, email)) errors.email = [EMAIL_TAKEN];
    const problems = passwordProblems(input.password, email);
    if (problems.length > 0) errors.password = problems;
    if (input.club !== null && !(await clubExists(db, input.club))) {
      errors.club = ['Klubben finns inte.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    try {
      const id = await db.transaction().execute(async (trx) => {
        const userId = await insertUser(
          trx,
          { email, passwordHash, accountType: 'sailor', isStaff: false, clubId: null },
          now,
        );
        const base = slugify(email.split('@')[0] ?? '');
        const slug = freeSlug(base, await sailorSlugsLike(trx, base || 'seglare'));
        await insertSailor(trx, { slug, userId, clubId: input.club }, now);
        return userId;
      });
      return { id, email, club: input.club };
    } catch (error) {
      // Two registrations racing for one address: the loser gets the ordinary answer.
      if (isUniqueViolation(error)) throw validationError({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  /** Checks credentials; the same 401 for unknown, wrong and inactive, in about the same time. */
  async login(
    input: { email: string; password: string },
    address: string,
  ): Promise<{ access: string; refresh: string }> {
    const { db, throttle, tokens } = this.deps;
    const email = normalizeEmail(input.email);
    const failures = [
      [throttleRules.loginFailureByAccount, email],
      [throttleRules.loginFailureByAddress, address],
    ] as const;
    // Every attempt counts as a failure until it succeeds: checking first and recording after
    // the slow password check would let a burst of parallel guesses all pass the check.
    const attempt = await throttle.take(failures);

    const user = await findUserByEmail(db, email);
    const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !passwordOk || !user.is_active) {
      throw new ApiError(401, { detail: LOGIN_FAILED_DETAIL });
    }
    await throttle.release(attempt);
    await throttle.clear(throttleRules.loginFailureByAccount, email);
    await setLastLogin(db, user.id, new Date().toISOString());
    return tokens.issuePair(user);
  }

  /** A new access token for a valid refresh token of an active user whose password is unchanged. */
  async refresh(refreshToken: string): Promise<{ access: string }> {
    const user = await this.#userForToken(refreshToken, 'refresh');
    return { access: await this.deps.tokens.issue('access', user) };
  }

  /** The user an access token stands for; 401 if the token or the user is no longer good. */
  async authenticate(accessToken: string): Promise<AuthUser> {
    const user = await this.#userForToken(accessToken, 'access');
    const roles = await selectRolesOfUser(this.deps.db, user.id);
    return {
      id: user.id,
      email: user.email,
      accountType: user.account_type,
      isStaff: Boolean(user.is_staff),
      clubId: user.club_id,
      clubRoles: roles.map((row) => ({ clubId: row.club_id, role: row.role })),
      name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    };
  }

  async #userForToken(token: string, type: 'access' | 'refresh'): Promise<UserWithName> {
    const claims = await this.deps.tokens.verify(token, type);
    if (!claims) throw tokenInvalid();
    const user = await findUserWithName(this.deps.db, claims.user_id);
    if (!user || !user.is_active || user.token_version !== claims.ver) throw tokenInvalid();
    return user;
  }

  async currentUser(userId: number): Promise<CurrentUser> {
    const row = await findUserProfile(this.deps.db, userId);
    if (!row) throw tokenInvalid();
    const roles = await selectHeldRoles(this.deps.db, userId);
    const ref = (id: number | null, slug: string | null, name: string | null) =>
      id !== null && slug !== null && name !== null ? { id, slug, name } : null;
    return {
      id: row.id,
      email: row.email,
      is_staff: Boolean(row.is_staff),
      account_type: row.is_staff ? 'staff' : row.account_type,
      club: ref(row.club_id, row.club_slug, row.club_name),
      sailor:
        row.sailor_id !== null && row.sailor_slug !== null
          ? {
              id: row.sailor_id,
              slug: row.sailor_slug,
              first_name: row.sailor_first_name ?? '',
              last_name: row.sailor_last_name ?? '',
              club: ref(row.sailor_club_id, row.sailor_club_slug, row.sailor_club_name),
            }
          : null,
      roles: roles.map((role) => ({
        club: { id: role.club_id, slug: role.club_slug, name: role.club_name },
        role: role.role,
      })),
    };
  }

  /**
   * Mails a reset link if an active account has the address. The answer does the same work for
   * every address (one throttle write); looking up the account and queueing the mail happen
   * after it, so neither the answer nor its timing tells whether the address has an account.
   */
  async requestPasswordReset(rawEmail: string, address: string): Promise<void> {
    const { db, throttle, mailer, publicUrl } = this.deps;
    const email = normalizeEmail(rawEmail);
    await throttle.take([
      [throttleRules.resetByAddress, address],
      [throttleRules.resetByEmail, email],
    ]);
    mailer.defer(async () => {
      const user = await findUserByEmail(db, email);
      if (!user?.is_active) return;
      const link = `${publicUrl}/reset-confirm/${encodeUid(user.id)}/${this.#resetTokens.make(user)}`;
      await mailer.enqueue(passwordResetMail(user.email, link));
    });
  }

  /**
   * A signed-in user's new password (djoser's set_password). A wrong current password counts as
   * a failed login of the account and the address, so a stolen access token does not open a
   * second way to guess it. Every older access and refresh token stops working: the token
   * version moves on (the caller signs in again with the new password).
   */
  async setPassword(
    input: { current_password: string; new_password: string },
    address: string,
    caller: AuthUser | null,
  ): Promise<void> {
    const { db, throttle } = this.deps;
    const signedIn = requireSignedIn(caller);
    // Read first: a body that failed its schema throws its 400 here, before a throttle hit.
    const { current_password: currentPassword, new_password: newPassword } = input;
    const user = await findUserById(db, signedIn.id);
    if (!user || !user.is_active) throw tokenInvalid();
    const failures = [
      [throttleRules.loginFailureByAccount, user.email],
      [throttleRules.loginFailureByAddress, address],
    ] as const;
    const attempt = await throttle.take(failures);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      throw validationError({ current_password: [WRONG_CURRENT_PASSWORD] });
    }
    await throttle.release(attempt);
    await throttle.clear(throttleRules.loginFailureByAccount, user.email);

    const problems = passwordProblems(newPassword, user.email);
    if (problems.length > 0) throw validationError({ new_password: problems });
    const passwordHash = await hashPassword(newPassword);
    const changed = await updatePassword(
      db,
      user.id,
      user.token_version,
      passwordHash,
      new Date().toISOString(),
    );
    // The password changed meanwhile (a reset, another device): this token is stale as well.
    if (!changed) throw tokenInvalid();
  }

  /** Sets a new password from a reset link; the link is spent and every older token voided. */
  async confirmPasswordReset(input: { uid: string; token: string; new_password: string }) {
    const { db } = this.deps;
    const userId = decodeUid(input.uid);
    const user = userId === null ? undefined : await findUserById(db, userId);
    if (!user || !user.is_active) {
      throw validationError({ uid: ['Ogiltig länk: användaren finns inte.'] });
    }
    if (!this.#resetTokens.check(user, input.token)) {
      throw validationError({
        token: ['Länken är ogiltig eller har gått ut. Begär en ny återställningslänk.'],
      });
    }
    const problems = passwordProblems(input.new_password, user.email);
    if (problems.length > 0) throw validationError({ new_password: problems });
    const passwordHash = await hashPassword(input.new_password);
    const changed = await updatePassword(
      db,
      user.id,
      user.token_version,
      passwordHash,
      new Date().toISOString(),
    );
    if (!changed) {
      throw validationError({
        token: ['Länken har redan använts. Begär en ny återställningslänk.'],
      });
    }
  }
}
