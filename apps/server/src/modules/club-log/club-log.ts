import type { Kysely } from 'kysely';
import type { ClubLogKindColumn, DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { signatureIn } from '../permissions/permissions.ts';
import { insertClubLogEntry } from './club-log-repository.ts';

/**
 * Records what an official did outside a sailing's change log (roles, lifecycle steps,
 * Sailwave imports; docs/product.md §6), signed as she is now in the club. Written in the
 * transaction of the change itself.
 */
export function logClubEvent(
  db: Kysely<DB>,
  event: { clubId: number; sailingId?: number | null; kind: ClubLogKindColumn; detail: string },
  user: AuthUser,
): Promise<void> {
  return insertClubLogEntry(db, {
    club_id: event.clubId,
    sailing_id: event.sailingId ?? null,
    user_id: user.id,
    signed_by: signatureIn(user, event.clubId),
    kind: event.kind,
    detail: event.detail,
    created_at: new Date().toISOString(),
  });
}
