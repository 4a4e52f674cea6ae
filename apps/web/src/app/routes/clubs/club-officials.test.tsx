import type { CurrentUser } from '@segla/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../features/auth/api/get-current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { clubOfficialsLoader } from '../../route-loaders/club-loaders.ts';
import { routes } from '../../router.tsx';

const bris = { id: 2, slug: 'bris', name: 'Bris' };

function person(roles: CurrentUser['roles']): CurrentUser {
  return {
    id: 5,
    email: 'lena@example.se',
    is_staff: false,
    account_type: 'sailor',
    club: null,
    sailor: { id: 3, slug: 'lena', first_name: 'Lena', last_name: 'Hägg', club: null },
    roles,
  };
}

function run() {
  return clubOfficialsLoader({
    params: { club: 'bris' },
    request: new Request('http://localhost/clubs/bris/officials'),
  } as unknown as LoaderFunctionArgs);
}

function findRoute(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    const found = route.path === path ? route : findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('the Funktionärer route', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it("is one of the club's pages, with its loader in the route table", async () => {
    const lazy = findRoute(routes, 'officials')?.lazy as { loader: () => Promise<unknown> };
    expect(await lazy.loader()).toBe(clubOfficialsLoader);
  });

  it('sends a race officer, and anyone not a club admin, to the not-allowed page', async () => {
    const calls = mockFetch(() => jsonResponse(200, []));
    queryClient.setQueryData(currentUserQueryKey, person([{ club: bris, role: 'race_officer' }]));
    expect((await run())?.headers.get('Location')).toBe('/not-allowed');
    queryClient.setQueryData(currentUserQueryKey, person([]));
    expect((await run())?.headers.get('Location')).toBe('/not-allowed');
    // Nothing is asked for on their behalf.
    expect(calls.some((call) => call.url.includes('/officials/'))).toBe(false);
  });

  it("lets the club's admins in: a club admin, the club account, staff", async () => {
    const calls = mockFetch(() => jsonResponse(200, []));
    queryClient.setQueryData(currentUserQueryKey, person([{ club: bris, role: 'club_admin' }]));
    expect(await run()).toBeNull();
    expect(calls.some((call) => call.url === '/api/clubs/bris/officials/')).toBe(true);
    queryClient.setQueryData(currentUserQueryKey, {
      ...person([]),
      account_type: 'club',
      club: bris,
      sailor: null,
    });
    expect(await run()).toBeNull();
    queryClient.setQueryData(currentUserQueryKey, { ...person([]), is_staff: true });
    expect(await run()).toBeNull();
  });
});
