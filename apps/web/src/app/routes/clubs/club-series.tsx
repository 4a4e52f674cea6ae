import { useParams, type LoaderFunctionArgs } from 'react-router';
import { clubSeriesQuery } from '../../../features/series/api/get-series.ts';
import { SeriesList } from '../../../features/series/components/series-list.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetchWithin(() => queryClient.ensureQueryData(clubSeriesQuery(params.club ?? '')));
  return null;
}

export function Component() {
  const slug = useParams().club ?? '';
  // A series' dates, status and sailings follow its sailings: the club's updates carry them.
  useLiveTopic(slug ? { club: slug } : null);
  return (
    <>
      <LiveNotice />
      <SeriesList
        club={slug}
        seriesHref={(id) => `/clubs/${encodeURIComponent(slug)}/series/${id}`}
      />
    </>
  );
}
