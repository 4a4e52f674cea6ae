import { useParams, type LoaderFunctionArgs } from 'react-router';
import { clubSailingsQuery } from '../../../features/sailings/api/get-sailing.ts';
import { ClubSailings } from '../../../features/sailings/components/club-sailings.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetchWithin(() => queryClient.ensureQueryData(clubSailingsQuery(params.club ?? '')));
  return null;
}

/** The club's sailings: where a login lands (docs/product.md §2). */
export function Component() {
  const slug = useParams().club ?? '';
  // New, changed and deleted sailings of the club arrive live (sailing_update, sailing_delete).
  useLiveTopic(slug ? { club: slug } : null);
  return (
    <>
      <LiveNotice />
      <ClubSailings
        club={slug}
        sailingHref={(sailing) => `/clubs/${encodeURIComponent(slug)}/sailings/${sailing.id}`}
      />
    </>
  );
}
