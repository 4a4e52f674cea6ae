import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { fill } from '../utils/test-fill.ts';
import { boardSailing, protest } from '../utils/test-board.ts';
import { ProtestForm, type ProtestFiler } from './protest-form.tsx';

const PROTESTS = '/api/sailings/10/protests/';
const SAILOR: ProtestFiler = { sailorId: 7, official: false };
const OFFICIAL: ProtestFiler = { sailorId: null, official: true };

function renderForm(filer: ProtestFiler, sailing = boardSailing()) {
  const onDone = vi.fn();
  renderWithProviders(
    <ProtestForm sailing={sailing} filer={filer} onDone={onDone} onCancel={() => undefined} />,
  );
  return { onDone, form: screen.getByRole('form', { name: 'Lämna in protest' }) };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('"Lämna in protest"', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers a sailor her own boats, and the others as protested boats', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(201, protest()));
    const user = userEvent.setup();
    const { form, onDone } = renderForm(SAILOR);
    const own = within(form).getByRole('combobox', { name: /^Din båt/ });
    expect(
      within(own)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj båt', '4101 Vindkraft', '4103 Tärnan']);
    await user.selectOptions(own, '4101 Vindkraft');
    const protested = within(form).getByRole('group', { name: /^Protesterade båtar/ });
    expect(
      within(protested)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['42', '43']);
    await user.click(within(protested).getByRole('checkbox', { name: '4102 Havsörn' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Tid för incidenten' }), '18:42');
    await fill(user, within(form).getByRole('textbox', { name: 'Plats' }), 'Kryssmärket');
    await fill(user, within(form).getByRole('textbox', { name: 'Regler som brutits' }), '10');
    await fill(
      user,
      within(form).getByRole('textbox', { name: /^Beskrivning/ }),
      'Havsörn höll inte undan.',
    );
    await user.click(
      within(form).getByRole('checkbox', { name: 'Jag informerade den andra båten' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Lämna in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Protesten är inlämnad.');
    expect(calls[0]?.url).toBe(PROTESTS);
    expect(calls[0]?.body).toEqual({
      kind: 'protest',
      protestor: 41,
      protested: [42],
      incident_time: '18:42',
      incident_place: 'Kryssmärket',
      rules: '10',
      description: 'Havsörn höll inte undan.',
      informed: true,
    });
  });

  it('hides the protested boats for a request for redress, and sends none', async () => {
    const calls = mockFetch(() => jsonResponse(201, protest({ kind: 'redress', protested: [] })));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { form, onDone } = renderForm(SAILOR);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Din båt/ }), '41');
    await user.click(within(form).getByRole('checkbox', { name: '4102 Havsörn' }));
    await user.click(within(form).getByRole('radio', { name: 'Begäran om gottgörelse' }));
    expect(within(form).queryByRole('group', { name: /^Protesterade båtar/ })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: '4102 Havsörn' })).toBeNull();
    await fill(
      user,
      within(form).getByRole('textbox', { name: /^Beskrivning/ }),
      'Jag stannade för att hjälpa en båt i nöd.',
    );
    await user.click(within(form).getByRole('button', { name: 'Lämna in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ kind: 'redress', protestor: 41 });
    expect(calls[0]?.body).not.toHaveProperty('protested');
  });

  it('asks for a protested boat for a protest, from the core schema, before sending', async () => {
    const calls = mockFetch(() => jsonResponse(201, protest()));
    const user = userEvent.setup();
    const { form } = renderForm(SAILOR);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Din båt/ }), '41');
    await fill(user, within(form).getByRole('textbox', { name: /^Beskrivning/ }), 'Kollision.');
    await user.click(within(form).getByRole('button', { name: 'Lämna in' }));
    expect(
      await within(form).findByText('Välj minst en båt som protesten gäller.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal after the time limit clearly, in the alert by the button", async () => {
    mockFetch(() => jsonResponse(400, { non_field_errors: ['Protesttiden gick ut 20:15.'] }));
    const user = userEvent.setup();
    const { form, onDone } = renderForm(SAILOR);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Din båt/ }), '41');
    await user.click(within(form).getByRole('checkbox', { name: '4102 Havsörn' }));
    await fill(user, within(form).getByRole('textbox', { name: /^Beskrivning/ }), 'Kollision.');
    await user.click(within(form).getByRole('button', { name: 'Lämna in' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Protesttiden gick ut 20:15.');
    // Right above the button she pressed.
    expect(alert.nextElementSibling).toContainElement(
      within(form).getByRole('button', { name: 'Lämna in' }),
    );
    expect(onDone).not.toHaveBeenCalled();
    // A sailor cannot give a reason to be let in late.
    expect(within(form).queryByLabelText(/Skäl att godkänna sen inlämning/)).toBeNull();
  });

  it('lets an official file for the race committee, late with a reason', async () => {
    const calls = mockFetch(() => jsonResponse(201, protest({ protestor: null })));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const sailing = boardSailing({
      finished_at: minutesFromNow(-70),
      protest_deadline: minutesFromNow(-10),
    });
    const { form, onDone } = renderForm(OFFICIAL, sailing);
    expect(within(form).getByRole('timer')).toHaveTextContent('Protesttiden gick ut');
    const by = within(form).getByRole('combobox', { name: 'Inlämnad av' });
    expect(by).toHaveValue('');
    expect(
      within(by)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kappseglingsledningen', '4101 Vindkraft', '4102 Havsörn', '4103 Tärnan']);
    await user.click(within(form).getByRole('checkbox', { name: '4102 Havsörn' }));
    await fill(user, within(form).getByRole('textbox', { name: /^Beskrivning/ }), 'Tjuvstart.');
    await fill(
      user,
      within(form).getByRole('textbox', { name: /^Skäl att godkänna sen inlämning/ }),
      'Målfartyget kom in sent.',
    );
    await user.click(within(form).getByRole('button', { name: 'Lämna in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      kind: 'protest',
      protestor: null,
      protested: [42],
      late_reason: 'Målfartyget kom in sent.',
    });
  });

  it('offers no reason to let it in late while the time limit is open', () => {
    renderForm(OFFICIAL, boardSailing({ protest_deadline: minutesFromNow(30) }));
    expect(screen.getByRole('timer')).toHaveTextContent('Protesttiden går ut');
    expect(screen.queryByLabelText(/Skäl att godkänna sen inlämning/)).toBeNull();
  });
});
