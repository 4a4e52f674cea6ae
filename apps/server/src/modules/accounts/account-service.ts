import { ACCOUNT_SEARCH_LIMIT, type Account } from '@segla/core';
import { foldWords, matchesSearchWords } from '@segla/core/search';
import { validationError, notFound } from '../../http/api-error.ts';
import { passwordResetMail } from '../../mail/mail-templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { ResetTokens, encodeUid } from '../auth/reset-tokens.ts';
import { findUserById } from '../auth/user-repository.ts';
import { assertStaff } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toAccount, toAccounts } from './account-presenter.ts';
import {
  findAccount,
  newestAccounts,
  searchAccountCandidates,
  selectRolesOfAccounts,
  setAccountActive,
  type AccountRow,
} from './account-repository.ts';

export const CANNOT_DEACTIVATE_SELF = 'Du kan inte inaktivera ditt eget konto.';
export const ACCOUNT_INACTIVE =
  'Kontot är inaktiverat. Aktivera det först, så kan det få en återställningslänk.';
export const clubInactive = (name: string) =>
  `Klubben ${name} är inaktiverad. Aktivera klubben under Klubbar, så aktiveras dess klubbkonto.`;

/** Candidates read per search before every query word is checked. */
const CANDIDATE_LIMIT = 500;

export interface AccountServiceDeps extends ServiceDeps {
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
}

/** The staff's accounts (issue 13): search, deactivate and reactivate, send a reset link. */
export class AccountService {
  readonly #resetTokens: ResetTokens;

  constructor(private readonly deps: AccountServiceDeps) {
    this.#resetTokens = new ResetTokens(deps.secretKey);
  }

  /**
   * Accounts whose e-mail contains the query, or whose sailor's name has words starting with
   * every word of it (letter case and å/ä/ö folded), newest first, at most 50. Without a query
   * the 50 newest accounts. Each with the club roles it holds, read in one query for all.
   */
  async list(query: { query?: string }, user: AuthUser | null): Promise<Account[]> {
    const { db } = this.deps;
    assertStaff(user);
    const rows = await this.#search((query.query ?? '').toLowerCase());
    const roles = await selectRolesOfAccounts(
      db,
      rows.map((row) => row.id),
    );
    return toAccounts(rows, roles);
  }

  async #search(text: string): Promise<AccountRow[]> {
    const { db } = this.deps;
    if (text === '') return newestAccounts(db, ACCOUNT_SEARCH_LIMIT);
    const words = foldWords(text);
    const rows = await searchAccountCandidates(
      db,
      { emailPart: text, nameWord: words[0] ?? null },
      CANDIDATE_LIMIT,
    );
    return rows
      .filter(
        (row) =>
          row.email.includes(text) ||
          (words.length > 0 &&
            row.sailor_id !== null &&
            matchesSearchWords(words, [row.sailor_first_name, row.sailor_last_name])),
      )
      .slice(0, ACCOUNT_SEARCH_LIMIT);
  }

  /** Shuts an account out: it cannot sign in, and the tokens it holds stop working. */
  async deactivate(id: number, user: AuthUser | null): Promise<Account> {
    const staff = assertStaff(user);
    const account = await this.#require(id);
    if (account.id === staff.id)
      throw validationError({ non_field_errors: [CANNOT_DEACTIVATE_SELF] });
    if (account.is_active) await setAccountActive(this.deps.db, id, false);
    return this.#present({ ...account, is_active: false });
  }

  /** Lets a deactivated account sign in again (a club account only with its club active). */
  async reactivate(id: number, user: AuthUser | null): Promise<Account> {
    assertStaff(user);
    const account = await this.#require(id);
    if (account.club_is_active !== null && !account.club_is_active && account.club_name) {
      throw validationError({ non_field_errors: [clubInactive(account.club_name)] });
    }
    if (!account.is_active) await setAccountActive(this.deps.db, id, true);
    return this.#present({ ...account, is_active: true });
  }

  /** Queues the password reset mail of `/auth/users/reset_password/` to the account. */
  async sendReset(id: number, user: AuthUser | null): Promise<void> {
    const { db, mailer, publicUrl } = this.deps;
    assertStaff(user);
    await this.#require(id);
    const target = await findUserById(db, id);
    if (!target) throw notFound();
    if (!target.is_active) throw validationError({ non_field_errors: [ACCOUNT_INACTIVE] });
    const link = `${publicUrl}/reset-confirm/${encodeUid(target.id)}/${this.#resetTokens.make(target)}`;
    await mailer.enqueue(passwordResetMail(target.email, link));
    mailer.flush();
  }

  async #present(account: AccountRow): Promise<Account> {
    return toAccount(account, await selectRolesOfAccounts(this.deps.db, [account.id]));
  }

  async #require(id: number): Promise<AccountRow> {
    const account = await findAccount(this.deps.db, id);
    if (!account) throw notFound();
    return account;
  }
}
