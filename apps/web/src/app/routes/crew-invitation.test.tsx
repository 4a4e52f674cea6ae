import { screen } from '@testing-library/react';
import { matchRoutes, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { requireUserLoader } from '../guards.ts';
import { routes } from '../router.tsx';
import { Component } from './crew-invitation.tsx';

describe('/crew/{member}: a crew invitation mail’s link (issue 31)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('is behind the login guard', () => {
    const matched = matchRoutes(routes, '/crew/4') ?? [];
    expect(matched.at(-1)?.route.path).toBe('crew/:member');
    expect(matched.some((match) => match.route.loader === requireUserLoader)).toBe(true);
  });

  it('shows the invitation of the member in the path', async () => {
    const calls = mockFetch(() =>
      jsonResponse(200, {
        id: 4,
        confirmed: false,
        skipper: 'Saga Ek',
        boat_name: 'Tärnan',
        sail_number: 'SWE 100',
        sailing: { id: 12, name: 'Onsdagssegling', start_date: '2026-05-13' },
        club: { slug: 'ksss', name: 'KSSS' },
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/crew/:member" element={<Component />} />
      </Routes>,
      { route: '/crew/4' },
    );
    expect(await screen.findByRole('button', { name: 'Bekräfta' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/crew-members/4/');
    expect(document.title).toContain('Inbjudan till besättning');
  });

  it('says "not found" for a path that names no member', () => {
    const calls = mockFetch(() => jsonResponse(500));
    renderWithProviders(
      <Routes>
        <Route path="/crew/:member" element={<Component />} />
      </Routes>,
      { route: '/crew/x' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Hittades inte.');
    expect(calls).toHaveLength(0);
  });
});
