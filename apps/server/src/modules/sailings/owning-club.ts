import { messages } from '@segla/core';
import type { ClubWriteScope } from '@segla/core/club';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { canWriteClub, clubsOfficiatedBy, requireSignedIn } from '../permissions/permissions.ts';
import { findClub } from './sailing-repository.ts';

export const CLUB_NOT_FOUND = 'Klubben finns inte.';

const OWN_CLUB_ONLY = 'Du kan bara ändra din egen klubbs uppgifter.';

/**
 * The club a new series (`club` scope) or sailing (`racing` scope) belongs to: for staff the
 * club they name (required); for a club account its own club; for an official the club she
 * names, or the only club where her role allows it. Naming a club the caller may not write is
 * a 403; sailors without a role may not create either. The input's `club` is read after the
 * caller's role is checked (decision 0017).
 */
export async function owningClubForCreate(
  db: Kysely<DB>,
  user: AuthUser | null,
  input: { club?: number },
  scope: ClubWriteScope,
): Promise<{ id: number; slug: string; name: string }> {
  const signedIn = requireSignedIn(user);
  if (signedIn.isStaff) {
    if (input.club === undefined) throw fieldError('club', messages.required);
    const club = await findClub(db, input.club);
    if (!club) throw fieldError('club', CLUB_NOT_FOUND);
    return club;
  }
  const writable = clubsOfficiatedBy(signedIn).filter((id) => canWriteClub(signedIn, id, scope));
  if (writable.length === 0) throw permissionDenied('Endast klubbar kan göra detta.');
  if (input.club !== undefined && !writable.includes(input.club)) {
    throw permissionDenied(OWN_CLUB_ONLY);
  }
  const [only] = writable;
  const clubId = input.club ?? (writable.length === 1 ? only : undefined);
  if (clubId === undefined) throw fieldError('club', messages.required);
  const club = await findClub(db, clubId);
  if (!club) throw permissionDenied(OWN_CLUB_ONLY);
  return club;
}
