import type { CurrentUser } from '@segla/core';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../features/auth/api/get-current-user.ts';
import { sailingDetail } from '../../../lib/live/test-fakes.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { WAIT } from '../../../test/waits.ts';
import { Component } from './sailing-layout.tsx';

const CLUB_USER: CurrentUser = {
  id: 1,
  email: 'ksss@example.se',
  is_staff: false,
  account_type: 'club',
  club: { id: 1, slug: 'ksss', name: 'KSSS' },
  sailor: null,
  roles: [],
};

function renderLayout(user: CurrentUser | null) {
  if (user) tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
  mockFetch((url) => {
    if (url === '/auth/users/me/') return jsonResponse(200, user);
    if (url === '/api/sailings/1/') return jsonResponse(200, sailingDetail());
    return jsonResponse(200, []);
  });
  return renderWithProviders(
    <Routes>
      <Route path="/clubs/:club/sailings/:sailing/*" element={<Component />} />
    </Routes>,
    { route: '/clubs/ksss/sailings/1' },
  );
}

async function tabs() {
  const nav = await screen.findByRole('navigation', { name: 'Seglingens sidor' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the sailing’s tabs', { timeout: 30_000 }, () => {
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('offer "Målgång" and "Ändringar" to the club', async () => {
    renderLayout(CLUB_USER);
    await screen.findByRole('link', { name: 'Målgång' });
    expect(await tabs()).toEqual([
      ['Info', '/clubs/ksss/sailings/1'],
      ['Målgång', '/clubs/ksss/sailings/1/finish'],
      ['Resultat', '/clubs/ksss/sailings/1/result'],
      ['Deltagare', '/clubs/ksss/sailings/1/competitors'],
      ['Anslagstavla', '/clubs/ksss/sailings/1/board'],
      ['Ändringar', '/clubs/ksss/sailings/1/changes'],
      ['Serie', '/clubs/ksss/sailings/1/serie'],
    ]);
  });

  it('offer "Målgång" and "Ändringar" to a race officer of the club', async () => {
    renderLayout({
      ...CLUB_USER,
      account_type: 'sailor',
      club: null,
      sailor: { id: 3, slug: 'lena', first_name: 'Lena', last_name: 'Hägg', club: null },
      roles: [{ club: { id: 1, slug: 'ksss', name: 'KSSS' }, role: 'race_officer' }],
    });
    await screen.findByRole('link', { name: 'Målgång' });
    expect((await tabs()).map(([label]) => label)).toEqual([
      'Info',
      'Målgång',
      'Resultat',
      'Deltagare',
      'Anslagstavla',
      'Ändringar',
      'Serie',
    ]);
  });

  it('do not offer "Målgång" or "Ändringar" to others', async () => {
    const { queryClient } = renderLayout({
      ...CLUB_USER,
      club: { id: 2, slug: 'gkss', name: 'GKSS' },
    });
    // The user is known before the tabs are looked at.
    await vi.waitFor(
      () => expect(queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success'),
      WAIT,
    );
    const links = await tabs();
    expect(links.map(([label]) => label)).toEqual([
      'Info',
      'Resultat',
      'Deltagare',
      'Anslagstavla',
      'Serie',
    ]);
  });
});
