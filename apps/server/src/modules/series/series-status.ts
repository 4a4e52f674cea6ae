import type { SeriesStatus } from '@segla/core';
import type { SailingStatus } from '../../db/schema.ts';
import { isPublished } from '../visibility/visibility.ts';

/** What a series shows of its sailings: status, first and last date, count. */
export interface SeriesDerived {
  status: SeriesStatus;
  first_date: string | null;
  last_date: string | null;
  sailing_count: number;
}

/**
 * The derived fields of a series from the sailings the caller sees (decision 0010). The status
 * reads the published sailings only: `unpublished` with none, `finished` when all are finished
 * or cancelled, `ongoing` while one is ongoing or some are finished and some still to come,
 * otherwise `upcoming`.
 */
export function deriveSeries(
  sailings: readonly { status: SailingStatus; start_date: string }[],
): SeriesDerived {
  const dates = sailings.map((sailing) => sailing.start_date).sort();
  const published = sailings.filter(isPublished);
  const count = (status: SailingStatus) =>
    published.filter((sailing) => sailing.status === status).length;
  const finished = count('finished');
  const cancelled = count('cancelled');
  let status: SeriesStatus;
  if (published.length === 0) status = 'unpublished';
  else if (finished + cancelled === published.length) status = 'finished';
  else if (count('ongoing') > 0 || finished > 0) status = 'ongoing';
  else status = 'upcoming';
  return {
    status,
    first_date: dates[0] ?? null,
    last_date: dates[dates.length - 1] ?? null,
    sailing_count: sailings.length,
  };
}
