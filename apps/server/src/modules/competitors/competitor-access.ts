import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { findCompetitor, type CompetitorWithSailing } from './competitor-repository.ts';

/** The sailing an entry belongs to, as the visibility rules read it. */
export function sailingOf(competitor: CompetitorWithSailing) {
  return { club_id: competitor.sailing_club_id, status: competitor.sailing_status };
}

/**
 * An entry its sailing's club (or staff) is about to change: 401 anonymous, 404 unknown or in a
 * sailing the caller cannot see, 403 not the club's. Shared by the entries' and the finish
 * reports' writes.
 */
export async function loadCompetitorForClubWrite(
  db: Kysely<DB>,
  id: number,
  user: AuthUser | null,
): Promise<CompetitorWithSailing> {
  const signedIn = requireSignedIn(user);
  const competitor = await findCompetitor(db, id);
  if (!competitor || !canSeeSailing(viewerOf(signedIn), sailingOf(competitor))) throw notFound();
  assertCanWriteClub(signedIn, competitor.sailing_club_id, 'racing');
  return competitor;
}
