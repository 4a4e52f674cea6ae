import type { SailingListFilters } from '@segla/core/sailing';

/**
 * The TanStack Query keys the live updates write to (decision 0030). Pages that want live data
 * must fetch under these keys; each key holds exactly the JSON its GET answers, unchanged:
 *
 * | key                                   | data                                   |
 * |---------------------------------------|----------------------------------------|
 * | `['sailings', 'list', filters]`       | `GET /api/sailings/?…` (SailingListItem[]) |
 * | `['sailings', 'detail', id]`          | `GET /api/sailings/{id}/` (SailingDetail) |
 * | `['sailings', 'results', id]`         | `GET /api/sailings/{id}/results/` (SailingResults) |
 * | `['sailings', 'changes', id]`         | `GET /api/sailings/{id}/changes/` (SailingChange[]; refetched, never written) |
 * | `['sailings', 'notices', id]`         | `GET /api/sailings/{id}/notices/` (Notice[]; refetched on board_update) |
 * | `['sailings', 'protests', id]`        | `GET /api/sailings/{id}/protests/` (Protest[]; refetched on board_update) |
 * | `['sailings', 'tally', id]`           | `GET /api/sailings/{id}/tally/` (SailingTally; refetched on tally_update) |
 * | `['sailings', 'result-lists', id]`    | `GET /api/sailings/{id}/result-lists/` (ResultList[]; refetched on a results_update whose lists differ) |
 * | `['series', 'list', filters]`         | `GET /api/series/?…` (Series[])        |
 * | `['series', 'detail', id]`            | `GET /api/series/{id}/` (Series)       |
 * | `['series', 'results', id]`           | `GET /api/series/{id}/results/` (SeriesResults, or null while the server offers none) |
 * | `['series', 'notices', id]`           | `GET /api/series/{id}/notices/` (Notice[]; refetched on board_update) |
 * | `['index-data']`                      | `GET /api/index-data/` (IndexData)     |
 *
 * `filters` are the query string as an object with only the parameters given (leave out, do
 * not set undefined, so equal filters make equal keys): the live cache uses them to decide
 * whether a new or changed sailing belongs in a cached list (`matchesSailingFilters` of
 * `@segla/core/sailing`, the same filters the server applies).
 */
export type { SailingListFilters };

export interface SeriesListFilters {
  club?: string;
}

export const queryKeys = {
  sailings: ['sailings'] as const,
  sailingLists: ['sailings', 'list'] as const,
  sailingList: (filters: SailingListFilters = {}) => ['sailings', 'list', filters] as const,
  sailingDetails: ['sailings', 'detail'] as const,
  sailing: (id: number) => ['sailings', 'detail', id] as const,
  sailingResultsAll: ['sailings', 'results'] as const,
  sailingResults: (id: number) => ['sailings', 'results', id] as const,
  sailingChanges: (id: number) => ['sailings', 'changes', id] as const,
  sailingNotices: (id: number) => ['sailings', 'notices', id] as const,
  sailingProtests: (id: number) => ['sailings', 'protests', id] as const,
  sailingTally: (id: number) => ['sailings', 'tally', id] as const,
  sailingResultLists: (id: number) => ['sailings', 'result-lists', id] as const,
  series: ['series'] as const,
  seriesLists: ['series', 'list'] as const,
  seriesList: (filters: SeriesListFilters = {}) => ['series', 'list', filters] as const,
  seriesDetails: ['series', 'detail'] as const,
  seriesDetail: (id: number) => ['series', 'detail', id] as const,
  seriesResultsAll: ['series', 'results'] as const,
  seriesResults: (id: number) => ['series', 'results', id] as const,
  seriesNotices: (id: number) => ['series', 'notices', id] as const,
  indexData: ['index-data'] as const,
};
