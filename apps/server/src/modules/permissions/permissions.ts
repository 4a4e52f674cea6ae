import {
  CLUB_ACCOUNT_SIGNATURE,
  roleAllows,
  signatureOf,
  type ClubRole,
  type ClubWriteScope,
} from '@segla/core/club';
import { notAuthenticated, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';

/**
 * The roles of docs/product.md §6, enforced on the server for every write. Anonymous callers get 401
 * (log in first), signed-in callers without the right get 403.
 */

export function requireSignedIn(user: AuthUser | null): AuthUser {
  if (!user) throw notAuthenticated();
  return user;
}

export function isStaff(user: AuthUser | null): boolean {
  return user?.isStaff === true;
}

/** The role the user holds in the club, or null. */
export function roleIn(user: AuthUser | null, clubId: number): ClubRole | null {
  return user?.clubRoles.find((grant) => grant.clubId === clubId)?.role ?? null;
}

/**
 * The one rule for every club write: staff, the club account of `clubId` (it counts as the
 * club's admin), or a person whose role in the club allows the write's scope. A write that
 * names no scope is a `club` write: only club admins.
 */
export function canWriteClub(
  user: AuthUser | null,
  clubId: number,
  scope: ClubWriteScope = 'club',
): boolean {
  if (!user) return false;
  if (user.isStaff || (user.accountType === 'club' && user.clubId === clubId)) return true;
  const role = roleIn(user, clubId);
  return role !== null && roleAllows(role, scope);
}

/** Throws unless the user may make a write of that scope to the club's data. */
export function assertCanWriteClub(
  user: AuthUser | null,
  clubId: number,
  scope: ClubWriteScope = 'club',
): AuthUser {
  const signedIn = requireSignedIn(user);
  if (!canWriteClub(signedIn, clubId, scope)) {
    throw permissionDenied(
      roleIn(signedIn, clubId) === null
        ? 'Du kan bara ändra din egen klubbs uppgifter.'
        : 'Din roll i klubben räcker inte för detta.',
    );
  }
  return signedIn;
}

/** The clubs whose drafts and officials' views the user sees: her own club account's, her roles'. */
export function clubsOfficiatedBy(user: AuthUser | null): number[] {
  if (!user) return [];
  const clubs = user.clubRoles.map((grant) => grant.clubId);
  return user.accountType === 'club' && user.clubId !== null ? [user.clubId, ...clubs] : clubs;
}

/**
 * How the user's change to the club's data is signed (docs/product.md §6): "Klubbkontot" for
 * the shared club login, else her name and her role in the club ("Lena Hägg, tävlingsledare").
 */
export function signatureIn(user: AuthUser, clubId: number): string {
  if (user.accountType === 'club' && user.clubId === clubId) return CLUB_ACCOUNT_SIGNATURE;
  return signatureOf({ name: user.name, email: user.email, role: roleIn(user, clubId) });
}

export function assertStaff(user: AuthUser | null): AuthUser {
  const signedIn = requireSignedIn(user);
  if (!signedIn.isStaff) throw permissionDenied('Endast administratörer kan göra detta.');
  return signedIn;
}
