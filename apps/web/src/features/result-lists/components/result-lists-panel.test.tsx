import type { Competitor, ResultList } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sailingDetail } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResultListsPanel } from './result-lists-panel.tsx';

const base = sailingDetail({ id: 4 }).competitors[0]!;
const vindil: Competitor = { ...base, id: 1, start_group: 7 };
const tarnan: Competitor = {
  ...base,
  id: 2,
  start_group: 7,
  boat_name: 'Tärnan',
  sail_number: 'SWE 22',
};
const group = { id: 7, name: 'SRS kölbåt', competitors: [vindil, tarnan] };

const py: ResultList = {
  id: 50,
  start_group: 7,
  name: 'PY',
  kind: 'yardstick',
  position: 0,
  ratings: [{ competitor: 1, rating: 1050 }],
};
/** Another group's list: not this panel's. */
const other: ResultList = { ...py, id: 51, start_group: 8, name: 'Annan' };

function renderPanel() {
  return renderWithProviders(<ResultListsPanel sailingId={4} group={group} />);
}

describe('the Resultatlistor panel of a start group', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it("adds a list, its name following the kind's default", async () => {
    let lists: ResultList[] = [other];
    const calls = mockFetch((url, init) => {
      if (url === '/api/sailings/4/result-lists/') return jsonResponse(200, lists);
      if (url === '/api/start-groups/7/lists/' && init?.method === 'POST') {
        const created: ResultList = { ...py, id: 52, ratings: [] };
        lists = [other, created];
        return jsonResponse(201, created);
      }
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    const user = userEvent.setup();
    const { queryClient } = renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const panel = await screen.findByRole('region', { name: 'Resultatlistor' });
    expect(await within(panel).findByText(/Bara startgruppens eget resultat/)).toBeInTheDocument();
    expect(within(panel).queryByText('Annan')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Lägg till lista i SRS kölbåt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till resultatlista' });
    expect(within(dialog).getByRole('radio', { name: 'Först i mål' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('Först i mål');
    await user.click(within(dialog).getByRole('radio', { name: 'Portsmouth Yardstick (PY)' }));
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('PY');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.body).toEqual({ name: 'PY', kind: 'yardstick' });
    expect(await within(panel).findByText('Portsmouth Yardstick (PY)')).toBeInTheDocument();
    expect(within(panel).getByText('PY: 0 av 2 båtar')).toBeInTheDocument();
    // The sailing's results carry the lists: they are fetched again too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sailings', 'results', 4] });
  });

  it("saves a PY list's ratings, one field per boat", async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/sailings/4/result-lists/') return jsonResponse(200, [py]);
      if (url === '/api/result-lists/50/ratings/' && init?.method === 'PUT') {
        return jsonResponse(200, py);
      }
      return jsonResponse(404, { detail: 'Hittades inte.' });
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ange tal i listan PY' }));
    const dialog = await screen.findByRole('dialog', { name: 'PY i listan PY' });
    expect(within(dialog).getByLabelText('SWE 1 Vindil')).toHaveValue('1050');
    await user.type(within(dialog).getByLabelText('SWE 22 Tärnan'), '1102,5');
    await user.click(within(dialog).getByRole('button', { name: 'Spara tal' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/result-lists/50/ratings/');
    expect(put?.body).toEqual({
      ratings: [
        { competitor: 1, rating: 1050 },
        { competitor: 2, rating: 1102.5 },
      ],
    });
  });

  it('says what is wrong with a rating under its boat before sending', async () => {
    const calls = mockFetch(() => jsonResponse(200, [py]));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ange tal i listan PY' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('SWE 1 Vindil'));
    await user.type(within(dialog).getByLabelText('SWE 1 Vindil'), '50');
    await user.type(within(dialog).getByLabelText('SWE 22 Tärnan'), 'snabb');
    await user.click(within(dialog).getByRole('button', { name: 'Spara tal' }));

    expect(await within(dialog).findByText('Ange ett PY-tal mellan 100 och 5000.')).toBeVisible();
    expect(within(dialog).getByText('Ange ett tal, eller lämna tomt.')).toBeVisible();
    expect(within(dialog).getByLabelText('SWE 22 Tärnan')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.init?.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's field error and keeps what was typed", async () => {
    mockFetch((url, init) => {
      if (init?.method === 'PUT') {
        return jsonResponse(400, { ratings: ['Ange ett PY-tal mellan 100 och 5000.'] });
      }
      return jsonResponse(200, [py]);
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ange tal i listan PY' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('SWE 22 Tärnan'), '1100');
    await user.click(within(dialog).getByRole('button', { name: 'Spara tal' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ange ett PY-tal mellan 100 och 5000.',
    );
    expect(within(dialog).getByLabelText('SWE 22 Tärnan')).toHaveValue('1100');
    expect(within(dialog).getByLabelText('SWE 1 Vindil')).toHaveValue('1050');
  });

  it('removes a list after a confirmation', async () => {
    const calls = mockFetch((url, init) =>
      init?.method === 'DELETE' ? jsonResponse(204) : jsonResponse(200, [py]),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ta bort listan PY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort resultatlista' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.init?.method === 'DELETE')?.url).toBe(
        '/api/result-lists/50/',
      ),
    );
  });
});
