import { useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSailorSeries } from '../../../features/sailors/api/get-sailor-series.ts';
import { SailorSeriesList } from '../../../features/sailors/components/sailor-series-list.tsx';
import { SERIES_MODAL_PARAM } from '../../../features/series/stores/series-modal.ts';

/** Serier (issue 13): only the series she sailed in, with her standing; each opens the modal. */
export function Component() {
  const slug = useParams().sailor ?? '';
  const series = useSailorSeries(slug);
  if (series.isError) {
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  }
  if (!series.data) return <DelayedLoader label="Hämtar serier…" />;
  return (
    <SailorSeriesList series={series.data} seriesHref={(id) => `?${SERIES_MODAL_PARAM}=${id}`} />
  );
}
