import type { AccountDeleteInput, AccountExport } from '@segla/core';
import { notAuthenticated, permissionDenied, validationError } from '../../http/api-error.ts';
import { WRONG_CURRENT_PASSWORD, type AuthUser } from '../auth/auth-service.ts';
import { verifyPassword } from '../auth/password-hasher.ts';
import { findUserById } from '../auth/user-repository.ts';
import { releaseImages } from '../files/image-service.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import { removeSearchWords } from '../search/search-words.ts';
import { removeOwnerBoatSearchWords } from '../boats/boat-search.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { throttleRules, type ThrottleService } from '../throttle/throttle-service.ts';
import { viewerOf } from '../visibility/visibility.ts';
import { toAccountExport } from './my-account-presenter.ts';
import {
  deleteBoatsOfOwner,
  deleteSailor,
  deleteUser,
  findAccount,
  findSailorOfUser,
  listBoatsOfOwner,
  listCrewsOfSailor,
  listEntriesOfSailor,
  listMailOptOutsOfSailor,
  listFeedbackOfUser,
  listRolesOfUser,
  unlinkEntries,
} from './my-account-repository.ts';

export interface MyAccountDeps extends ServiceDeps {
  throttle: ThrottleService;
}

export const ONLY_SAILORS_DELETE =
  'Bara ett seglarkonto kan raderas här. Klubbkonton och administratörer raderas av Seglas administratörer.';

/**
 * The signed-in user's own data (GDPR basics, issue 13): all of it as a file, and the deletion
 * of a sailor's account with her profile and boats. Entries already made stay as the club
 * entered them (results keep the competitor's name), without the links to her.
 */
export class MyAccountService {
  constructor(private readonly deps: MyAccountDeps) {}

  /** Everything Segla holds about the account, her club roles too: no password hash, no tokens. */
  async export(user: AuthUser | null): Promise<AccountExport> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const account = await findAccount(db, signedIn.id);
    if (!account) throw notAuthenticated();
    const sailor = await findSailorOfUser(db, signedIn.id);
    const [boats, entries, feedback, roles, crews, mailOptOuts] = await Promise.all([
      sailor ? listBoatsOfOwner(db, sailor.id) : [],
      sailor ? listEntriesOfSailor(db, sailor.id, viewerOf(signedIn)) : [],
      listFeedbackOfUser(db, signedIn.id),
      listRolesOfUser(db, signedIn.id),
      sailor ? listCrewsOfSailor(db, sailor.id, viewerOf(signedIn)) : [],
      sailor ? listMailOptOutsOfSailor(db, sailor.id) : [],
    ]);
    return toAccountExport(
      { account, sailor, boats, entries, feedback, roles, crews, mailOptOuts },
      new Date(),
    );
  }

  /**
   * Deletes a sailor's account, her profile (and its picture) and her boats; every token of
   * the account stops working with it. The current password confirms it: a wrong one is a 400
   * on `current_password` and counts as a failed login, as for a password change.
   */
  async remove(input: AccountDeleteInput, address: string, user: AuthUser | null): Promise<void> {
    const { db, throttle } = this.deps;
    const signedIn = requireSignedIn(user);
    if (signedIn.isStaff || signedIn.accountType !== 'sailor') {
      throw permissionDenied(ONLY_SAILORS_DELETE);
    }
    // Read first: a body that failed its schema throws its 400 here, before a throttle hit.
    const currentPassword = input.current_password;
    const account = await findUserById(db, signedIn.id);
    if (!account) throw notAuthenticated();
    const failures = [
      [throttleRules.loginFailureByAccount, account.email],
      [throttleRules.loginFailureByAddress, address],
    ] as const;
    const attempt = await throttle.take(failures);
    if (!(await verifyPassword(account.password_hash, currentPassword))) {
      throw validationError({ current_password: [WRONG_CURRENT_PASSWORD] });
    }
    await throttle.release(attempt);
    await throttle.clear(throttleRules.loginFailureByAccount, account.email);

    await db.transaction().execute(async (trx) => {
      const sailor = await findSailorOfUser(trx, account.id);
      if (sailor) {
        await unlinkEntries(trx, sailor.id);
        await removeOwnerBoatSearchWords(trx, sailor.id);
        await deleteBoatsOfOwner(trx, sailor.id);
        await removeSearchWords(trx, 'sailor', sailor.id);
        await deleteSailor(trx, sailor.id);
        await releaseImages(trx, [sailor.picture]);
      }
      await deleteUser(trx, account.id);
    });
  }
}
