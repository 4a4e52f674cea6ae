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

/** Staff, or the club account of `clubId`. */
export function canWriteClub(user: AuthUser | null, clubId: number): boolean {
  return !!user && (user.isStaff || (user.accountType === 'club' && user.clubId === clubId));
}

/** Throws unless the user may write the club's data (profile, courses, series, sailings…). */
export function assertCanWriteClub(user: AuthUser | null, clubId: number): AuthUser {
  const signedIn = requireSignedIn(user);
  if (!canWriteClub(signedIn, clubId)) {
    throw permissionDenied('Du kan bara ändra din egen klubbs uppgifter.');
  }
  return signedIn;
}

export function assertStaff(user: AuthUser | null): AuthUser {
  const signedIn = requireSignedIn(user);
  if (!signedIn.isStaff) throw permissionDenied('Endast administratörer kan göra detta.');
  return signedIn;
}
