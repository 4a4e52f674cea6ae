import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { fill } from '../utils/test-fill.ts';
import { boardSailing, protest } from '../utils/test-board.ts';
import { DecisionForm } from './decision-form.tsx';

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(
    <DecisionForm
      protest={protest()}
      boats={boardSailing().competitors}
      onDone={onDone}
      onCancel={() => undefined}
    />,
  );
  return { onDone, form: screen.getByRole('form', { name: 'Beslut' }) };
}

describe('the decision form ("Beslut")', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists penalties only when upheld, starting with the protested boat', async () => {
    const user = userEvent.setup();
    const { form } = renderForm();
    expect(within(form).queryByRole('group', { name: 'Rad 1' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Ogillad' }));
    expect(within(form).queryByRole('group', { name: 'Rad 1' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Bifallen' }));
    const row = within(form).getByRole('group', { name: 'Rad 1' });
    expect(within(row).getByRole('combobox', { name: 'Båt' })).toHaveValue('42');
    expect(within(row).getByRole('combobox', { name: 'Kod' })).toHaveValue('DSQ');
  });

  it('asks for "Procent" only for SCP, and a method and "Poäng" only for RDG', async () => {
    const user = userEvent.setup();
    const { form } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Bifallen' }));
    const row = within(form).getByRole('group', { name: 'Rad 1' });
    const code = within(row).getByRole('combobox', { name: 'Kod' });
    const percent = () => within(row).queryByRole('textbox', { name: 'Procent' });
    const method = () => within(row).queryByRole('combobox', { name: 'Gottgörelse räknas som' });
    const points = () => within(row).queryByRole('textbox', { name: 'Poäng' });
    expect([percent(), method(), points()]).toEqual([null, null, null]);

    await user.selectOptions(code, 'SCP');
    expect(percent()).toBeInTheDocument();
    expect([method(), points()]).toEqual([null, null]);

    await user.selectOptions(code, 'RDG');
    expect(percent()).toBeNull();
    expect(method()).toBeInTheDocument();
    expect(points()).toBeNull();
    expect(
      within(method()!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj', 'Angivna poäng', 'Medel av alla seglingar', 'Medel av seglingarna före']);
    await user.selectOptions(method()!, 'Angivna poäng');
    expect(points()).toBeInTheDocument();
    await user.selectOptions(method()!, 'Medel av alla seglingar');
    expect(points()).toBeNull();

    await user.selectOptions(code, 'DNE');
    expect([percent(), method(), points()]).toEqual([null, null, null]);
  });

  it('shows the schema’s message under a row’s own field, and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, protest({ status: 'decided' })));
    const user = userEvent.setup();
    const { form } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Bifallen' }));
    const row = within(form).getByRole('group', { name: 'Rad 1' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Kod' }), 'SCP');
    await user.click(within(form).getByRole('button', { name: 'Spara beslut' }));
    expect(await within(row).findByText('Ange poängstraffet i procent (1–100).')).toBeVisible();
    expect(within(row).getByRole('textbox', { name: 'Procent' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the decision with each boat’s code and its % or redress, and toasts', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, protest({ status: 'decided' })));
    const user = userEvent.setup();
    const { form, onDone } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Bifallen' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Fastställda fakta' }), 'Babord.');
    await fill(user, within(form).getByRole('textbox', { name: 'Slutsatser' }), 'Regel 10.');
    await fill(user, within(form).getByRole('textbox', { name: 'Tillämpliga regler' }), '10');
    const first = within(form).getByRole('group', { name: 'Rad 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Kod' }), 'SCP');
    await fill(user, within(first).getByRole('textbox', { name: 'Procent' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Lägg till båt' }));
    const second = within(form).getByRole('group', { name: 'Rad 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Båt' }), '41');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Kod' }), 'RDG');
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Gottgörelse räknas som' }),
      'stated',
    );
    await fill(user, within(second).getByRole('textbox', { name: 'Poäng' }), '2,5');
    await user.click(within(form).getByRole('button', { name: 'Spara beslut' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Beslutet är sparat.');
    expect(calls[0]?.url).toBe('/api/protests/5/decision/');
    expect(calls[0]?.body).toEqual({
      outcome: 'upheld',
      facts: 'Babord.',
      conclusions: 'Regel 10.',
      rules: '10',
      penalties: [
        { competitor: 42, code: 'SCP', percent: 20 },
        { competitor: 41, code: 'RDG', redress_method: 'stated', points: 2.5 },
      ],
    });
  });

  it('removes a row, and sends no penalties when dismissed', async () => {
    const calls = mockFetch(() => jsonResponse(200, protest({ status: 'decided' })));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { form, onDone } = renderForm();
    await user.click(within(form).getByRole('radio', { name: 'Bifallen' }));
    await user.click(within(form).getByRole('button', { name: 'Ta bort rad 1' }));
    expect(within(form).queryByRole('group', { name: 'Rad 1' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Ogillad' }));
    await user.click(within(form).getByRole('button', { name: 'Spara beslut' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ outcome: 'dismissed', facts: '', conclusions: '', rules: '' });
  });
});
