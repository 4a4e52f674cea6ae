import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SailingListItem } from '@segla/core';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sailing, sailingDetail } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ClubSailings } from './club-sailings.tsx';

const LIST = '/clubs/ksss/sailings';
const spring = { id: 7, name: 'Vårserien' };

const sailings: SailingListItem[] = [
  sailing({ id: 1, name: 'Höstpokalen 2025', start_date: '2025-09-10', status: 'finished' }),
  sailing({ id: 2, name: 'Vår 1', start_date: '2026-05-06', status: 'finished', serie: spring }),
  sailing({ id: 3, name: 'Vår 2', start_date: '2026-05-13', status: 'upcoming', serie: spring }),
  sailing({ id: 4, name: 'Planerad', start_date: '2026-08-01', status: 'unpublished' }),
];

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function SailingPage() {
  return <p>Seglingssidan {useParams().sailing}</p>;
}

function renderList(canManage: boolean, route = LIST) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/clubs/:club/sailings"
        element={
          <>
            <Search />
            <ClubSailings
              club="ksss"
              sailingHref={(item) => `${LIST}/${item.id}`}
              canManage={canManage}
              clubId={1}
              choices={{ series: [spring], courses: [] }}
            />
          </>
        }
      />
      <Route path="/clubs/:club/sailings/:sailing" element={<SailingPage />} />
    </Routes>,
    { route },
  );
}

const titles = () =>
  screen
    .queryAllByRole('link')
    .map((link) => link.querySelector('.sailing-card-title')?.textContent);

beforeEach(() => {
  vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the club's sailings", { timeout: 30_000 }, () => {
  it('filters by year, status and series, and keeps the filters in the address', async () => {
    mockFetch(() => jsonResponse(200, sailings));
    const user = userEvent.setup();
    renderList(false);
    await screen.findByText('Vår 2');
    expect(titles()).toEqual(['Vår 2', 'Planerad', 'Vår 1', 'Höstpokalen 2025']);

    const year = screen.getByLabelText('År');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alla år', '2026', '2025']);
    await user.selectOptions(year, '2025');
    expect(titles()).toEqual(['Höstpokalen 2025']);
    expect(screen.getByTestId('search')).toHaveTextContent('?ar=2025');

    await user.selectOptions(year, 'Alla år');
    await user.selectOptions(screen.getByLabelText('Serie'), 'Vårserien');
    expect(titles()).toEqual(['Vår 2', 'Vår 1']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Avslutad');
    expect(titles()).toEqual(['Vår 1']);
    expect(screen.getByTestId('search')).toHaveTextContent('?serie=7&status=finished');
  });

  it('reads the filters from the address and offers to show all when none is left', async () => {
    mockFetch(() => jsonResponse(200, sailings));
    const user = userEvent.setup();
    renderList(false, `${LIST}?ar=2025&status=upcoming`);
    expect(await screen.findByText('Inga seglingar matchar filtret.')).toBeInTheDocument();
    expect(screen.getByLabelText('År')).toHaveValue('2025');
    expect(screen.getByLabelText('Status')).toHaveValue('upcoming');
    await user.click(screen.getByRole('button', { name: 'Visa alla seglingar' }));
    expect(titles()).toHaveLength(4);
  });

  it('ignores a filter the list cannot offer', async () => {
    mockFetch(() => jsonResponse(200, sailings));
    renderList(false, `${LIST}?serie=99&ar=1999`);
    await screen.findByText('Vår 2');
    expect(titles()).toHaveLength(4);
  });

  it('offers "Ny segling" only to those who manage the club', async () => {
    mockFetch(() => jsonResponse(200, sailings));
    renderList(false);
    await screen.findByText('Vår 2');
    expect(screen.queryByRole('button', { name: 'Ny segling' })).toBeNull();
  });

  it('creates a sailing with "Ny segling" and opens its page', async () => {
    const created = sailingDetail({ id: 42, name: 'Midsommarseglingen', start_date: '2026-06-19' });
    const calls = mockFetch((url, init) =>
      init?.method === 'POST' ? jsonResponse(201, created) : jsonResponse(200, sailings),
    );
    const user = userEvent.setup();
    renderList(true);
    await screen.findByText('Vår 2');
    await user.click(screen.getByRole('button', { name: 'Ny segling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny segling' });
    await user.type(within(dialog).getByLabelText(/^Namn/), 'Midsommarseglingen');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Seglingssidan 42')).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe('/api/sailings/');
    expect(post?.body).toMatchObject({ club: 1, name: 'Midsommarseglingen' });
  });
});
