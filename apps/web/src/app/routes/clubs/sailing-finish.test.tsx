import type { CurrentUser } from '@segla/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../features/auth/api/get-current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { sailingFinishLoader } from '../../route-loaders/club-loaders.ts';
import { routes } from '../../router.tsx';

function user(overrides: Partial<CurrentUser>): CurrentUser {
  return {
    id: 1,
    email: 'ksss@example.se',
    is_staff: false,
    account_type: 'club',
    club: { id: 1, slug: 'ksss', name: 'KSSS' },
    sailor: null,
    roles: [],
    ...overrides,
  };
}

function run(club = 'ksss') {
  return sailingFinishLoader({
    params: { club, sailing: '1' },
    request: new Request(`http://localhost/clubs/${club}/sailings/1/finish`),
  } as unknown as LoaderFunctionArgs);
}

function findRoute(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    const found = route.path === path ? route : findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('the Målgång route', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('is a child of the sailing’s pages, with its loader in the route table', async () => {
    const lazy = findRoute(routes, 'finish')?.lazy as { loader: () => Promise<unknown> };
    expect(await lazy.loader()).toBe(sailingFinishLoader);
  });

  it('sends those who may not manage the club to the not-allowed page', async () => {
    mockFetch(() => jsonResponse(404, {}));
    queryClient.setQueryData(
      currentUserQueryKey,
      user({ club: { id: 2, slug: 'gkss', name: 'GKSS' } }),
    );
    const answer = await run();
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/not-allowed');

    queryClient.setQueryData(currentUserQueryKey, user({ account_type: 'sailor', club: null }));
    expect((await run())?.headers.get('Location')).toBe('/not-allowed');
  });

  it('lets the club and staff in', async () => {
    const calls = mockFetch(() => jsonResponse(404, {}));
    queryClient.setQueryData(currentUserQueryKey, user({}));
    expect(await run()).toBeNull();
    // The results are fetched on the way in.
    expect(calls.map((call) => call.url)).toContain('/api/sailings/1/results/');
    queryClient.setQueryData(currentUserQueryKey, user({ is_staff: true, club: null }));
    expect(await run()).toBeNull();
  });

  it("lets the club's race officers in, not another club's", async () => {
    mockFetch(() => jsonResponse(404, {}));
    const officer = user({
      account_type: 'sailor',
      club: null,
      roles: [{ club: { id: 1, slug: 'ksss', name: 'KSSS' }, role: 'race_officer' }],
    });
    queryClient.setQueryData(currentUserQueryKey, officer);
    expect(await run()).toBeNull();
    expect((await run('gkss'))?.headers.get('Location')).toBe('/not-allowed');
  });
});
