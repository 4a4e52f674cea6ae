import { useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { ClubSailings } from '../../../features/sailings/components/club-sailings.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { useSailingFormChoices } from './sailing-layout.tsx';

/**
 * The club's sailings: where a login lands (docs/product.md §2). Those who manage the club
 * add sailings here ("Ny segling").
 */
export function Component() {
  const slug = useParams().club ?? '';
  const own = canManageClub(useUser(), slug, 'racing');
  // The club layout has fetched the club already; staff name its id on a new sailing.
  const clubId = useClub(slug).data?.id;
  const choices = useSailingFormChoices(slug, own);
  // New, changed and deleted sailings of the club arrive live (sailing_update, sailing_delete).
  useLiveTopic(slug ? { club: slug } : null);
  return (
    <>
      <LiveNotice />
      <ClubSailings
        club={slug}
        sailingHref={(sailing) => `/clubs/${encodeURIComponent(slug)}/sailings/${sailing.id}`}
        canManage={own}
        clubId={clubId}
        choices={choices}
      />
    </>
  );
}
