import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { ClubCourses } from '../../../features/courses/components/club-courses.tsx';

/** The club's courses: read-only for everyone, written by the club (docs/product.md §6). */
export function Component() {
  const slug = useParams().club ?? '';
  const club = useClub(slug).data;
  const user = useUser();
  // The layout shows the loading and error states of the club.
  if (!club) return null;
  return <ClubCourses club={slug} clubId={club.id} canEdit={canManageClub(user, slug)} />;
}
