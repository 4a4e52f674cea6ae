import { useParams, type LoaderFunctionArgs } from 'react-router';
import { clubSailingsQuery } from '../../../features/sailings/api/get-sailing.ts';
import { ClubSailings } from '../../../features/sailings/components/club-sailings.tsx';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetchWithin(() => queryClient.ensureQueryData(clubSailingsQuery(params.club ?? '')));
  return null;
}

/** The club's sailings: where a login lands (SPEC.md §2). */
export function Component() {
  const slug = useParams().club ?? '';
  return (
    <ClubSailings
      club={slug}
      sailingHref={(sailing) => `/clubs/${encodeURIComponent(slug)}/sailings/${sailing.id}`}
    />
  );
}
