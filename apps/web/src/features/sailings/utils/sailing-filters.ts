import type { SailingListItem } from '@segla/core';
import {
  matchesSailingFilters,
  SAILING_STATUSES,
  type SailingListFilters,
  type SailingStatus,
} from '@segla/core/sailing';
import { swedishCollator } from '@segla/core/search';

/**
 * The club sailings page's filters as the address keeps them (`?ar=2026&status=upcoming&serie=3`)
 * and its selects show them: '' for "all".
 */
export interface SailingFilterValues {
  year: string;
  status: SailingStatus | '';
  serie: string;
}

/** The query parameter of each filter. */
export const FILTER_PARAMS = { year: 'ar', status: 'status', serie: 'serie' } as const;

/** The years and series a club's sailings have: what the filters offer. */
export function filterChoices(sailings: readonly SailingListItem[]): {
  years: string[];
  series: { id: number; name: string }[];
} {
  const years = new Set<string>();
  const series = new Map<number, string>();
  for (const sailing of sailings) {
    years.add(sailing.start_date.slice(0, 4));
    if (sailing.serie) series.set(sailing.serie.id, sailing.serie.name);
  }
  return {
    years: [...years].sort().reverse(),
    series: [...series]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => swedishCollator.compare(a.name, b.name)),
  };
}

/**
 * The filters in the address, each dropped unless it is one the list offers (an old link's
 * series, a mistyped year): a filter the selects cannot show would hide sailings unseen.
 */
export function readSailingFilters(
  params: URLSearchParams,
  sailings: readonly SailingListItem[],
): SailingFilterValues {
  const { years, series } = filterChoices(sailings);
  const year = params.get(FILTER_PARAMS.year) ?? '';
  const status = params.get(FILTER_PARAMS.status) ?? '';
  const serie = params.get(FILTER_PARAMS.serie) ?? '';
  return {
    year: years.includes(year) ? year : '',
    status: (SAILING_STATUSES as readonly string[]).includes(status)
      ? (status as SailingStatus)
      : '',
    serie: series.some((item) => String(item.id) === serie) ? serie : '',
  };
}

/** The filters as `GET /api/sailings/` reads them (core's `SailingListFilters`). */
export function listFiltersOf(club: string, values: SailingFilterValues): SailingListFilters {
  const filters: SailingListFilters = { club };
  if (values.year) filters.year = values.year;
  if (values.status) filters.status = [values.status];
  if (values.serie) filters.serie = Number(values.serie);
  return filters;
}

/** The club's sailings that the filters keep, by the same rule as the server's filters. */
export function filterSailings(
  sailings: readonly SailingListItem[],
  club: string,
  values: SailingFilterValues,
): SailingListItem[] {
  const filters = listFiltersOf(club, values);
  return sailings.filter((sailing) => matchesSailingFilters(sailing, filters));
}

/** The address's query with these filters (others kept; "all" leaves the parameter out). */
export function withSailingFilters(
  params: URLSearchParams,
  values: SailingFilterValues,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of ['year', 'status', 'serie'] as const) {
    const value = values[field];
    if (value) next.set(FILTER_PARAMS[field], value);
    else next.delete(FILTER_PARAMS[field]);
  }
  return next;
}
