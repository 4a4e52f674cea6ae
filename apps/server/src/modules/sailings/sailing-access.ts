import type { SailingStatus } from '../../db/schema.ts';
import type { AuthUser } from '../auth/auth-service.ts';

/**
 * Who may see what (decision 0010): unpublished sailings are seen only by the club that owns
 * them and by staff; everyone else is answered as if they did not exist.
 */
export interface Viewer {
  isStaff: boolean;
  /** The club of a club account; null for everyone else. */
  clubId: number | null;
}

/** What the signed-in user (or an anonymous caller, null) may see. */
export function viewerOf(user: AuthUser | null): Viewer {
  return {
    isStaff: user?.isStaff === true,
    clubId: user?.accountType === 'club' ? user.clubId : null,
  };
}

/** Whether the viewer sees the club's unpublished sailings (and its unpublished series). */
export function seesUnpublishedOf(viewer: Viewer, clubId: number): boolean {
  return viewer.isStaff || viewer.clubId === clubId;
}

/** Whether the viewer may see the sailing (and its start groups and competitors). */
export function canSeeSailing(
  viewer: Viewer,
  sailing: { club_id: number; status: SailingStatus },
): boolean {
  return sailing.status !== 'unpublished' || seesUnpublishedOf(viewer, sailing.club_id);
}
