import type {
  IndexData,
  ResultList,
  SailingDetail,
  SailingListItem,
  SailingResults,
  Series,
  SeriesResults,
} from '@segla/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveServerMessageMap } from '@segla/core';
import { SAILING_UPDATE_FIELDS, type SailingUpdateField } from '@segla/core/live';
import {
  compareSailings,
  matchesSailingFilters,
  type SailingListFilters,
} from '@segla/core/sailing';
import { queryKeys } from './query-keys.ts';

/**
 * What the live messages do to the TanStack Query cache (docs/product.md §4, decision 0030). Pure
 * functions of a QueryClient and a message; they only touch the keys of query-keys.ts.
 */

type SailingUpdate = Pick<SailingListItem, SailingUpdateField>;
type WithSailingFields = Pick<SailingListItem, SailingUpdateField>;

/** The fields of docs/product.md §4 out of a sailing_update's sailing. */
export function sailingUpdateFields(sailing: SailingListItem): SailingUpdate {
  const update = {} as Record<SailingUpdateField, unknown>;
  for (const field of SAILING_UPDATE_FIELDS) update[field] = sailing[field];
  return update as SailingUpdate;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `target` with only the docs/product.md §4 fields taken from `update`; every other field (course,
 * description, competitors, start groups…) is kept. The same object when nothing changed.
 */
export function mergeSailingFields<T extends WithSailingFields>(
  target: T,
  update: SailingUpdate,
): T {
  let merged: T | null = null;
  for (const field of SAILING_UPDATE_FIELDS) {
    if (sameValue(target[field], update[field])) continue;
    merged ??= { ...target };
    (merged as Record<SailingUpdateField, unknown>)[field] = update[field];
  }
  return merged ?? target;
}

function listFilters(key: QueryKey): SailingListFilters {
  const filters = key[2];
  return typeof filters === 'object' && filters !== null ? filters : {};
}

/**
 * A sailing list after a sailing_update: merged where the sailing is listed and still belongs,
 * removed where it no longer belongs (e.g. a status filter), added in date order where it now
 * belongs (a new sailing, or one that was just published).
 */
export function updateSailingList(
  list: SailingListItem[],
  sailing: SailingListItem,
  filters: SailingListFilters | undefined,
): SailingListItem[] {
  const index = list.findIndex((item) => item.id === sailing.id);
  const belongs = matchesSailingFilters(sailing, filters);
  if (index >= 0) {
    if (!belongs) return list.filter((item) => item.id !== sailing.id);
    const current = list[index]!;
    const merged = mergeSailingFields(current, sailingUpdateFields(sailing));
    if (merged === current) return list;
    const next = [...list];
    next[index] = merged;
    // A new date or time may move it.
    return merged.start_date !== current.start_date || merged.start_time !== current.start_time
      ? next.sort(compareSailings)
      : next;
  }
  if (!belongs) return list;
  return [...list, sailing].sort(compareSailings);
}

/**
 * A series after a sailing_update: the sailing merged when it is one of the series' sailings
 * and its serie id still matches (docs/product.md §4). `stale` says the series' own derived fields
 * (status, dates, count) may have changed, so it should be refetched.
 */
export function updateSeriesSailings(
  series: Series,
  sailing: SailingListItem,
): { series: Series; stale: boolean } {
  const index = series.sailings.findIndex((item) => item.id === sailing.id);
  const belongs = sailing.serie?.id === series.id;
  if (index < 0) return { series, stale: belongs };
  if (!belongs) {
    const sailings = series.sailings.filter((item) => item.id !== sailing.id);
    return { series: { ...series, sailings }, stale: true };
  }
  const current = series.sailings[index]!;
  const merged = mergeSailingFields(current, sailingUpdateFields(sailing));
  if (merged === current) return { series, stale: false };
  const sailings = [...series.sailings];
  sailings[index] = merged;
  sailings.sort(compareSailings);
  const stale = merged.status !== current.status || merged.start_date !== current.start_date;
  return { series: { ...series, sailings }, stale };
}

function updateSeriesCaches(queryClient: QueryClient, sailing: SailingListItem): void {
  const stale = new Set<number>();
  for (const [key, series] of queryClient.getQueriesData<Series>({
    queryKey: queryKeys.seriesDetails,
  })) {
    if (!isSeries(series)) continue;
    const result = updateSeriesSailings(series, sailing);
    if (result.series !== series) queryClient.setQueryData(key, result.series);
    if (result.stale) stale.add(series.id);
  }
  for (const [key, list] of queryClient.getQueriesData<Series[]>({
    queryKey: queryKeys.seriesLists,
  })) {
    if (!Array.isArray(list)) continue;
    let changed = false;
    const next = list.map((series) => {
      const result = updateSeriesSailings(series, sailing);
      if (result.stale) stale.add(series.id);
      if (result.series !== series) changed = true;
      return result.series;
    });
    if (changed) queryClient.setQueryData(key, next);
  }
  if (stale.size > 0) {
    for (const id of stale) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.seriesDetail(id) });
      // A sailing joining, leaving or changing status changes the standings too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.seriesResults(id) });
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.seriesLists });
  }
}

/** Cached data is what its key promises; these guards only keep a stray entry from crashing. */
function isSeries(value: unknown): value is Series {
  return typeof value === 'object' && value !== null && Array.isArray((value as Series).sailings);
}

function indexDataSailings(data: IndexData): SailingListItem[] {
  return [...data.ongoing, ...data.upcoming, ...data.latest_results.map((r) => r.sailing)];
}

/**
 * The series a sailing belongs to, as far as the cache knows: its detail's or a list's `serie`,
 * the series that list it, and the series results that count it.
 */
export function cachedSeriesOfSailing(queryClient: QueryClient, sailingId: number): Set<number> {
  const found = new Set<number>();
  const addSerieOf = (item: { id: number; serie: { id: number } | null } | undefined) => {
    if (item?.id === sailingId && item.serie) found.add(item.serie.id);
  };
  addSerieOf(queryClient.getQueryData<SailingDetail>(queryKeys.sailing(sailingId)));
  for (const [, list] of queryClient.getQueriesData<SailingListItem[]>({
    queryKey: queryKeys.sailingLists,
  })) {
    if (Array.isArray(list)) list.forEach(addSerieOf);
  }
  const index = queryClient.getQueryData<IndexData>(queryKeys.indexData);
  if (index) indexDataSailings(index).forEach(addSerieOf);
  const addIfListed = (series: Series) => {
    if (series.sailings.some((item) => item.id === sailingId)) found.add(series.id);
  };
  for (const [, series] of queryClient.getQueriesData<Series>({
    queryKey: queryKeys.seriesDetails,
  })) {
    if (isSeries(series)) addIfListed(series);
  }
  for (const [, list] of queryClient.getQueriesData<Series[]>({
    queryKey: queryKeys.seriesLists,
  })) {
    if (Array.isArray(list)) list.filter(isSeries).forEach(addIfListed);
  }
  for (const [key, standings] of queryClient.getQueriesData<SeriesResults | null>({
    queryKey: queryKeys.seriesResultsAll,
  })) {
    const id = key[2];
    if (typeof id !== 'number' || !standings || !Array.isArray(standings.sailings)) continue;
    if (standings.sailings.some((item) => item.id === sailingId)) found.add(id);
  }
  return found;
}

/** sailing_update: docs/product.md §4's fields into lists, the detail, series and the home page. */
export function applySailingUpdate(
  queryClient: QueryClient,
  message: LiveServerMessageMap['sailing_update'],
): void {
  const { sailing } = message;
  const fields = sailingUpdateFields(sailing);

  const detailKey = queryKeys.sailing(sailing.id);
  const cached = queryClient.getQueryData<SailingDetail>(detailKey);
  queryClient.setQueryData<SailingDetail>(detailKey, (detail) =>
    detail ? mergeSailingFields(detail, fields) : detail,
  );
  if (cached && cached.competitor_count !== sailing.competitor_count) {
    // Entries came or went (the ungrouped ones too, which no results message names): the
    // detail's lists of competitors are asked for again (after the merge, which marks it fresh).
    void queryClient.invalidateQueries({ queryKey: detailKey });
  }
  const tallyKey = queryKeys.sailingTally(sailing.id);
  const tally = queryClient.getQueryData<{ status: string }>(tallyKey);
  if (tally && tally.status !== sailing.status) {
    // Finished: the safety tally puts the boats not ashore first, with their skippers' numbers
    // (issue 31), which only the server's answer holds.
    void queryClient.invalidateQueries({ queryKey: tallyKey });
  }

  for (const [key, list] of queryClient.getQueriesData<SailingListItem[]>({
    queryKey: queryKeys.sailingLists,
  })) {
    if (!Array.isArray(list)) continue;
    const next = updateSailingList(list, sailing, listFilters(key));
    if (next !== list) queryClient.setQueryData(key, next);
  }

  updateSeriesCaches(queryClient, sailing);

  const index = queryClient.getQueryData<IndexData>(queryKeys.indexData);
  const shown = index ? indexDataSailings(index).find((item) => item.id === sailing.id) : undefined;
  if (index && shown) {
    if (shown.status !== sailing.status) {
      // It moves between the home page's lists (upcoming → ongoing → results): ask again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
    } else {
      const merge = (item: SailingListItem) =>
        item.id === sailing.id ? mergeSailingFields(item, fields) : item;
      queryClient.setQueryData<IndexData>(queryKeys.indexData, {
        ...index,
        ongoing: index.ongoing.map(merge),
        upcoming: index.upcoming.map(merge),
        latest_results: index.latest_results.map((result) => ({
          ...result,
          sailing: merge(result.sailing),
        })),
      });
    }
  }
}

/** What a start-group list shows of a group and its entries (not finishes: results show those). */
function entriesSignature(
  groups: {
    id: number;
    name: string;
    handicap: string;
    start_type: string;
    entries: {
      id: number;
      name: string;
      boat_name: string;
      boat_type: string;
      sail_number: string;
      rating: number | null;
      start: string | null;
    }[];
  }[],
): string {
  return JSON.stringify(
    groups
      .map((group) => [
        group.id,
        group.name,
        group.handicap,
        group.start_type,
        group.entries
          .map((e) => [e.id, e.name, e.boat_name, e.boat_type, e.sail_number, e.rating, e.start])
          .sort((a, b) => Number(a[0]) - Number(b[0])),
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  );
}

/**
 * Whether new results show start groups or entries other than the cached sailing detail has
 * (a boat added, moved, renamed, a group changed), so the start lists must be asked for again.
 * A finish alone changes nothing here: the many viewers of a race do not refetch per finish.
 */
export function entriesDiffer(detail: SailingDetail, results: SailingResults): boolean {
  const fromDetail = detail.start_groups.map((group) => ({
    ...group,
    entries: group.competitors,
  }));
  const fromResults = results.groups.map((group) => ({
    ...group,
    entries: group.rows.map((row) => ({ ...row, id: row.competitor_id })),
  }));
  return entriesSignature(fromDetail) !== entriesSignature(fromResults);
}

/** A list and its boats' ratings, as the lists' read and the results both tell them. */
type ListSignature = [group: number, id: number, name: string, kind: string, ratings: number[][]];

function byCompetitor(pairs: number[][]): number[][] {
  return pairs.sort((a, b) => a[0]! - b[0]!);
}

/**
 * Whether new results show further lists (docs/product.md §12 "Fler resultatlistor") other than
 * the cached lists' read has: a list added, renamed, changed or removed, or a rating set, perhaps
 * by another race officer, so the "Resultatlistor" panel must ask again. A finish alone changes
 * nothing here. Only the ratings the results can show count: of boats in the list's group, in a
 * list that takes them.
 */
export function resultListsDiffer(lists: readonly ResultList[], results: SailingResults): boolean {
  const members = new Map(
    results.groups.map((group) => [group.id, new Set(group.rows.map((row) => row.competitor_id))]),
  );
  const cached = [...lists]
    .sort((a, b) => a.start_group - b.start_group || a.position - b.position || a.id - b.id)
    .map((list): ListSignature => {
      const inGroup = members.get(list.start_group);
      const shown =
        list.kind === 'scratch' || !inGroup
          ? []
          : list.ratings.filter((entry) => inGroup.has(entry.competitor));
      const ratings = byCompetitor(shown.map((entry) => [entry.competitor, entry.rating]));
      return [list.start_group, list.id, list.name, list.kind, ratings];
    });
  const fresh = [...results.groups]
    .sort((a, b) => a.id - b.id)
    .flatMap((group) =>
      group.lists.map((list): ListSignature => {
        const rated = list.kind === 'scratch' ? [] : list.rows.filter((row) => row.rating !== null);
        const ratings = byCompetitor(rated.map((row) => [row.competitor_id, row.rating!]));
        return [group.id, list.id, list.name, list.kind, ratings];
      }),
    );
  return JSON.stringify(cached) !== JSON.stringify(fresh);
}

/**
 * results_update: replaces the cached results of the sailing (only where a page has fetched
 * them; results nobody looks at are not kept). The standings of its series are computed from
 * its results, so they are asked for again (the message does not carry them). A sailing among
 * the home page's latest results makes the home page ask again for its top three; the club's
 * "Resultatlistor" asks again when the results' lists differ from what it shows.
 */
export function applyResultsUpdate(
  queryClient: QueryClient,
  message: LiveServerMessageMap['results_update'],
): void {
  const key = queryKeys.sailingResults(message.sailing_id);
  if (queryClient.getQueryState(key)) queryClient.setQueryData(key, message.results);
  const detailKey = queryKeys.sailing(message.sailing_id);
  const detail = queryClient.getQueryData<SailingDetail>(detailKey);
  if (detail && entriesDiffer(detail, message.results)) {
    void queryClient.invalidateQueries({ queryKey: detailKey });
  }
  const listsKey = queryKeys.sailingResultLists(message.sailing_id);
  const lists = queryClient.getQueryData<ResultList[]>(listsKey);
  if (Array.isArray(lists) && resultListsDiffer(lists, message.results)) {
    void queryClient.invalidateQueries({ queryKey: listsKey });
  }
  for (const seriesId of cachedSeriesOfSailing(queryClient, message.sailing_id)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.seriesResults(seriesId) });
  }
  const index = queryClient.getQueryData<IndexData>(queryKeys.indexData);
  if (index?.latest_results.some((result) => result.sailing.id === message.sailing_id)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
  }
  // What changed the results was most likely logged too.
  applyChangesUpdate(queryClient, { type: 'changes_update', sailing_id: message.sailing_id });
}

/**
 * changes_update: the sailing's change log grew. The message carries no entries; a page that
 * shows the log (its query is cached) asks for it again.
 */
export function applyChangesUpdate(
  queryClient: QueryClient,
  message: LiveServerMessageMap['changes_update'],
): void {
  const key = queryKeys.sailingChanges(message.sailing_id);
  if (queryClient.getQueryState(key)) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * tally_update: a boat's state in the sailing's safety tally changed (issue 31, "Säkerhet").
 * The message carries no boats: an open tally (its query is cached) asks for it again.
 */
export function applyTallyUpdate(
  queryClient: QueryClient,
  message: LiveServerMessageMap['tally_update'],
): void {
  const key = queryKeys.sailingTally(message.sailing_id);
  if (queryClient.getQueryState(key)) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * board_update: a sailing's or a series' notice board changed (a posting, a protest, a hearing or
 * a decision; docs/product.md §17). The message carries no postings: an open board (its queries
 * are cached) asks for its notices and, for a sailing, its protests and the sailing again.
 */
export function applyBoardUpdate(
  queryClient: QueryClient,
  message: LiveServerMessageMap['board_update'],
): void {
  const keys: QueryKey[] = [];
  if (message.sailing_id !== null) {
    // The sailing itself too: its protest time limit (finished_at, protest_minutes) may have
    // moved, which no sailing_update carries.
    keys.push(queryKeys.sailing(message.sailing_id));
    keys.push(queryKeys.sailingNotices(message.sailing_id));
    keys.push(queryKeys.sailingProtests(message.sailing_id));
  }
  if (message.series_id !== null) keys.push(queryKeys.seriesNotices(message.series_id));
  for (const key of keys) {
    if (queryClient.getQueryState(key)) void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** sailing_delete: the sailing leaves every list, series and the home page; its own queries go. */
export function applySailingDelete(
  queryClient: QueryClient,
  message: LiveServerMessageMap['sailing_delete'],
): void {
  const id = message.sailing_id;
  // Asked before the sailing's own entries go, as they may be what tells its series.
  const stale = cachedSeriesOfSailing(queryClient, id);
  queryClient.removeQueries({ queryKey: queryKeys.sailing(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingResults(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingChanges(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingNotices(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingProtests(id), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.sailingResultLists(id), exact: true });

  const without = <T extends { id: number }>(items: readonly T[]) =>
    items.some((item) => item.id === id) ? items.filter((item) => item.id !== id) : null;

  for (const [key, list] of queryClient.getQueriesData<SailingListItem[]>({
    queryKey: queryKeys.sailingLists,
  })) {
    const next = Array.isArray(list) ? without(list) : null;
    if (next) queryClient.setQueryData(key, next);
  }

  const dropFromSeries = (series: Series): Series => {
    const sailings = without(series.sailings);
    if (!sailings) return series;
    stale.add(series.id);
    return { ...series, sailings };
  };
  for (const [key, series] of queryClient.getQueriesData<Series>({
    queryKey: queryKeys.seriesDetails,
  })) {
    if (isSeries(series)) {
      const next = dropFromSeries(series);
      if (next !== series) queryClient.setQueryData(key, next);
    }
  }
  for (const [key, list] of queryClient.getQueriesData<Series[]>({
    queryKey: queryKeys.seriesLists,
  })) {
    if (Array.isArray(list)) {
      const next = list.map(dropFromSeries);
      if (next.some((series, i) => series !== list[i])) queryClient.setQueryData(key, next);
    }
  }
  for (const seriesId of stale) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.seriesDetail(seriesId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.seriesResults(seriesId) });
  }
  if (stale.size > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.seriesLists });

  const index = queryClient.getQueryData<IndexData>(queryKeys.indexData);
  if (index && indexDataSailings(index).some((item) => item.id === id)) {
    queryClient.setQueryData<IndexData>(queryKeys.indexData, {
      ...index,
      ongoing: index.ongoing.filter((item) => item.id !== id),
      upcoming: index.upcoming.filter((item) => item.id !== id),
      latest_results: index.latest_results.filter((result) => result.sailing.id !== id),
    });
  }
}

/** What a page shows that live updates feed: refetched after a reconnect (nothing is missed). */
export function refetchLiveQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sailings }),
    queryClient.invalidateQueries({ queryKey: queryKeys.series }),
    queryClient.invalidateQueries({ queryKey: queryKeys.indexData }),
  ]).then(() => undefined);
}
