import type { SailingDetail, SailingListItem } from '@segla/core';
import {
  compareSailings,
  matchesSailingFilters,
  type SailingListFilters,
} from '@segla/core/sailing';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/**
 * What the club's own writes do to the cache: the page shows the answer at once, without
 * waiting for the live message that follows (decision 0030). Only the keys of query-keys.ts.
 */

/** A sailing detail as the lists hold it (docs/product.md §3: the list fields only). */
export function sailingListItemOf(sailing: SailingDetail): SailingListItem {
  const {
    competitors: _competitors,
    start_groups: _startGroups,
    ungrouped_competitors: _ungrouped,
    ...item
  } = sailing;
  return item;
}

function filtersOf(key: QueryKey): SailingListFilters {
  const filters = key[2];
  return typeof filters === 'object' && filters !== null ? filters : {};
}

/**
 * After a create, change, copy or lifecycle step answered with the sailing: the detail as
 * answered, every cached list with the sailing where its filters take it (in date order) and
 * without it where they no longer do. What the sailing changes elsewhere (its results, its
 * series' standings and dates, the home page) is asked for again.
 */
export function rememberSailing(queryClient: QueryClient, sailing: SailingDetail): void {
  queryClient.setQueryData(queryKeys.sailing(sailing.id), sailing);
  const item = sailingListItemOf(sailing);
  for (const [key, list] of queryClient.getQueriesData<SailingListItem[]>({
    queryKey: queryKeys.sailingLists,
  })) {
    if (!Array.isArray(list)) continue;
    const others = list.filter((listed) => listed.id !== sailing.id);
    const next = matchesSailingFilters(item, filtersOf(key)) ? [...others, item] : others;
    queryClient.setQueryData(key, next.sort(compareSailings));
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.sailingLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sailingResults(sailing.id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.series });
  void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
}

/** After a deletion: the sailing leaves every cached list; its series are asked for again. */
export function dropSailingFromLists(queryClient: QueryClient, id: number): void {
  for (const [key, list] of queryClient.getQueriesData<SailingListItem[]>({
    queryKey: queryKeys.sailingLists,
  })) {
    if (Array.isArray(list) && list.some((listed) => listed.id === id)) {
      queryClient.setQueryData(
        key,
        list.filter((listed) => listed.id !== id),
      );
    }
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.series });
  void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
}

/**
 * The deleted sailing's own entries. Called once its page is left: removed while the page
 * still shows it, its query would ask again and get the 404.
 */
export function forgetSailing(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: queryKeys.sailing(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingResults(id), exact: true });
}
