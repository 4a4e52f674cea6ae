import { useParams } from 'react-router';
import { useSeries } from '../../../features/series/api/get-series.ts';
import { formatDateRange } from '../../../lib/format.ts';
import { sailingIdParam } from './sailing-layout.tsx';

const DNF = { series_entries: 'Anmälda i serien + 1', starting_area: 'Startområdet + 1' };

export function Component() {
  const series = useSeries(sailingIdParam(useParams().serie) || null).data;
  if (!series) return null;
  const discards = series.discard_thresholds.length
    ? series.discard_thresholds
        .map((count, index) => `${index + 1} från ${count} seglingar`)
        .join(', ')
    : 'Inga';
  return (
    <dl className="facts">
      <div>
        <dt>Period</dt>
        <dd>{formatDateRange(series.first_date, series.last_date) || 'Inga datum ännu'}</dd>
      </div>
      <div>
        <dt>Seglingar</dt>
        <dd>{series.sailing_count}</dd>
      </div>
      <div>
        <dt>Borträkning</dt>
        <dd>{discards}</dd>
      </div>
      <div>
        <dt>DNF med flera</dt>
        <dd>{DNF[series.dnf_scoring]}</dd>
      </div>
      <div>
        <dt>Regler</dt>
        <dd>Kappseglingsreglerna {series.rules_edition === '2025' ? '2025–2028' : '2021–2024'}</dd>
      </div>
    </dl>
  );
}
