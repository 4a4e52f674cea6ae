import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LATE_FROM_MISSING_MESSAGE, type SailingDetail } from '@segla/core';
import { ENTRY_FEE_MESSAGE } from '@segla/core/fees';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { sailing as listItem, sailingDetail } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SailingForm, type SailingFormChoices } from './sailing-form.tsx';

const choices: SailingFormChoices = {
  series: [
    { id: 7, name: 'Vårserien' },
    { id: 8, name: 'Höstserien' },
  ],
  courses: [{ id: 3, name: 'Bana A' }],
};

let success: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm(props: Partial<Parameters<typeof SailingForm>[0]> = {}) {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <SailingForm choices={choices} onSaved={onSaved} clubId={1} {...props} />,
  );
  return { ...view, onSaved };
}

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));

describe('the sailing form', { timeout: 30_000 }, () => {
  it('has the fields Namn, Datum, Starttid, Serie, Bana, Beskrivning and Anmälan öppen', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Namn/ })).toBe(screen.getByLabelText(/^Namn/));
    expect(screen.getByLabelText(/^Datum/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Starttid')).toHaveAttribute('type', 'time');
    const serie = screen.getByLabelText('Serie');
    expect(
      within(serie)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ingen serie', 'Vårserien', 'Höstserien']);
    const course = screen.getByLabelText('Bana');
    expect(
      within(course)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ingen bana', 'Bana A']);
    expect(screen.getByLabelText('Beskrivning')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Anmälan öppen/ })).not.toBeChecked();
  });

  it('refuses an empty name under Namn without asking the server', async () => {
    const calls = mockFetch(() => jsonResponse(201, {}));
    renderForm();
    await save();
    const name = screen.getByLabelText(/^Namn/);
    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('creates the sailing with POST /api/sailings/, toasts and hands over the answer', async () => {
    const created = sailingDetail({ id: 42, name: 'Midsommarseglingen' });
    const calls = mockFetch(() => jsonResponse(201, created));
    const user = userEvent.setup();
    const { onSaved, queryClient } = renderForm();
    queryClient.setQueryData(queryKeys.sailingList({ club: 'ksss' }), [listItem({ id: 1 })]);
    await user.type(screen.getByLabelText(/^Namn/), '  Midsommarseglingen ');
    const date = screen.getByLabelText(/^Datum/);
    await user.clear(date);
    await user.type(date, '2026-06-19');
    await user.type(screen.getByLabelText('Starttid'), '18:30');
    await user.selectOptions(screen.getByLabelText('Serie'), 'Vårserien');
    await user.type(screen.getByLabelText('Beskrivning'), 'Samling vid bryggan.');
    await user.click(screen.getByRole('checkbox', { name: /Anmälan öppen/ }));
    await user.selectOptions(screen.getByLabelText(/^Rapporterade måltider räknas/), 'Direkt');
    await save();

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/sailings/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      club: 1,
      name: 'Midsommarseglingen',
      start_date: '2026-06-19',
      start_time: '18:30:00',
      serie: 7,
      course: null,
      description: 'Samling vid bryggan.',
      reg_status: 'open',
      entry_deadline: null,
      reported_finishes: 'immediately',
      protest_minutes: 60,
      entry_fee: null,
      late_fee: null,
      late_from: null,
    });
    expect(success).toHaveBeenCalledWith('Seglingen är skapad.');
    // The new sailing is in the club's list and its page at once.
    expect(
      queryClient
        .getQueryData<SailingDetail[]>(queryKeys.sailingList({ club: 'ksss' }))
        ?.map((item) => item.id),
    ).toEqual([1, 42]);
    expect(queryClient.getQueryData(queryKeys.sailing(42))).toEqual(created);
  });

  it("shows the server's field error under Datum and the general sentence above", async () => {
    mockFetch(() => jsonResponse(400, { start_date: ['Datumet finns inte i kalendern.'] }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Namn/), 'Onsdagssegling');
    await save();
    expect(await screen.findByText('Datumet finns inte i kalendern.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Datum/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(success).not.toHaveBeenCalled();
  });

  it("shows the server's non-field error in the alert", async () => {
    mockFetch(() => jsonResponse(400, { non_field_errors: ['Serien hör till en annan klubb.'] }));
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.type(screen.getByLabelText(/^Namn/), 'Onsdagssegling');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Serien hör till en annan klubb.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a 403's detail in the alert", async () => {
    mockFetch(() => jsonResponse(403, { detail: 'Du kan bara ändra din egen klubbs uppgifter.' }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Namn/), 'Onsdagssegling');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du kan bara ändra din egen klubbs uppgifter.',
    );
  });

  it('shows the shared message of a 500 in the alert', async () => {
    mockFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Namn/), 'Onsdagssegling');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
    );
  });

  it('is filled with the sailing and saves it with PUT, naming its id', async () => {
    const current = listItem({
      id: 5,
      name: 'Onsdagssegling',
      start_date: '2026-05-13',
      start_time: '18:30:00',
      serie: { id: 8, name: 'Höstserien' },
      course: { id: 3, name: 'Bana A' },
      description: 'Samling vid klubbhuset.',
      reg_status: 'open',
    });
    const saved = sailingDetail({ ...current, name: 'Onsdagssegling 2' });
    const calls = mockFetch(() => jsonResponse(200, saved));
    const user = userEvent.setup();
    const { onSaved } = renderForm({ sailing: current, clubId: undefined });
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Onsdagssegling');
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-05-13');
    expect(screen.getByLabelText('Starttid')).toHaveValue('18:30');
    expect(screen.getByLabelText('Serie')).toHaveValue('8');
    expect(screen.getByLabelText('Bana')).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: /Anmälan öppen/ })).toBeChecked();

    await user.type(screen.getByLabelText(/^Namn/), ' 2');
    await user.selectOptions(screen.getByLabelText('Bana'), 'Ingen bana');
    await user.click(screen.getByRole('checkbox', { name: /Anmälan öppen/ }));
    await save();

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.url).toBe('/api/sailings/5/');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({
      id: 5,
      name: 'Onsdagssegling 2',
      start_date: '2026-05-13',
      start_time: '18:30:00',
      serie: 8,
      course: null,
      description: 'Samling vid klubbhuset.',
      reg_status: 'closed',
    });
    expect(success).toHaveBeenCalledWith('Seglingen är sparad.');
  });

  it("keeps the sailing's own series when the club's list has not come yet", () => {
    renderForm({
      sailing: listItem({ id: 5, serie: { id: 9, name: 'Kvällsserien' } }),
      choices: { series: [], courses: [] },
    });
    expect(screen.getByLabelText('Serie')).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Kvällsserien' })).toBeInTheDocument();
  });

  it('keeps the last entry time ("Sista anmälningstid", issue 13)', async () => {
    const detail = { ...sailingDetail({ id: 5 }), entry_deadline: '2026-05-12T20:00' };
    const calls = mockFetch(() => jsonResponse(200, detail));
    const { onSaved } = renderForm({ sailing: detail });
    const deadline = screen.getByLabelText(/^Sista anmälningstid/);
    expect(deadline).toHaveAttribute('type', 'datetime-local');
    expect(deadline).toHaveValue('2026-05-12T20:00');
    fireEvent.change(deadline, { target: { value: '2026-05-13T09:30' } });
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ id: 5, entry_deadline: '2026-05-13T09:30' });
  });

  it('leaves the last entry time alone when edited from a list item, which lacks it', async () => {
    const item = listItem({ id: 6 });
    const calls = mockFetch(() => jsonResponse(200, sailingDetail({ id: 6 })));
    const { onSaved } = renderForm({ sailing: item });
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('entry_deadline');
    // Nor does a list item know the protest time limit: no field, and it stays as it is.
    expect(calls[0]?.body).not.toHaveProperty('protest_minutes');
    expect(screen.queryByLabelText(/^Protesttid/)).toBeNull();
    // Nor its fees (issue 31): left empty, they are left out.
    expect(calls[0]?.body).not.toHaveProperty('entry_fee');
    expect(calls[0]?.body).not.toHaveProperty('late_fee');
    expect(calls[0]?.body).not.toHaveProperty('late_from');
  });

  it('offers "Protesttid (minuter)", 60 for a new sailing, and saves a changed one', async () => {
    const view = renderForm();
    expect(screen.getByLabelText(/^Protesttid \(minuter\)/)).toHaveValue(60);
    view.unmount();

    const detail = { ...sailingDetail({ id: 5 }), protest_minutes: 45 };
    const calls = mockFetch(() => jsonResponse(200, detail));
    const { onSaved } = renderForm({ sailing: detail });
    const minutes = screen.getByLabelText(/^Protesttid \(minuter\)/);
    expect(minutes).toHaveValue(45);
    fireEvent.change(minutes, { target: { value: '1500' } });
    await save();
    expect(await screen.findByText('Ange protesttiden i hela minuter, 0–1440.')).toBeVisible();
    expect(calls).toHaveLength(0);
    fireEvent.change(minutes, { target: { value: '90' } });
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ id: 5, protest_minutes: 90 });
  });

  it('offers the entry fees, a late one from a Stockholm wall clock (issue 31)', async () => {
    const calls = mockFetch(() => jsonResponse(201, sailingDetail({ id: 43 })));
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.type(screen.getByLabelText(/^Namn/), 'Kvällssegling');
    const fee = screen.getByLabelText('Anmälningsavgift (kr)');
    expect(fee).toHaveAttribute('type', 'number');
    expect(fee).toHaveValue(null);
    const late = screen.getByLabelText('Efteranmälningsavgift (kr)');
    const lateFrom = screen.getByLabelText('Efteranmälan från');
    expect(lateFrom).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(fee, { target: { value: '150' } });
    fireEvent.change(late, { target: { value: '200' } });
    fireEvent.change(lateFrom, { target: { value: '2026-06-10T18:00' } });
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      entry_fee: 150,
      late_fee: 200,
      late_from: '2026-06-10T18:00',
    });
  });

  it('refuses a fee that is no whole kronor, under its field, without asking the server', async () => {
    const calls = mockFetch(() => jsonResponse(201, sailingDetail({ id: 43 })));
    renderForm();
    await userEvent.setup().type(screen.getByLabelText(/^Namn/), 'Kvällssegling');
    fireEvent.change(screen.getByLabelText('Anmälningsavgift (kr)'), {
      target: { value: '150.5' },
    });
    await save();
    expect(await screen.findByText(ENTRY_FEE_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Anmälningsavgift (kr)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("keeps the sailing's fees, and shows the server's refusal under Efteranmälan från", async () => {
    const detail = {
      ...sailingDetail({ id: 5 }),
      entry_fee: 150,
      late_fee: 200,
      late_from: '2026-06-10T18:00',
    };
    const message = LATE_FROM_MISSING_MESSAGE;
    const calls = mockFetch(() => jsonResponse(400, { late_from: [message] }));
    const { onSaved } = renderForm({ sailing: detail });
    expect(screen.getByLabelText('Anmälningsavgift (kr)')).toHaveValue(150);
    expect(screen.getByLabelText('Efteranmälningsavgift (kr)')).toHaveValue(200);
    const lateFrom = screen.getByLabelText('Efteranmälan från');
    expect(lateFrom).toHaveValue('2026-06-10T18:00');
    fireEvent.change(lateFrom, { target: { value: '' } });
    await save();
    expect(await screen.findByText(message)).toBeVisible();
    expect(lateFrom).toHaveAttribute('aria-invalid', 'true');
    // A known sailing's emptied field is sent, as none.
    expect(calls[0]?.body).toMatchObject({
      id: 5,
      entry_fee: 150,
      late_fee: 200,
      late_from: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
