import type { BoatModel, Competitor, CurrentUser, SailingDetail, StartGroup } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sailingDetail } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { Component } from './sailing-competitors.tsx';

function competitor(
  id: number,
  boat_name: string,
  overrides: Partial<Competitor> = {},
): Competitor {
  return {
    ...sailingDetail().competitors[0]!,
    id,
    boat_name,
    ...overrides,
  };
}

function group(overrides: Partial<StartGroup>): StartGroup {
  return {
    id: 2,
    sailing: 1,
    name: 'SRS kölbåt',
    start_time: '18:30:00',
    handicap: 'srs',
    start_type: 'common',
    pursuit_minutes: null,
    pursuit_rounding: 'second',
    min_rating: null,
    max_rating: null,
    boat_types: '',
    is_default: false,
    competitors: [],
    ...overrides,
  };
}

/** A sailing with a common start of two boats, a pursuit start of two and one boat ungrouped. */
function sailing(ungrouped: Competitor[] = [competitor(5, 'Ensam', { start_group: null })]) {
  const common = group({
    competitors: [
      competitor(1, 'Vindil', { start_group: 2 }),
      competitor(2, 'Tärnan', { start_group: 2 }),
    ],
  });
  const pursuit = group({
    id: 3,
    name: 'Jaktstart',
    start_type: 'pursuit',
    pursuit_minutes: 60,
    competitors: [
      competitor(3, 'Sen', { start_group: 3, start: '18:50:00' }),
      competitor(4, 'Tidig', { start_group: 3, start: '18:30:00' }),
    ],
  });
  const detail: SailingDetail = {
    ...sailingDetail(),
    start_groups: [common, pursuit],
    ungrouped_competitors: ungrouped,
  };
  detail.competitors = [...common.competitors, ...pursuit.competitors, ...ungrouped];
  detail.competitor_count = detail.competitors.length;
  return detail;
}

const CLUB_USER: CurrentUser = {
  id: 1,
  email: 'ksss@example.se',
  is_staff: false,
  account_type: 'club',
  club: { id: 1, slug: 'ksss', name: 'KSSS' },
  sailor: null,
  roles: [],
};

const MODELS: BoatModel[] = [
  {
    id: 1,
    name: 'Folkbåt',
    srs: 0.845,
    srs_no_flying: null,
    srs_shorthanded: null,
    srs_shorthanded_no_flying: null,
  },
];

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/clubs/:club/sailings/:sailing/competitors" element={<Component />} />
    </Routes>,
    { route: '/clubs/ksss/sailings/1/competitors' },
  );
}

describe('the Deltagare page', { timeout: 30_000 }, () => {
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows readers the start groups, the pursuit start list and "Utan startgrupp", counted', async () => {
    const calls = mockFetch((url) =>
      url === '/api/sailings/1/' ? jsonResponse(200, sailing()) : jsonResponse(404, {}),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deltagare (5)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'SRS kölbåt' })).toBeInTheDocument();
    const pursuit = screen.getByRole('list', { name: 'Deltagare i Jaktstart' });
    expect(
      within(pursuit)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.competitor-boat')?.textContent),
    ).toEqual(['Tidig', 'Sen']);
    const ungrouped = screen.getByRole('region', { name: 'Utan startgrupp' });
    expect(within(ungrouped).getByText('Ensam')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // Readers do not load the SRS list.
    expect(calls.some((call) => call.url === '/api/boat-models/')).toBe(false);
  });

  it('gives the club its tools, and shows a new competitor at once', async () => {
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    let detail = sailing([]);
    const calls = mockFetch((url, init) => {
      if (url === '/auth/users/me/') return jsonResponse(200, CLUB_USER);
      if (url === '/api/boat-models/') return jsonResponse(200, MODELS);
      if (url === '/api/sailings/1/') return jsonResponse(200, detail);
      if (url === '/api/competitors/' && init?.method === 'POST') {
        const added = competitor(6, 'Nykomling', { start_group: null });
        detail = sailing([added]);
        return jsonResponse(201, added);
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deltagare (4)' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Ny startgrupp' });
    expect(screen.getByRole('button', { name: 'Tidigare deltagare' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Startgrupp för Vindil' })).toHaveValue('2');
    expect(screen.queryByRole('region', { name: 'Utan startgrupp' })).toBeNull();
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url === '/api/boat-models/')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Lägg till deltagare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till deltagare' });
    await user.type(within(dialog).getByLabelText('Båtnamn'), 'Nykomling');
    await user.selectOptions(within(dialog).getByLabelText('Startgrupp'), 'Utan startgrupp');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));

    expect(await screen.findByRole('heading', { name: 'Deltagare (5)' })).toBeInTheDocument();
    const ungrouped = screen.getByRole('region', { name: 'Utan startgrupp' });
    expect(within(ungrouped).getByText('Nykomling')).toBeInTheDocument();
  });
});
