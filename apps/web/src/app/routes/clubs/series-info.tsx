import {
  PENALTY_ON_TIE_LABELS,
  dnfScoringText,
  scpPenaltyText,
  ROUND_CORRECTED_LABELS,
  RULES_EDITION_LABELS,
  discardThresholdsLabel,
} from '@segla/core/series';
import { useParams } from 'react-router';
import { useSeries } from '../../../features/series/api/get-series.ts';
import { formatDateRange } from '@segla/core/format';
import { idParam } from '../id-param.ts';

/** A series' facts: its period, its sailings and its scoring settings in words (docs/product.md §12). */
export function Component() {
  const series = useSeries(idParam(useParams().serie) || null).data;
  if (!series) return null;
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
        <dt>Strykningar</dt>
        <dd>{discardThresholdsLabel(series.discard_thresholds)}</dd>
      </div>
      <div>
        <dt>DNF räknas som</dt>
        <dd>{dnfScoringText(series.dnf_scoring, series.dnf_points)}</dd>
      </div>
      <div>
        <dt>Poängstraff (SCP)</dt>
        <dd>{scpPenaltyText(series.scp_places)}</dd>
      </div>
      <div>
        <dt>Straff på en delad placering</dt>
        <dd>{PENALTY_ON_TIE_LABELS[series.penalty_on_tie]}</dd>
      </div>
      <div>
        <dt>Regelversion</dt>
        <dd>Kappseglingsreglerna {RULES_EDITION_LABELS[series.rules_edition]}</dd>
      </div>
      <div>
        <dt>Avrundning av korrigerad tid</dt>
        <dd>{ROUND_CORRECTED_LABELS[series.round_corrected]}</dd>
      </div>
    </dl>
  );
}
