import type { Series } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { sailing, sailingDetail, series as fakeSeries } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AddSailingToSeries, RemoveSailingFromSeries } from './series-sailings-editor.tsx';

const inThis = sailing({ id: 1, name: 'Första', serie: { id: 5, name: 'Serie 5' } });
const free = sailing({ id: 2, name: 'Andra', start_date: '2026-05-20' });
const elsewhere = sailing({ id: 3, name: 'Tredje', serie: { id: 8, name: 'Höstserien' } });
const series5: Series = fakeSeries(5, [inThis]);

function clubSailings(list = [inThis, free, elsewhere]) {
  return (url: string, init: RequestInit | undefined) => {
    if (url === '/api/sailings/?club=ksss' && init?.method === 'GET')
      return jsonResponse(200, list);
    if (url === '/api/sailings/2/' && init?.method === 'PUT')
      return jsonResponse(200, sailingDetail({ ...free, serie: { id: 5, name: 'Serie 5' } }));
    return jsonResponse(404, { detail: 'Hittades inte.' });
  };
}

describe('adding a sailing to a series', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the club's sailings that are not in this series", async () => {
    mockFetch(clubSailings());
    renderWithProviders(<AddSailingToSeries series={series5} />);
    const select = await screen.findByLabelText('Segling');
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj segling', 'Andra, ons 20 maj 2026', 'Tredje, ons 13 maj 2026 (i Höstserien)']);
    expect(screen.getByRole('button', { name: 'Lägg till segling' })).toBeDisabled();
  });

  it('says so when every sailing of the club is in it already', async () => {
    mockFetch(clubSailings([inThis]));
    renderWithProviders(<AddSailingToSeries series={series5} />);
    expect(
      await screen.findByText(
        'Klubben har inga fler seglingar att lägga till. Skapa seglingen först.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lägg till segling' })).toBeNull();
  });

  it('puts the chosen sailing in the series; the series and the lists refetch', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(clubSailings());
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<AddSailingToSeries series={series5} />);
    queryClient.setQueryData(queryKeys.seriesDetail(5), series5);
    const select = await screen.findByLabelText('Segling');
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Andra, ons 20 maj 2026');
    await user.click(screen.getByRole('button', { name: 'Lägg till segling' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Seglingen är tillagd i serien.'));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/sailings/2/');
    expect(put?.body).toEqual({ id: 2, serie: 5 });
    expect(queryClient.getQueryState(queryKeys.seriesDetail(5))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.sailing(2))).toMatchObject({
      serie: { id: 5, name: 'Serie 5' },
    });
    expect(select).toHaveValue('');
  });

  it("shows the server's word about the series in the toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(400, { serie: ['Serien hör till en annan klubb.'] })
        : clubSailings()(url, init),
    );
    const user = userEvent.setup();
    renderWithProviders(<AddSailingToSeries series={series5} />);
    const select = await screen.findByLabelText('Segling');
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Andra, ons 20 maj 2026');
    await user.click(screen.getByRole('button', { name: 'Lägg till segling' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Serien hör till en annan klubb.'));
  });
});

describe('taking a sailing out of its series', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the sailing with no series', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, sailingDetail({ id: 1, serie: null })));
    const user = userEvent.setup();
    renderWithProviders(<RemoveSailingFromSeries sailing={inThis} />);
    await user.click(screen.getByRole('button', { name: 'Ta bort från serien: Första' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Seglingen är borttagen ur serien.'),
    );
    expect(calls[0]?.url).toBe('/api/sailings/1/');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ id: 1, serie: null });
  });

  it('says why it failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderWithProviders(<RemoveSailingFromSeries sailing={inThis} />);
    await user.click(screen.getByRole('button', { name: 'Ta bort från serien: Första' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Ett oväntat fel uppstod. Var vänlig försök igen senare.'),
    );
  });
});
