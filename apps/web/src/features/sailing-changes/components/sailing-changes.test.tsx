import type { SailingChange } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { sailingChange } from '../utils/test-change.ts';
import { SailingChanges } from './sailing-changes.tsx';

const change = sailingChange;

/** The log as the server holds it; the POSTs answer from `answers` by path. */
function serve(log: SailingChange[], answers: Record<string, Response> = {}) {
  return mockFetch((url, init) => {
    if (init?.method === 'POST')
      return answers[url] ?? jsonResponse(404, { detail: 'Hittades inte.' });
    if (url === '/api/sailings/10/changes/') return jsonResponse(200, log);
    return jsonResponse(404, { detail: 'Hittades inte.' });
  });
}

describe('the Ändringar tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every change with what, before → after, who and what became of it', async () => {
    serve([
      change({ before: '18:42:13', after: '18:42:10', device: 'Telefon B' }),
      change({
        kind: 'code',
        before: null,
        after: 'DNF',
        competitor: { id: 8, boat_name: 'Bris', sail_number: '77' },
      }),
      change({
        kind: 'start_time',
        competitor: null,
        start_group: { id: 2, name: 'SRS' },
        after: '18:30:00',
        status: 'reverted',
      }),
    ]);
    renderWithProviders(<SailingChanges sailingId={10} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Måltid SWE 1234 Vinga');
    expect(items[0]).toHaveTextContent('18:42:13 → till 18:42:10');
    expect(items[0]).toHaveTextContent('Klubbkontot · Telefon B');
    expect(items[0]).toHaveTextContent('Genomförd');
    expect(items[1]).toHaveTextContent('Kod 77 Bris');
    expect(items[1]).toHaveTextContent('ingen kod → till DNF');
    expect(items[2]).toHaveTextContent('Starttid Start SRS');
    expect(items[2]).toHaveTextContent('Ångrad');
    // Only an applied change can be undone.
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Att lösa/ })).toBeNull();
  });

  it("links a protest decision to the protest on the sailing's board", async () => {
    serve([
      change({
        kind: 'decision',
        competitor: null,
        protest: { id: 12, number: 3 },
        before: '4102 Havsörn: ingen kod',
        after: '4102 Havsörn: DSQ',
      }),
    ]);
    renderWithProviders(
      <SailingChanges
        sailingId={10}
        protestHref={(id) => `/clubs/bris/sailings/10/board#protest-${id}`}
      />,
    );
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('Protestbeslut Protest 3');
    expect(within(item).getByRole('link', { name: 'Protest 3' })).toHaveAttribute(
      'href',
      '/clubs/bris/sailings/10/board#protest-12',
    );
    expect(item).toHaveTextContent('4102 Havsörn: ingen kod → till 4102 Havsörn: DSQ');
    expect(
      within(item).getByRole('button', { name: /^Ångra ändringen av Protestbeslut Protest 3/ }),
    ).toBeInTheDocument();
  });

  it('says so when nothing has changed yet', async () => {
    serve([]);
    renderWithProviders(<SailingChanges sailingId={10} />);
    expect(await screen.findByText('Inga ändringar ännu.')).toBeInTheDocument();
  });

  it('puts conflicts first and settles one with one tap', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const conflict = change({ before: '18:42:13', after: '18:42:10', status: 'conflict' });
    const calls = serve([change(), conflict], {
      [`/api/sailing-changes/${conflict.id}/apply/`]: jsonResponse(200, {
        ...conflict,
        status: 'applied',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SailingChanges sailingId={10} />);
    const section = (await screen.findByRole('heading', { name: 'Att lösa (1)' })).closest(
      'section',
    )!;
    await user.click(
      within(section).getByRole('button', { name: 'Använd 18:42:10 för Måltid SWE 1234 Vinga' }),
    );
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Ändringen gäller nu.'));
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([`/api/sailing-changes/${conflict.id}/apply/`]);
    // The log is asked for again afterwards.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/sailings/10/changes/')).toHaveLength(2),
    );
  });

  it('keeps the current value of a conflict on "Behåll nuvarande"', async () => {
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const conflict = change({ before: '18:42:13', after: '18:42:10', status: 'conflict' });
    const calls = serve([conflict], {
      [`/api/sailing-changes/${conflict.id}/dismiss/`]: jsonResponse(200, {
        ...conflict,
        status: 'kept',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SailingChanges sailingId={10} />);
    const section = (await screen.findByRole('heading', { name: 'Att lösa (1)' })).closest(
      'section',
    )!;
    await user.click(
      within(section).getByRole('button', {
        name: 'Behåll nuvarande värde för Måltid SWE 1234 Vinga',
      }),
    );
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/${conflict.id}/dismiss/`))).toBe(true),
    );
  });

  it('says why a revert was refused, and the entry stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    const applied = change({ before: '18:42:13', after: '18:42:10' });
    const refusal =
      'Värdet har ändrats efter den här ändringen. Ångra den senaste ändringen först.';
    serve([applied], {
      [`/api/sailing-changes/${applied.id}/revert/`]: jsonResponse(400, {
        non_field_errors: [refusal],
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SailingChanges sailingId={10} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Ångra ändringen av Måltid SWE 1234 Vinga till 18:42:10',
      }),
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(screen.getByRole('button', { name: /Ångra ändringen/ })).toBeEnabled();
  });
});
