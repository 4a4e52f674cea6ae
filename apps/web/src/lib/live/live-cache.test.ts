import {
  parseLiveServerMessage,
  type IndexData,
  type ResultList,
  type SailingDetail,
  type SailingResults,
  type SailingListItem,
  type Series,
  type SeriesResults,
} from '@segla/core';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveCache } from './connect-live-cache.ts';
import {
  applyBoardUpdate,
  applyChangesUpdate,
  applyResultsUpdate,
  applySailingDelete,
  applySailingUpdate,
  cachedSeriesOfSailing,
  mergeSailingFields,
  sailingUpdateFields,
} from './live-cache.ts';
import { LiveClient } from './live-client.ts';
import { queryKeys } from './query-keys.ts';
import { FakeWebSocket, indexData, results, sailing, sailingDetail, series } from './test-fakes.ts';

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

const update = (overrides: Partial<SailingListItem>) => ({
  type: 'sailing_update' as const,
  sailing: sailing(overrides),
});
const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;

describe('sailing_update', () => {
  it('merges only the fields docs/product.md §4 lists into the detail', () => {
    queryClient.setQueryData(queryKeys.sailing(1), sailingDetail({ id: 1 }));
    applySailingUpdate(
      queryClient,
      update({
        id: 1,
        name: 'Nytt namn',
        status: 'ongoing',
        status_label: 'Pågående',
        competitor_count: 5,
        serie: { id: 2, name: 'Vår' },
        // Not in the list of docs/product.md §4: must not be taken over.
        description: 'Ändrad beskrivning',
        course: null,
        is_finished: true,
      }),
    );
    const detail = queryClient.getQueryData<SailingDetail>(queryKeys.sailing(1))!;
    expect(detail).toMatchObject({
      name: 'Nytt namn',
      status: 'ongoing',
      status_label: 'Pågående',
      competitor_count: 5,
      serie: { id: 2, name: 'Vår' },
      description: 'Samling vid klubbhuset.',
      course: { id: 3, name: 'Bana A' },
      is_finished: false,
    });
    expect(detail.competitors).toHaveLength(1);
  });

  it('asks again for the detail when the number of entries changed', () => {
    queryClient.setQueryData(queryKeys.sailing(3), sailingDetail({ id: 3, competitor_count: 1 }));
    applySailingUpdate(queryClient, update({ id: 3, competitor_count: 1 }));
    expect(isInvalidated(queryKeys.sailing(3))).toBe(false);
    applySailingUpdate(queryClient, update({ id: 3, competitor_count: 2 }));
    expect(isInvalidated(queryKeys.sailing(3))).toBe(true);
  });

  it('asks again for an open safety tally when the sailing’s status changed (issue 31)', () => {
    const key = queryKeys.sailingTally(4);
    queryClient.setQueryData(key, { sailing_id: 4, status: 'ongoing', boats: [] });
    applySailingUpdate(queryClient, update({ id: 4, status: 'ongoing' }));
    expect(isInvalidated(key)).toBe(false);
    applySailingUpdate(queryClient, update({ id: 4, status: 'finished' }));
    expect(isInvalidated(key)).toBe(true);
  });

  it('keeps the same object when nothing it merges has changed', () => {
    const item = sailing();
    expect(mergeSailingFields(item, sailingUpdateFields(sailing({ description: 'x' })))).toBe(item);
    expect(Object.keys(sailingUpdateFields(item)).sort()).toEqual(
      [
        'competitor_count',
        'id',
        'name',
        'reg_status',
        'serie',
        'start_date',
        'start_time',
        'status',
        'status_label',
        'verified_result',
      ].sort(),
    );
  });

  it('merges into the lists that hold the sailing, in date order', () => {
    const key = queryKeys.sailingList({ club: 'ksss' });
    queryClient.setQueryData(key, [
      sailing({ id: 1, start_date: '2026-05-06' }),
      sailing({ id: 2, start_date: '2026-05-13', description: 'Behålls' }),
      sailing({ id: 3, start_date: '2026-05-20' }),
    ]);
    applySailingUpdate(queryClient, update({ id: 2, start_date: '2026-05-27', name: 'Flyttad' }));
    const list = queryClient.getQueryData<SailingListItem[]>(key)!;
    expect(list.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(list[2]).toMatchObject({ name: 'Flyttad', description: 'Behålls' });
  });

  it('adds a new sailing to the lists it belongs in, and only those', () => {
    const ksss = queryKeys.sailingList({ club: 'ksss' });
    const other = queryKeys.sailingList({ club: 'gkss' });
    const finished = queryKeys.sailingList({ club: 'ksss', status: ['finished'] });
    const lastYear = queryKeys.sailingList({ club: 'ksss', year: '2025' });
    const inSeries = queryKeys.sailingList({ serie: 8 });
    for (const key of [ksss, other, finished, lastYear, inSeries]) {
      queryClient.setQueryData(key, [sailing({ id: 1, start_date: '2026-06-01' })]);
    }
    applySailingUpdate(queryClient, update({ id: 5, start_date: '2026-05-01' }));
    const ids = (key: QueryKey) =>
      queryClient.getQueryData<SailingListItem[]>(key)!.map((item) => item.id);
    expect(ids(ksss)).toEqual([5, 1]);
    expect(ids(other)).toEqual([1]);
    expect(ids(finished)).toEqual([1]);
    expect(ids(lastYear)).toEqual([1]);
    expect(ids(inSeries)).toEqual([1]);
  });

  it('takes a sailing out of a list it no longer belongs in', () => {
    const upcoming = queryKeys.sailingList({ club: 'ksss', status: ['upcoming'] });
    queryClient.setQueryData(upcoming, [sailing({ id: 1 }), sailing({ id: 2 })]);
    applySailingUpdate(queryClient, update({ id: 1, status: 'ongoing' }));
    expect(queryClient.getQueryData<SailingListItem[]>(upcoming)!.map((s) => s.id)).toEqual([2]);
  });

  it('merges into the series’ sailings when the serie id matches, and nowhere else', () => {
    const serie = { id: 8, name: 'Onsdagsserien' };
    queryClient.setQueryData(
      queryKeys.seriesDetail(8),
      series(8, [sailing({ id: 1, serie }), sailing({ id: 2, serie })]),
    );
    queryClient.setQueryData(queryKeys.seriesDetail(9), series(9, [sailing({ id: 3 })]));
    queryClient.setQueryData(queryKeys.seriesList({ club: 'ksss' }), [
      series(8, [sailing({ id: 1, serie })]),
    ]);
    applySailingUpdate(queryClient, update({ id: 1, serie, name: 'Deltävling 1' }));

    const detail = queryClient.getQueryData<Series>(queryKeys.seriesDetail(8))!;
    expect(detail.sailings.map((s) => s.name)).toEqual(['Deltävling 1', 'Onsdagssegling']);
    expect(
      queryClient.getQueryData<Series[]>(queryKeys.seriesList({ club: 'ksss' }))![0]!.sailings[0]!
        .name,
    ).toBe('Deltävling 1');
    expect(queryClient.getQueryData<Series>(queryKeys.seriesDetail(9))!.sailings[0]!.name).toBe(
      'Onsdagssegling',
    );
    // Only a name changed: the series' own fields still hold.
    expect(isInvalidated(queryKeys.seriesDetail(8))).toBe(false);
  });

  it('asks again for a series whose sailings changed in status, membership or count', () => {
    const serie = { id: 8, name: 'Onsdagsserien' };
    queryClient.setQueryData(queryKeys.seriesDetail(8), series(8, [sailing({ id: 1, serie })]));
    queryClient.setQueryData(queryKeys.seriesDetail(9), series(9, []));
    applySailingUpdate(queryClient, update({ id: 1, serie, status: 'ongoing' }));
    expect(isInvalidated(queryKeys.seriesDetail(8))).toBe(true);

    // Moved from series 8 to series 9.
    applySailingUpdate(queryClient, update({ id: 1, serie: { id: 9, name: 'Höst' } }));
    expect(queryClient.getQueryData<Series>(queryKeys.seriesDetail(8))!.sailings).toEqual([]);
    expect(isInvalidated(queryKeys.seriesDetail(9))).toBe(true);
  });

  it('merges into the home page, and asks again when a sailing changes list', () => {
    queryClient.setQueryData(
      queryKeys.indexData,
      indexData({ upcoming: [sailing({ id: 1 }), sailing({ id: 2 })] }),
    );
    applySailingUpdate(queryClient, update({ id: 1, name: 'Hemma' }));
    const data = queryClient.getQueryData<IndexData>(queryKeys.indexData)!;
    expect(data.upcoming.map((s) => s.name)).toEqual(['Hemma', 'Onsdagssegling']);
    expect(isInvalidated(queryKeys.indexData)).toBe(false);
    applySailingUpdate(queryClient, update({ id: 2, status: 'ongoing' }));
    expect(isInvalidated(queryKeys.indexData)).toBe(true);
  });
});

describe('results_update', () => {
  it('replaces the cached results', () => {
    queryClient.setQueryData(queryKeys.sailingResults(4), results(4, null));
    const next = results(4, '19:00:00');
    applyResultsUpdate(queryClient, { type: 'results_update', sailing_id: 4, results: next });
    expect(queryClient.getQueryData(queryKeys.sailingResults(4))).toEqual(next);
  });

  it('asks again for the detail when the results show other entries than its start lists', () => {
    // The fake detail has the boat ungrouped; the results have it in group 1: it was moved.
    queryClient.setQueryData(queryKeys.sailing(4), sailingDetail({ id: 4 }));
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 4,
      results: results(4, null),
    });
    expect(isInvalidated(queryKeys.sailing(4))).toBe(true);
  });

  it('leaves the detail alone when only a finish changed', () => {
    const before = results(4, null);
    const group = before.groups[0]!;
    const row = group.rows[0]!;
    const base = sailingDetail({ id: 4 });
    const competitor = { ...base.competitors[0]!, start_group: group.id, start: row.start };
    queryClient.setQueryData(queryKeys.sailing(4), {
      ...base,
      competitors: [competitor],
      ungrouped_competitors: [],
      start_groups: [
        {
          id: group.id,
          sailing: 4,
          name: group.name,
          start_time: row.start,
          handicap: group.handicap,
          start_type: group.start_type,
          pursuit_minutes: null,
          pursuit_rounding: 'second',
          min_rating: null,
          max_rating: null,
          boat_types: '',
          is_default: false,
          competitors: [competitor],
        },
      ],
    } satisfies SailingDetail);
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 4,
      results: results(4, '19:00:00'),
    });
    expect(isInvalidated(queryKeys.sailing(4))).toBe(false);
  });

  it('keeps no results that no page has asked for', () => {
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 5,
      results: results(5, null),
    });
    expect(queryClient.getQueryState(queryKeys.sailingResults(5))).toBeUndefined();
  });

  it('asks the home page again when it shows the sailing among the latest results', () => {
    queryClient.setQueryData(
      queryKeys.indexData,
      indexData({ latest_results: [{ sailing: sailing({ id: 4 }), groups: [] }] }),
    );
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 6,
      results: results(6, null),
    });
    expect(isInvalidated(queryKeys.indexData)).toBe(false);
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 4,
      results: results(4, null),
    });
    expect(isInvalidated(queryKeys.indexData)).toBe(true);
  });

  it("asks again for the standings of the sailing's series, and of no other series", () => {
    const standings = (id: number, sailingIds: number[]): SeriesResults => ({
      serie_id: id,
      categories: [],
      sailings: sailingIds.map((sid) => ({ id: sid, name: `S${sid}`, start_date: '2026-05-13' })),
      groups: [],
    });
    queryClient.setQueryData(queryKeys.seriesResults(7), standings(7, [1, 2]));
    queryClient.setQueryData(queryKeys.seriesResults(8), standings(8, [3]));
    queryClient.setQueryData(queryKeys.seriesResults(9), null);
    // Series 9 offers no standings yet, but its detail lists sailing 4.
    queryClient.setQueryData(queryKeys.seriesDetail(9), series(9, [sailing({ id: 4 })]));
    const resultsOf = (id: number) => ({
      type: 'results_update' as const,
      sailing_id: id,
      results: results(id, '19:00:00'),
    });

    applyResultsUpdate(queryClient, resultsOf(5));
    expect([7, 8, 9].map((id) => isInvalidated(queryKeys.seriesResults(id)))).toEqual([
      false,
      false,
      false,
    ]);
    applyResultsUpdate(queryClient, resultsOf(2));
    expect([7, 8, 9].map((id) => isInvalidated(queryKeys.seriesResults(id)))).toEqual([
      true,
      false,
      false,
    ]);
    applyResultsUpdate(queryClient, resultsOf(4));
    expect(isInvalidated(queryKeys.seriesResults(9))).toBe(true);
    expect(isInvalidated(queryKeys.seriesResults(8))).toBe(false);
  });

  describe('the club\'s "Resultatlistor" (issue 32)', () => {
    /** Results of sailing 4 whose group 1 has a PY list (id 60) rating boat 9 `rating`. */
    function withPyList(rating: number | null, finish: string | null = null): SailingResults {
      const scored = results(4, finish);
      const group = scored.groups[0]!;
      const row = { ...group.rows[0]!, rating };
      return {
        ...scored,
        groups: [{ ...group, lists: [{ id: 60, name: 'PY', kind: 'yardstick', rows: [row] }] }],
      };
    }
    const pyList = (ratings: ResultList['ratings']): ResultList => ({
      id: 60,
      start_group: 1,
      name: 'PY',
      kind: 'yardstick',
      position: 0,
      ratings,
    });
    const key = queryKeys.sailingResultLists(4);
    const resultsOf = (given: SailingResults) => ({
      type: 'results_update' as const,
      sailing_id: 4,
      results: given,
    });

    it('asks again for the lists when another officer added, changed or rated one', () => {
      queryClient.setQueryData(key, [pyList([{ competitor: 9, rating: 1050 }])]);
      applyResultsUpdate(queryClient, resultsOf(withPyList(1100)));
      expect(isInvalidated(key)).toBe(true);

      queryClient.setQueryData(key, []);
      applyResultsUpdate(queryClient, resultsOf(withPyList(null)));
      expect(isInvalidated(key)).toBe(true);

      queryClient.setQueryData(key, [pyList([])]);
      applyResultsUpdate(queryClient, resultsOf(results(4, null)));
      expect(isInvalidated(key)).toBe(true);
    });

    it('leaves them alone when only a finish changed, or no page shows them', () => {
      queryClient.setQueryData(key, [pyList([{ competitor: 9, rating: 1050 }])]);
      applyResultsUpdate(queryClient, resultsOf(withPyList(1050, '19:00:00')));
      expect(isInvalidated(key)).toBe(false);
      // A rating of a boat since moved out of the group is not shown anywhere.
      queryClient.setQueryData(key, [
        pyList([
          { competitor: 9, rating: 1050 },
          { competitor: 12, rating: 990 },
        ]),
      ]);
      applyResultsUpdate(queryClient, resultsOf(withPyList(1050)));
      expect(isInvalidated(key)).toBe(false);

      applyResultsUpdate(queryClient, { ...resultsOf(withPyList(1100)), sailing_id: 5 });
      expect(queryClient.getQueryState(queryKeys.sailingResultLists(5))).toBeUndefined();
    });

    it("compares in the lists' order, whatever order the read gave them in", () => {
      const two = withPyList(1050);
      const group = two.groups[0]!;
      const rows = group.rows.map((row) => ({ ...row, rating: null }));
      const first = { id: 61, name: 'Först i mål', kind: 'scratch' as const, rows };
      two.groups[0] = { ...group, lists: [first, ...group.lists] };
      queryClient.setQueryData(key, [
        { ...pyList([{ competitor: 9, rating: 1050 }]), position: 1 },
        { ...pyList([]), id: 61, name: 'Först i mål', kind: 'scratch', position: 0 },
      ]);
      applyResultsUpdate(queryClient, resultsOf(two));
      expect(isInvalidated(key)).toBe(false);
    });
  });

  it("finds a sailing's series from its detail or a list when no series is cached", () => {
    queryClient.setQueryData(
      queryKeys.sailing(3),
      sailingDetail({ id: 3, serie: { id: 11, name: 'Vår' } }),
    );
    queryClient.setQueryData(queryKeys.sailingList({ club: 'ksss' }), [
      sailing({ id: 6, serie: { id: 12, name: 'Höst' } }),
    ]);
    expect([...cachedSeriesOfSailing(queryClient, 3)]).toEqual([11]);
    expect([...cachedSeriesOfSailing(queryClient, 6)]).toEqual([12]);
    expect([...cachedSeriesOfSailing(queryClient, 7)]).toEqual([]);
  });
});

describe('changes_update', () => {
  it("asks again for the sailing's change log where a page shows it, and no other", () => {
    queryClient.setQueryData(queryKeys.sailingChanges(4), []);
    queryClient.setQueryData(queryKeys.sailingChanges(5), []);
    applyChangesUpdate(queryClient, { type: 'changes_update', sailing_id: 4 });
    expect(isInvalidated(queryKeys.sailingChanges(4))).toBe(true);
    expect(isInvalidated(queryKeys.sailingChanges(5))).toBe(false);
  });

  it('keeps no log that no page has asked for', () => {
    applyChangesUpdate(queryClient, { type: 'changes_update', sailing_id: 4 });
    expect(queryClient.getQueryState(queryKeys.sailingChanges(4))).toBeUndefined();
  });

  it('follows a results_update too: what changed the results was logged', () => {
    queryClient.setQueryData(queryKeys.sailingChanges(4), []);
    applyResultsUpdate(queryClient, {
      type: 'results_update',
      sailing_id: 4,
      results: results(4, '19:00:00'),
    });
    expect(isInvalidated(queryKeys.sailingChanges(4))).toBe(true);
  });

  it('arrives through the socket', () => {
    queryClient.setQueryData(queryKeys.sailingChanges(4), []);
    const client = new LiveClient(parseLiveServerMessage, {
      url: 'ws://test/ws/',
      createSocket: (url) => new FakeWebSocket(url),
    });
    const stop = connectLiveCache(client, queryClient);
    client.subscribe({ sailing: 4 });
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: 'changes_update', sailing_id: 4 });
    expect(isInvalidated(queryKeys.sailingChanges(4))).toBe(true);
    stop();
    client.close();
  });
});

describe('board_update', () => {
  it('asks again for the board of that sailing where a page shows it, and no other', () => {
    queryClient.setQueryData(queryKeys.sailingNotices(4), []);
    queryClient.setQueryData(queryKeys.sailingProtests(4), []);
    queryClient.setQueryData(queryKeys.sailingNotices(5), []);
    queryClient.setQueryData(queryKeys.seriesNotices(4), []);
    queryClient.setQueryData(queryKeys.sailing(4), { id: 4 });
    applyBoardUpdate(queryClient, { type: 'board_update', sailing_id: 4, series_id: null });
    // The sailing too: its protest time limit may have moved.
    expect(isInvalidated(queryKeys.sailing(4))).toBe(true);
    expect(isInvalidated(queryKeys.sailingNotices(4))).toBe(true);
    expect(isInvalidated(queryKeys.sailingProtests(4))).toBe(true);
    expect(isInvalidated(queryKeys.sailingNotices(5))).toBe(false);
    expect(isInvalidated(queryKeys.seriesNotices(4))).toBe(false);
  });

  it("asks again for a series' board, and keeps no board no page has asked for", () => {
    queryClient.setQueryData(queryKeys.seriesNotices(8), []);
    applyBoardUpdate(queryClient, { type: 'board_update', sailing_id: null, series_id: 8 });
    expect(isInvalidated(queryKeys.seriesNotices(8))).toBe(true);
    applyBoardUpdate(queryClient, { type: 'board_update', sailing_id: 3, series_id: 9 });
    expect(queryClient.getQueryState(queryKeys.sailingNotices(3))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.seriesNotices(9))).toBeUndefined();
  });

  it('arrives through the socket', () => {
    queryClient.setQueryData(queryKeys.sailingProtests(4), []);
    const client = new LiveClient(parseLiveServerMessage, {
      url: 'ws://test/ws/',
      createSocket: (url) => new FakeWebSocket(url),
    });
    const stop = connectLiveCache(client, queryClient);
    client.subscribe({ sailing: 4 });
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: 'board_update', sailing_id: 4, series_id: null });
    expect(isInvalidated(queryKeys.sailingProtests(4))).toBe(true);
    stop();
    client.close();
  });
});

describe('sailing_delete', () => {
  const deleted = { type: 'sailing_delete' as const, sailing_id: 2, club: 'ksss' };

  it('removes the sailing from lists, series, the home page and its own queries', () => {
    const list = queryKeys.sailingList({ club: 'ksss' });
    queryClient.setQueryData(list, [sailing({ id: 1 }), sailing({ id: 2 })]);
    queryClient.setQueryData(queryKeys.sailing(2), sailingDetail({ id: 2 }));
    queryClient.setQueryData(queryKeys.sailing(1), sailingDetail({ id: 1 }));
    queryClient.setQueryData(queryKeys.sailingResults(2), results(2, null));
    queryClient.setQueryData(queryKeys.sailingNotices(2), []);
    queryClient.setQueryData(queryKeys.sailingProtests(2), []);
    queryClient.setQueryData(queryKeys.sailingResultLists(2), []);
    queryClient.setQueryData(queryKeys.seriesResults(8), null);
    queryClient.setQueryData(queryKeys.seriesDetail(8), series(8, [sailing({ id: 2 })]));
    queryClient.setQueryData(queryKeys.seriesList(), [series(8, [sailing({ id: 2 })])]);
    queryClient.setQueryData(
      queryKeys.indexData,
      indexData({ ongoing: [sailing({ id: 2 })], upcoming: [sailing({ id: 1 })] }),
    );

    applySailingDelete(queryClient, deleted);

    expect(queryClient.getQueryData<SailingListItem[]>(list)!.map((s) => s.id)).toEqual([1]);
    expect(queryClient.getQueryState(queryKeys.sailing(2))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.sailingResults(2))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.sailingNotices(2))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.sailingProtests(2))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.sailingResultLists(2))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.sailing(1))).toBeDefined();
    expect(queryClient.getQueryData<Series>(queryKeys.seriesDetail(8))!.sailings).toEqual([]);
    expect(isInvalidated(queryKeys.seriesDetail(8))).toBe(true);
    expect(isInvalidated(queryKeys.seriesResults(8))).toBe(true);
    expect(queryClient.getQueryData<Series[]>(queryKeys.seriesList())![0]!.sailings).toEqual([]);
    const home = queryClient.getQueryData<IndexData>(queryKeys.indexData)!;
    expect(home.ongoing).toEqual([]);
    expect(home.upcoming.map((s) => s.id)).toEqual([1]);
  });
});

describe('connectLiveCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  function connected(options: Parameters<typeof connectLiveCache>[2] = {}) {
    const client = new LiveClient(parseLiveServerMessage, {
      url: 'ws://test/ws/',
      createSocket: (url) => new FakeWebSocket(url),
    });
    const stop = connectLiveCache(client, queryClient, options);
    client.subscribe({ club: 'ksss' });
    FakeWebSocket.last.open();
    return { client, stop, socket: FakeWebSocket.last };
  }

  it('feeds the messages of the socket into the cache', () => {
    queryClient.setQueryData(queryKeys.sailingResults(4), results(4, null));
    queryClient.setQueryData(queryKeys.sailingList({ club: 'ksss' }), []);
    const { socket, stop } = connected();
    socket.receive({ type: 'results_update', sailing_id: 4, results: results(4, '19:00:00') });
    socket.receive({ type: 'sailing_update', sailing: sailing({ id: 4 }) });
    expect(queryClient.getQueryData(queryKeys.sailingResults(4))).toEqual(results(4, '19:00:00'));
    expect(queryClient.getQueryData(queryKeys.sailingList({ club: 'ksss' }))).toHaveLength(1);
    stop();
    socket.receive({ type: 'sailing_update', sailing: sailing({ id: 5 }) });
    expect(queryClient.getQueryData(queryKeys.sailingList({ club: 'ksss' }))).toHaveLength(1);
  });

  it('sends a viewer of a deleted sailing to the club’s sailings, and no one else', () => {
    let viewing: number | null = 3;
    const onDeletedWhileViewing = vi.fn();
    const { socket } = connected({ getViewedSailingId: () => viewing, onDeletedWhileViewing });
    socket.receive({ type: 'sailing_delete', sailing_id: 2, club: 'ksss' });
    expect(onDeletedWhileViewing).not.toHaveBeenCalled();
    socket.receive({ type: 'sailing_delete', sailing_id: 3, club: 'ksss' });
    expect(onDeletedWhileViewing).toHaveBeenCalledExactlyOnceWith('ksss');
    viewing = null;
    socket.receive({ type: 'sailing_delete', sailing_id: 3, club: 'ksss' });
    expect(onDeletedWhileViewing).toHaveBeenCalledTimes(1);
  });

  it('refetches what the page shows after a reconnection', () => {
    queryClient.setQueryData(queryKeys.sailingResults(4), results(4, null));
    queryClient.setQueryData(queryKeys.indexData, indexData());
    queryClient.setQueryData(['someone-else'], 1);
    const { socket } = connected();
    expect(isInvalidated(queryKeys.sailingResults(4))).toBe(false);
    socket.drop();
    vi.advanceTimersByTime(5000);
    FakeWebSocket.last.open();
    expect(isInvalidated(queryKeys.sailingResults(4))).toBe(true);
    expect(isInvalidated(queryKeys.indexData)).toBe(true);
    expect(isInvalidated(['someone-else'])).toBe(false);
  });

  it('uses the page’s own refetch when given', () => {
    const refetch = vi.fn();
    const { socket } = connected({ refetch });
    socket.drop();
    vi.advanceTimersByTime(5000);
    FakeWebSocket.last.open();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
