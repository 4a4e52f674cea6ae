import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { seriesQuery, useSeries } from '../../../features/series/api/get-series.ts';
import { SeriesHeader } from '../../../features/series/components/series-result.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
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

  if (!id) return <NotFoundView />;
  if (series.isError) {
    if (statusOf(series.error) === 404) return <NotFoundView />;
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  }
  if (!series.data) return <DelayedLoader />;
  const club = encodeURIComponent(params.club ?? '');
  const base = `/clubs/${club}/series/${id}`;
  return (
    <div>
      <AppLink to={`/clubs/${club}/series`} className="back-link">
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
        <Outlet />
      </div>
    </div>
  );
}
