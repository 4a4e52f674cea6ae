import { Button, TextInput } from '@mantine/core';
import { loginSchema, registrationSchema } from '@segla/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from '../components/form/form-alert.tsx';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { ERROR_MESSAGES } from '../lib/messages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { useServerForm, type ServerFormOptions } from './use-server-form.ts';

type Values = { email: string; password: string };
type Options = Partial<ServerFormOptions<Values, unknown, unknown>>;

/** A login-shaped form on the hook: two fields, the alert, a button showing `busy`. */
function TestForm(options: Options) {
  const { form, alert, busy, onSubmit } = useServerForm<Values, unknown, unknown>({
    initialValues: { email: '', password: '' },
    schema: loginSchema,
    submit: () => Promise.resolve({ ok: true }),
    context: 'Testformuläret',
    ...options,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={alert} />
      <TextInput label="E-post" {...form.getInputProps('email')} />
      <TextInput label="Lösenord" {...form.getInputProps('password')} />
      <Button type="submit" loading={busy}>
        Skicka
      </Button>
    </form>
  );
}

const email = () => screen.getByLabelText('E-post');
const password = () => screen.getByLabelText('Lösenord');
const button = () => screen.getByRole('button', { name: 'Skicka' });
/** The text Mantine shows under an input (its error, linked by aria-describedby). */
const errorUnder = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function fillAndSend(values: Partial<Values> = {}) {
  const user = userEvent.setup();
  await user.type(email(), values.email ?? ' anna@exempel.se ');
  await user.type(password(), values.password ?? 'hemligt-lösen');
  await user.click(button());
}

describe('useServerForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows schema errors under their fields and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve(null));
    renderWithProviders(<TestForm submit={submit} />);
    await userEvent.setup().click(button());
    expect(await screen.findAllByText('Detta fält är obligatoriskt.')).toHaveLength(2);
    expect(errorUnder(email())).toBe('Detta fält är obligatoriskt.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a schema error about a field the form lacks in the alert', async () => {
    const submit = vi.fn(() => Promise.resolve(null));
    renderWithProviders(<TestForm schema={registrationSchema} submit={submit} />);
    await fillAndSend({ password: 'Havsorn-2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Detta fält är obligatoriskt.');
    expect(errorUnder(email())).toBe('');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed payload (trimmed by the schema) with the values, then calls onSuccess', async () => {
    const submit = vi.fn(() => Promise.resolve({ id: 7 }));
    const onSuccess = vi.fn();
    renderWithProviders(<TestForm submit={submit} onSuccess={onSuccess} />);
    await fillAndSend();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      { email: 'anna@exempel.se', password: 'hemligt-lösen' },
      { email: ' anna@exempel.se ', password: 'hemligt-lösen' },
    );
    expect(onSuccess).toHaveBeenCalledWith(
      { id: 7 },
      { email: ' anna@exempel.se ', password: 'hemligt-lösen' },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs extraValidate only once the schema passes', async () => {
    const submit = vi.fn(() => Promise.resolve(null));
    const extraValidate = vi.fn((values: Values) =>
      values.password === 'hemligt-lösen' ? { password: 'Välj ett annat.' } : {},
    );
    renderWithProviders(<TestForm submit={submit} extraValidate={extraValidate} />);
    const user = userEvent.setup();
    await user.click(button());
    await screen.findAllByText('Detta fält är obligatoriskt.');
    expect(extraValidate).not.toHaveBeenCalled();
    await fillAndSend();
    expect(await screen.findByText('Välj ett annat.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a 400 field error under its field, the general sentence in the alert, values kept', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, { password: ['Lösenordet är för vanligt.', 'Och för kort.'] }),
      ),
    );
    renderWithProviders(<TestForm submit={submit} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.badRequest);
    expect(errorUnder(password())).toBe('Lösenordet är för vanligt.');
    expect(screen.queryByText('Och för kort.')).toBeNull();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue(' anna@exempel.se ');
    expect(password()).toHaveValue('hemligt-lösen');
    expect(button()).not.toHaveAttribute('data-loading');
  });

  it('shows the first non-field error in the alert', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, { non_field_errors: ['Kontot är spärrat.', 'Mer.'] })),
    );
    renderWithProviders(<TestForm submit={submit} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kontot är spärrat.');
    expect(screen.queryByText('Mer.')).toBeNull();
  });

  it('shows a field error of a field the form lacks in the alert', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, { token: ['Länken har gått ut.'] })),
    );
    renderWithProviders(<TestForm submit={submit} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken har gått ut.');
  });

  it.each([
    ['403 with detail', new ApiError(403, { detail: 'Bara klubben.' }), 'Bara klubben.'],
    ['403 without detail', new ApiError(403, {}), ERROR_MESSAGES.forbidden],
    ['404', new ApiError(404, { detail: 'Hittades inte.' }), ERROR_MESSAGES.notFound],
    ['500', new ApiError(500, null), ERROR_MESSAGES.unexpected],
    ['no connection', new NetworkError(new TypeError('fetch')), ERROR_MESSAGES.noResponse],
    ['401 explaining itself', new ApiError(401, { detail: 'Fel uppgifter.' }), 'Fel uppgifter.'],
    ['429', new ApiError(429, { detail: 'För många försök.' }), 'För många försök.'],
  ])('shows the alert of a %s', async (_label, error, message) => {
    const submit = vi.fn(() => Promise.reject(error));
    renderWithProviders(<TestForm submit={submit} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(console.warn).toHaveBeenCalledWith('[segla] Testformuläret misslyckades', error);
    expect(email()).toHaveValue(' anna@exempel.se ');
  });

  it('shows a server field error under the field its alias names', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, { new_password: ['För likt e-postadressen.'] })),
    );
    renderWithProviders(<TestForm submit={submit} fieldAliases={{ new_password: 'password' }} />);
    await fillAndSend();
    await screen.findByRole('alert');
    expect(errorUnder(password())).toBe('För likt e-postadressen.');
  });

  it('formats all of a field’s server messages when asked', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, { password: ['Ett.', 'Två.'], other: ['Annat.'] })),
    );
    const format = (messages: readonly string[]) => messages.map((m) => `* ${m}`).join('\n');
    renderWithProviders(<TestForm submit={submit} formatFieldMessages={format} />);
    await fillAndSend();
    await screen.findByRole('alert');
    expect(errorUnder(password())).toBe('* Ett.\n* Två.');
    // Messages about fields the form lacks go to the alert as they are.
    expect(screen.getByRole('alert')).toHaveTextContent('Annat.');
  });

  it('leaves a failure to onFailure when it says it has shown it', async () => {
    const error = new ApiError(500, null);
    const submit = vi.fn(() => Promise.reject(error));
    const onFailure = vi.fn(() => true);
    renderWithProviders(<TestForm submit={submit} onFailure={onFailure} />);
    await fillAndSend();
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalled());
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, message: ERROR_MESSAGES.unexpected }),
      error,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button()).not.toHaveAttribute('data-loading');
  });

  it('is busy while the request runs, and clears the last alert on a new try', async () => {
    let answer!: (value: unknown) => void;
    let fail!: (error: unknown) => void;
    const submit = vi.fn(
      () =>
        new Promise((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<TestForm submit={submit} onSuccess={onSuccess} />);
    await fillAndSend();
    await vi.waitFor(() => expect(button()).toHaveAttribute('data-loading', 'true'));
    act(() => fail(new ApiError(400, { non_field_errors: ['Nej.'] })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nej.');
    expect(button()).not.toHaveAttribute('data-loading');

    await userEvent.setup().click(button());
    await vi.waitFor(() => expect(button()).toHaveAttribute('data-loading', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => answer({ ok: true }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ ok: true }, expect.anything()));
    expect(button()).not.toHaveAttribute('data-loading');
  });

  it('stays busy successDelayMs after a success before onSuccess', async () => {
    const onSuccess = vi.fn();
    renderWithProviders(<TestForm onSuccess={onSuccess} successDelayMs={500} />);
    const user = userEvent.setup();
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'hemligt-lösen');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('data-loading', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSuccess).toHaveBeenCalled();
    expect(button()).not.toHaveAttribute('data-loading');
  });

  it('stays busy failureDelayMs after a failure before its errors show', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(400, { non_field_errors: ['Nej.'] })));
    renderWithProviders(<TestForm submit={submit} failureDelayMs={500} />);
    const user = userEvent.setup();
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'hemligt-lösen');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button()).toHaveAttribute('data-loading', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Nej.');
    expect(button()).not.toHaveAttribute('data-loading');
  });

  it('shows a failure at once without a failure delay', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(400, { non_field_errors: ['Nej.'] })));
    renderWithProviders(<TestForm submit={submit} successDelayMs={500} />);
    const user = userEvent.setup();
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'hemligt-lösen');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Nej.');
  });
});
