import type { SailingListItem } from '@segla/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { sailing, sailingDetail } from '../../../lib/live/test-fakes.ts';
import { dropSailingFromLists, forgetSailing, rememberSailing } from './sailing-cache.ts';

const ids = (client: QueryClient, filters: Parameters<typeof queryKeys.sailingList>[0]) =>
  client.getQueryData<SailingListItem[]>(queryKeys.sailingList(filters))?.map((item) => item.id);

describe('the cache after a sailing write', () => {
  it('puts the answered sailing in the lists its filters take it to, in date order', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.sailingList({ club: 'ksss' }), [
      sailing({ id: 1, start_date: '2026-05-01' }),
      sailing({ id: 3, start_date: '2026-07-01' }),
    ]);
    client.setQueryData(queryKeys.sailingList({ club: 'ksss', status: ['upcoming'] }), [
      sailing({ id: 2, start_date: '2026-06-01', status: 'upcoming' }),
    ]);
    client.setQueryData(queryKeys.sailingList({ club: 'bris' }), [sailing({ id: 9 })]);

    const started = sailingDetail({ id: 2, start_date: '2026-06-01', status: 'ongoing' });
    rememberSailing(client, started);

    expect(ids(client, { club: 'ksss' })).toEqual([1, 2, 3]);
    // No longer upcoming: it leaves that list; another club's list is untouched.
    expect(ids(client, { club: 'ksss', status: ['upcoming'] })).toEqual([]);
    expect(ids(client, { club: 'bris' })).toEqual([9]);
    expect(client.getQueryData(queryKeys.sailing(2))).toEqual(started);
    const listed = client.getQueryData<SailingListItem[]>(queryKeys.sailingList({ club: 'ksss' }));
    expect(listed?.[1]).not.toHaveProperty('competitors');
    expect(listed?.[1]?.status).toBe('ongoing');
  });

  it('takes a deleted sailing out of the lists, and its own entries when asked', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.sailingList({ club: 'ksss' }), [
      sailing({ id: 1 }),
      sailing({ id: 2 }),
    ]);
    client.setQueryData(queryKeys.sailing(2), sailingDetail({ id: 2 }));
    dropSailingFromLists(client, 2);
    expect(ids(client, { club: 'ksss' })).toEqual([1]);
    expect(client.getQueryData(queryKeys.sailing(2))).toBeDefined();
    forgetSailing(client, 2);
    expect(client.getQueryData(queryKeys.sailing(2))).toBeUndefined();
  });
});
