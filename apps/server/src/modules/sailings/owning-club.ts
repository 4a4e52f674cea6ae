import { messages } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import { findClub } from './sailing-repository.ts';

export const CLUB_NOT_FOUND = 'Klubben finns inte.';

/**
 * The club a new series or sailing belongs to: a club account's own club (naming another is a
 * 403), or for staff the club they name (required). Sailors may not create either. The input's
 * `club` is read after the caller's role is checked (decision 0017).
 */
export async function owningClubForCreate(
  db: Kysely<DB>,
  user: AuthUser | null,
  input: { club?: number },
): Promise<{ id: number; slug: string; name: string }> {
  const signedIn = requireSignedIn(user);
  if (signedIn.isStaff) {
    if (input.club === undefined) throw fieldError('club', messages.required);
    const club = await findClub(db, input.club);
    if (!club) throw fieldError('club', CLUB_NOT_FOUND);
    return club;
  }
  if (signedIn.accountType !== 'club' || signedIn.clubId === null) {
    throw permissionDenied('Endast klubbar kan göra detta.');
  }
  if (input.club !== undefined && input.club !== signedIn.clubId) {
    throw permissionDenied('Du kan bara ändra din egen klubbs uppgifter.');
  }
  const club = await findClub(db, signedIn.clubId);
  if (!club) throw permissionDenied('Du kan bara ändra din egen klubbs uppgifter.');
  return club;
}
