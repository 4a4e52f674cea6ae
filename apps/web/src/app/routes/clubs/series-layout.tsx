import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { seriesQuery, useSeries } from '../../../features/series/api/get-series.ts';
import { SeriesHeader } from '../../../features/series/components/series-result.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';
import { sailingIdParam } from './sailing-layout.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = sailingIdParam(params.serie);
  if (id) await prefetchWithin(() => queryClient.ensureQueryData(seriesQuery(id)));
  return null;
}

/** One series of a club: header and the tabs info, result, sailings. */
export function Component() {
  const params = useParams();
  const id = sailingIdParam(params.serie);
  const series = useSeries(id || null);
  useDocumentTitle(series.data?.name);
  // The series' sailings (the sailings tab merges their sailing_update) and its standings
  // follow the club's updates; the URL names the club before the series has arrived.
  const club = series.data?.club.slug ?? params.club ?? '';
  useLiveTopic(id && club ? { club } : null);

  if (!id) return <NotFoundView />;
  if (series.isError) {
    if (statusOf(series.error) === 404) return <NotFoundView />;
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  }
  if (!series.data) return <DelayedLoader />;
  const clubPath = encodeURIComponent(params.club ?? '');
  const base = `/clubs/${clubPath}/series/${id}`;
  return (
    <div>
      <AppLink to={`/clubs/${clubPath}/series`} className="back-link">
        ← Alla serier
      </AppLink>
      <SeriesHeader series={series.data} />
      <TabNav
        label="Seriens sidor"
        items={[
          { to: base, label: 'Info', end: true },
          { to: `${base}/result`, label: 'Resultat' },
          { to: `${base}/sailings`, label: 'Seglingar' },
        ]}
      />
      <div className="page-body">
        <LiveNotice />
        <Outlet />
      </div>
    </div>
  );
}
