import type { PrizeCategory } from '@segla/core';
import { prizeCategoryMessages } from '@segla/core/prize-categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PrizeCategoriesPage } from './prize-categories-page.tsx';
import { PRIZE_CATEGORY_FORM_TEXTS } from './prize-category-form.tsx';
import { PRIZE_CATEGORY_REMOVED } from './prize-category-table.tsx';

const dam: PrizeCategory = {
  id: 1,
  club: 2,
  name: 'Dam',
  rule: 'entry_flag',
  born_from: null,
  born_until: null,
  position: 0,
};
const junior: PrizeCategory = {
  id: 2,
  club: 2,
  name: 'Junior',
  rule: 'birth_year',
  born_from: 2006,
  born_until: null,
  position: 1,
};
const veteran: PrizeCategory = {
  id: 3,
  club: 2,
  name: 'Veteran',
  rule: 'birth_year',
  born_from: null,
  born_until: 1966,
  position: 2,
};

const LIST = '/api/clubs/bris/prize-categories/';

/** The club's list; `write` answers the writes (the default: 204). */
function serve(write?: (url: string, init: RequestInit | undefined) => Response) {
  return mockFetch((url, init) => {
    if (init?.method && init.method !== 'GET') {
      return write ? write(url, init) : new Response(null, { status: 204 });
    }
    if (url === LIST) return jsonResponse(200, [dam, junior, veteran]);
    return jsonResponse(404, { detail: 'Hittades inte.' });
  });
}

const writes = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.init?.method && call.init.method !== 'GET');

describe("the club's Priskategorier", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the categories in the club’s order with their rules in words', async () => {
    serve();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    const table = await screen.findByRole('table', { name: 'Priskategorier' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('DamKryssas i anmälan'),
      expect.stringContaining('JuniorFödda 2006 eller senare'),
      expect.stringContaining('VeteranFödda 1966 eller tidigare'),
    ]);
    // The first cannot go up, the last cannot go down.
    expect(within(table).getByRole('button', { name: 'Flytta Dam upp' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Flytta Veteran ned' })).toBeDisabled();
  });

  it('adds a category by birth year, sending the years as typed', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve(() => jsonResponse(201, { ...junior, id: 9, name: 'Ungdom' }));
    const user = userEvent.setup();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    const form = await screen.findByRole('form', { name: 'Ny priskategori' });
    await user.type(within(form).getByLabelText(/^Namn/), 'Ungdom');
    await user.click(within(form).getByRole('radio', { name: 'Födelseår' }));
    await user.type(within(form).getByLabelText(/^Född från/), '2004');
    await user.type(within(form).getByLabelText(/^Född till/), '2012');
    expect(within(form).getByText('Födda 2004–2012')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lägg till' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PRIZE_CATEGORY_FORM_TEXTS.added));
    expect(writes(calls)[0]).toMatchObject({
      url: LIST,
      init: { method: 'POST' },
      body: { name: 'Ungdom', rule: 'birth_year', born_from: 2004, born_until: 2012 },
    });
    // Emptied for the next one.
    expect(within(form).getByLabelText(/^Namn/)).toHaveValue('');
  });

  it('checks the years before sending, and shows the server’s error under Namn', async () => {
    const calls = serve(() => jsonResponse(400, { name: [prizeCategoryMessages.duplicateName] }));
    const user = userEvent.setup();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    const form = await screen.findByRole('form', { name: 'Ny priskategori' });
    await user.type(within(form).getByLabelText(/^Namn/), 'Ungdom');
    await user.click(within(form).getByRole('radio', { name: 'Födelseår' }));
    await user.click(within(form).getByRole('button', { name: 'Lägg till' }));
    expect(await within(form).findByText(prizeCategoryMessages.noBound)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Född från/), '2010');
    await user.type(within(form).getByLabelText(/^Född till/), '2000');
    await user.click(within(form).getByRole('button', { name: 'Lägg till' }));
    expect(await within(form).findByText(prizeCategoryMessages.bounds)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    // A ticked category sends no years, whatever was typed before.
    await user.clear(within(form).getByLabelText(/^Namn/));
    await user.type(within(form).getByLabelText(/^Namn/), 'dam');
    await user.click(within(form).getByRole('radio', { name: 'Kryssas i anmälan' }));
    await user.click(within(form).getByRole('button', { name: 'Lägg till' }));
    expect(await within(form).findByText(prizeCategoryMessages.duplicateName)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)[0]?.body).toEqual({
      name: 'dam',
      rule: 'entry_flag',
      born_from: null,
      born_until: null,
    });
  });

  it('moves a category up with its new place in the list', async () => {
    const calls = serve(() => jsonResponse(200, { ...junior, position: 0 }));
    const user = userEvent.setup();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    await user.click(await screen.findByRole('button', { name: 'Flytta Junior upp' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/prize-categories/2/',
      init: { method: 'PUT' },
      body: { position: 0 },
    });
  });

  it('renames a category in its form', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve(() => jsonResponse(200, { ...veteran, name: 'Veteraner' }));
    const user = userEvent.setup();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    await user.click(await screen.findByRole('button', { name: 'Ändra Veteran' }));
    const form = await screen.findByRole('form', { name: 'Ändra Veteran' });
    expect(within(form).getByLabelText(/^Född till/)).toHaveValue('1966');
    await user.clear(within(form).getByLabelText(/^Namn/));
    await user.type(within(form).getByLabelText(/^Namn/), 'Veteraner');
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PRIZE_CATEGORY_FORM_TEXTS.saved));
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/prize-categories/3/',
      init: { method: 'PUT' },
      body: { name: 'Veteraner', rule: 'birth_year', born_from: null, born_until: 1966 },
    });
  });

  it('removes a category once asked', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<PrizeCategoriesPage club="bris" />);
    await user.click(await screen.findByRole('button', { name: 'Ta bort Dam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort priskategori' });
    expect(dialog).toHaveTextContent('Dam tas bort, och kryssen för den i anmälningarna.');
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PRIZE_CATEGORY_REMOVED));
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/prize-categories/1/',
      init: { method: 'DELETE' },
    });
  });
});
