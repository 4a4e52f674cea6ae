import { useParams, type LoaderFunctionArgs } from 'react-router';
import { clubSeriesQuery } from '../../../features/series/api/get-series.ts';
import { SeriesList } from '../../../features/series/components/series-list.tsx';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetchWithin(() => queryClient.ensureQueryData(clubSeriesQuery(params.club ?? '')));
  return null;
}

export function Component() {
  const slug = useParams().club ?? '';
  return (
    <SeriesList
      club={slug}
      seriesHref={(id) => `/clubs/${encodeURIComponent(slug)}/series/${id}`}
    />
  );
}
