import { LATE_FROM_MISSING_MESSAGE, type Series } from '@segla/core';
import { ENTRY_FEE_MESSAGE } from '@segla/core/fees';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { series as fakeSeries } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EditSeriesForm, NewSeriesForm } from './series-form.tsx';
import { SeriesFormModal } from './series-form-modal.tsx';

const DISCARD_MESSAGE =
  'Ange antalet seglingar för varje borträkning som strikt stigande positiva heltal, t.ex. [4, 8].';

function quiet() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

const words = () => screen.getByTestId('series-discard-words').textContent;
const name = () => screen.getByLabelText(/^Namn/);
const save = () => screen.getByRole('button', { name: 'Spara' });

describe('the new series form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the scoring settings in Swedish words, starting from the defaults', () => {
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    const discards = screen.getByLabelText('Strykningar');
    expect(
      within(discards)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Inga strykningar',
      'En strykning från 4 seglingar',
      'En strykning från 3 seglingar',
      'En strykning från 4 seglingar, två från 8',
      'En strykning från 5 seglingar, två från 10',
      'Egen',
    ]);
    expect(discards).toHaveDisplayValue('En strykning från 4 seglingar');
    expect(words()).toBe('En strykning från 4 seglingar.');
    expect(screen.getByLabelText('DNF räknas som')).toHaveDisplayValue('Anmälda i serien + 1');
    expect(
      within(screen.getByLabelText('DNF räknas som'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Anmälda i serien + 1',
      'Startande + 1',
      'Startande + ett antal',
      'Ett fast antal poäng',
    ]);
    expect(screen.getByLabelText('Regelversion')).toHaveDisplayValue('2025–2028');
    expect(screen.getByLabelText('Avrundning av korrigerad tid')).toHaveDisplayValue(
      'Ingen avrundning',
    );
    // The text for a rule of one's own shows only with "Egen".
    expect(screen.queryByLabelText('Antal seglingar per strykning')).toBeNull();
  });

  it('describes the chosen rule as it changes, a typed one included', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Inga strykningar');
    expect(words()).toBe('Inga strykningar.');
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Egen');
    const typed = screen.getByLabelText('Antal seglingar per strykning');
    // "Egen" starts from the rule chosen before it.
    expect(typed).toHaveValue('');
    await user.type(typed, '4, 8, 12');
    expect(words()).toBe('En strykning från 4 seglingar, två från 8, tre från 12.');
    await user.clear(typed);
    await user.type(typed, '8, 4');
    expect(words()).toBe('Skriv antalet seglingar för varje strykning, t.ex. 4, 8.');
  });

  it('refuses an empty name with the schema message and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.type(name(), '   ');
    await user.click(save());
    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("starts 'Egen' from the rule chosen before it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.selectOptions(
      screen.getByLabelText('Strykningar'),
      'En strykning från 5 seglingar, två från 10',
    );
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Egen');
    expect(screen.getByLabelText('Antal seglingar per strykning')).toHaveValue('5, 10');
    expect(words()).toBe('En strykning från 5 seglingar, två från 10.');
  });

  it('refuses a typed rule that does not rise, under the text', async () => {
    const calls = mockFetch(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.type(name(), 'Onsdagsserien');
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Egen');
    await user.clear(screen.getByLabelText('Antal seglingar per strykning'));
    await user.type(screen.getByLabelText('Antal seglingar per strykning'), '8, 4');
    await user.click(save());
    expect(await screen.findByText(DISCARD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Antal seglingar per strykning')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field error under its field and the general sentence above", async () => {
    quiet();
    mockFetch(() => jsonResponse(400, { name: ['Det finns redan en serie med det namnet.'] }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm clubId={1} onSaved={onSaved} />);
    await user.type(name(), 'Onsdagsserien');
    await user.click(save());
    expect(await screen.findByText('Det finns redan en serie med det namnet.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(name()).toHaveValue('Onsdagsserien');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a server error about the typed rule under the text', async () => {
    quiet();
    mockFetch(() => jsonResponse(400, { discard_thresholds: ['För många strykningar.'] }));
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.type(name(), 'Onsdagsserien');
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Egen');
    await user.clear(screen.getByLabelText('Antal seglingar per strykning'));
    await user.type(screen.getByLabelText('Antal seglingar per strykning'), '2, 3');
    await user.click(save());
    expect(await screen.findByText('För många strykningar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Antal seglingar per strykning')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a non-field error, and a field the form lacks (the club), in the alert', async () => {
    quiet();
    const answers = [
      jsonResponse(400, { non_field_errors: ['Serien kunde inte sparas just nu.'] }),
      jsonResponse(400, { club: ['Klubben finns inte.'] }),
    ];
    mockFetch(() => answers.shift()!);
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm clubId={99} onSaved={() => undefined} />);
    await user.type(name(), 'Onsdagsserien');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Serien kunde inte sparas just nu.');
    expect(name()).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Klubben finns inte.'),
    );
  });

  it("shows a 403's explanation and a 500's message in the alert", async () => {
    quiet();
    const answers = [
      jsonResponse(403, { detail: 'Du kan bara ändra din egen klubbs uppgifter.' }),
      jsonResponse(500),
    ];
    mockFetch(() => answers.shift()!);
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={() => undefined} />);
    await user.type(name(), 'Onsdagsserien');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du kan bara ändra din egen klubbs uppgifter.',
    );
    await user.click(save());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
      ),
    );
  });

  it('asks for the number of a fixed DNF score and of SCP places, and sends them', async () => {
    const created: Series = { ...fakeSeries(13, []), name: 'Poängserien' };
    const calls = mockFetch(() => jsonResponse(201, created));
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm clubId={1} onSaved={vi.fn()} />);
    await user.type(name(), 'Poängserien');
    expect(screen.queryByLabelText(/Poäng för DNF/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('DNF räknas som'), 'Ett fast antal poäng');
    await user.type(screen.getByLabelText(/Poäng för DNF/), '30');
    await user.selectOptions(screen.getByLabelText('Poängstraff (SCP)'), 'Ett antal placeringar');
    await user.type(screen.getByLabelText(/Antal placeringar/), '2');
    await user.selectOptions(
      screen.getByLabelText('Straff på en delad placering'),
      'På båtens placering (som Sailwave)',
    );
    await user.click(save());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      dnf_scoring: 'fixed',
      dnf_points: 30,
      scp_places: 2,
      penalty_on_tie: 'finishing_place',
    });
  });

  it('sends the settings as the API takes them, then the lists refetch', async () => {
    const created: Series = { ...fakeSeries(12, []), name: 'Onsdagsserien' };
    const calls = mockFetch(() => jsonResponse(201, created));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<NewSeriesForm clubId={1} onSaved={onSaved} />);
    queryClient.setQueryData(queryKeys.seriesList({ club: 'ksss' }), []);
    await user.type(name(), '  Onsdagsserien ');
    await user.selectOptions(
      screen.getByLabelText('Strykningar'),
      'En strykning från 4 seglingar, två från 8',
    );
    await user.selectOptions(screen.getByLabelText('DNF räknas som'), 'Startande + 1');
    await user.selectOptions(screen.getByLabelText('Regelversion'), '2021–2024');
    await user.selectOptions(
      screen.getByLabelText('Avrundning av korrigerad tid'),
      'Till hela sekunder',
    );
    await user.type(screen.getByLabelText('Beskrivning'), 'Onsdagar i maj.');
    await user.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/series/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      club: 1,
      name: 'Onsdagsserien',
      description: 'Onsdagar i maj.',
      discard_thresholds: [4, 8],
      dnf_scoring: 'starting_area',
      dnf_points: null,
      rules_edition: '2021',
      round_corrected: 'second',
      scp_places: null,
      penalty_on_tie: 'tied_score',
      entry_fee: null,
      late_fee: null,
      late_from: null,
    });
    expect(queryClient.getQueryState(queryKeys.seriesList({ club: 'ksss' }))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryData(queryKeys.seriesDetail(12))).toEqual(created);
  });

  it('sends a typed rule as numbers', async () => {
    const calls = mockFetch(() => jsonResponse(201, fakeSeries(12, [])));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NewSeriesForm onSaved={onSaved} />);
    await user.type(name(), 'Höstserien');
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Egen');
    await user.clear(screen.getByLabelText('Antal seglingar per strykning'));
    await user.type(screen.getByLabelText('Antal seglingar per strykning'), '3, 6, 9');
    await user.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ name: 'Höstserien', discard_thresholds: [3, 6, 9] });
    expect(calls[0]?.body).not.toHaveProperty('club');
  });
});

describe('the edit series form', () => {
  afterEach(() => vi.restoreAllMocks());

  const existing: Series = {
    ...fakeSeries(5, []),
    name: 'Vårserien',
    discard_thresholds: [2, 6, 9],
    dnf_scoring: 'starting_area',
    rules_edition: '2021',
    round_corrected: 'second',
  };

  it("starts from the series' settings, a rule of its own under 'Egen'", () => {
    renderWithProviders(<EditSeriesForm series={existing} onSaved={() => undefined} />);
    expect(name()).toHaveValue('Vårserien');
    expect(screen.getByLabelText('Strykningar')).toHaveDisplayValue('Egen');
    expect(screen.getByLabelText('Antal seglingar per strykning')).toHaveValue('2, 6, 9');
    expect(words()).toBe('En strykning från 2 seglingar, två från 6, tre från 9.');
    expect(screen.getByLabelText('DNF räknas som')).toHaveDisplayValue('Startande + 1');
    expect(screen.getByLabelText('Regelversion')).toHaveDisplayValue('2021–2024');
    expect(screen.getByLabelText('Avrundning av korrigerad tid')).toHaveDisplayValue(
      'Till hela sekunder',
    );
  });

  it('puts the changes with the id and shows the answer at once', async () => {
    const saved: Series = { ...existing, name: 'Vårserien 2026', discard_thresholds: [] };
    const calls = mockFetch(() => jsonResponse(200, saved));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <EditSeriesForm series={existing} onSaved={onSaved} />,
    );
    queryClient.setQueryData(queryKeys.seriesDetail(5), existing);
    await user.type(name(), ' 2026');
    await user.selectOptions(screen.getByLabelText('Strykningar'), 'Inga strykningar');
    await user.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.url).toBe('/api/series/5/');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({
      id: 5,
      name: 'Vårserien 2026',
      description: existing.description,
      discard_thresholds: [],
      dnf_scoring: 'starting_area',
      dnf_points: null,
      rules_edition: '2021',
      round_corrected: 'second',
      scp_places: null,
      penalty_on_tie: 'tied_score',
      entry_fee: null,
      late_fee: null,
      late_from: null,
    });
    expect(queryClient.getQueryData(queryKeys.seriesDetail(5))).toEqual(saved);
  });

  it("starts from the series' fees and sends the changed ones (issue 31)", async () => {
    const priced: Series = {
      ...existing,
      entry_fee: 500,
      late_fee: 700,
      late_from: '2026-05-01T00:00',
    };
    const calls = mockFetch(() => jsonResponse(200, priced));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditSeriesForm series={priced} onSaved={onSaved} />);
    const fee = screen.getByLabelText('Anmälningsavgift (kr)');
    const late = screen.getByLabelText('Efteranmälningsavgift (kr)');
    const lateFrom = screen.getByLabelText('Efteranmälan från');
    expect(fee).toHaveValue(500);
    expect(late).toHaveValue(700);
    expect(lateFrom).toHaveAttribute('type', 'datetime-local');
    expect(lateFrom).toHaveValue('2026-05-01T00:00');
    await user.clear(fee);
    await user.type(fee, '450');
    await user.clear(late);
    fireEvent.change(lateFrom, { target: { value: '' } });
    await user.click(save());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      id: 5,
      entry_fee: 450,
      late_fee: null,
      late_from: null,
    });
  });

  it("refuses a fee over 100 000 kr, and shows the server's refusal under its field", async () => {
    quiet();
    const message = LATE_FROM_MISSING_MESSAGE;
    const calls = mockFetch(() => jsonResponse(400, { late_from: [message] }));
    const user = userEvent.setup();
    renderWithProviders(<EditSeriesForm series={existing} onSaved={() => undefined} />);
    const late = screen.getByLabelText('Efteranmälningsavgift (kr)');
    await user.type(late, '100001');
    await user.click(save());
    expect(await screen.findByText(ENTRY_FEE_MESSAGE)).toBeInTheDocument();
    expect(late).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    await user.clear(late);
    await user.type(late, '200');
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Efteranmälan från')).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toMatchObject({ late_fee: 200, late_from: null });
  });
});

describe('the series form modal', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is titled 'Ny serie', and says so with a toast when saved", async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(201, fakeSeries(12, [])));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SeriesFormModal clubId={1} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ny serie' });
    await user.type(within(dialog).getByLabelText(/^Namn/), 'Onsdagsserien');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Serien har skapats.');
  });

  it("is titled 'Redigera serie' for an existing series", async () => {
    renderWithProviders(
      <SeriesFormModal
        series={fakeSeries(5, [])}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redigera serie' });
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('Serie 5');
  });
});
