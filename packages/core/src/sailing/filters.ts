import type { SailingStatus } from './status.ts';

/**
 * The filters of `GET /api/sailings/` (`?club=&year=&status=&serie=`), parsed. The server turns
 * them into SQL; the web app's live cache asks `matchesSailingFilters` whether a changed sailing
 * belongs in a cached list. Both read a filter the same way: the year's first and last day
 * (`yearDateRange`), statuses as a set (none given: any), the club by slug, the series by id.
 */
export interface SailingListFilters {
  /** Club slug (`?club=`). */
  club?: string;
  /** Four-digit year (`?year=`). */
  year?: string;
  /** Statuses (`?status=upcoming,ongoing`); empty or left out: every status. */
  status?: readonly SailingStatus[];
  /** Series id (`?serie=`). */
  serie?: number;
}

/** The sailing fields the list filters look at. */
export interface FilterableSailing {
  club: { slug: string };
  start_date: string;
  status: SailingStatus;
  serie: { id: number } | null;
}

/** The first and last date ('YYYY-MM-DD') of a four-digit year, for a `?year=` filter. */
export function yearDateRange(year: string): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** Whether `GET /api/sailings/` with these filters lists the sailing (visibility aside). */
export function matchesSailingFilters(
  sailing: FilterableSailing,
  filters: SailingListFilters | undefined,
): boolean {
  if (!filters) return true;
  if (filters.club !== undefined && sailing.club.slug !== filters.club) return false;
  if (filters.year !== undefined) {
    const { from, to } = yearDateRange(filters.year);
    if (sailing.start_date < from || sailing.start_date > to) return false;
  }
  if (filters.status !== undefined && filters.status.length > 0) {
    if (!filters.status.includes(sailing.status)) return false;
  }
  if (filters.serie !== undefined && sailing.serie?.id !== filters.serie) return false;
  return true;
}
