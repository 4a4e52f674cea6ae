import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../lib/messages.ts';
import * as notify from '../../../lib/notify.ts';
import * as session from '../../../lib/session.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { WAIT } from '../../../test/waits.ts';
import { currentUserQueryKey } from '../api/get-current-user.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const EMAIL = 'klubb@exempel.se';
const USER = {
  id: 3,
  email: EMAIL,
  is_staff: false,
  account_type: 'club',
  club: { id: 1, slug: 'bris', name: 'Segelsällskapet Bris' },
  sailor: null,
};

const current = () => screen.getByLabelText(/^Nuvarande lösenord/);
const fresh = () => screen.getByLabelText(/^Nytt lösenord/);
const repeat = () => screen.getByLabelText(/^Upprepa det nya lösenordet/);
const button = () => screen.getByRole('button', { name: 'Byt lösenord' });
/** The text Mantine shows under an input (its error, linked by aria-describedby). */
const errorUnder = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function fill(values: { current?: string; fresh?: string; repeat?: string } = {}) {
  const user = userEvent.setup();
  await user.type(current(), values.current ?? 'Gamla-lösenordet-1');
  await user.type(fresh(), values.fresh ?? 'Nya-lösenordet-22');
  await user.type(repeat(), values.repeat ?? values.fresh ?? 'Nya-lösenordet-22');
  await user.click(button());
}

describe('the change-password form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tokenStorage.setPair({ access: 'old.access.token', refresh: 'old.refresh.token' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStorage.clear();
  });

  it('has the three password fields and the button', () => {
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat()).toHaveAttribute('autocomplete', 'new-password');
    expect(button()).toBeInTheDocument();
  });

  it('requires every field and checks the new password before sending', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await userEvent.setup().click(button());
    expect(await screen.findAllByText('Detta fält är obligatoriskt.')).toHaveLength(2);
    expect(errorUnder(current())).toBe('Detta fält är obligatoriskt.');
    await fill({ fresh: '12345678' });
    expect(
      await screen.findByText('Lösenordet får inte bestå av enbart siffror.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a repeat that differs, under the repeat field, without sending', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill({ repeat: 'Nya-lösenordet-23' });
    expect(await screen.findByText('Lösenorden är inte lika.')).toBeInTheDocument();
    expect(errorUnder(repeat())).toBe('Lösenorden är inte lika.');
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password under Nuvarande lösenord and keeps the session', async () => {
    const calls = mockFetch(() => jsonResponse(400, { current_password: ['Fel lösenord.'] }));
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill();
    expect(await screen.findByText('Fel lösenord.')).toBeInTheDocument();
    expect(errorUnder(current())).toBe('Fel lösenord.');
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.badRequest);
    expect(calls.map((call) => call.url)).toEqual(['/auth/users/set_password/']);
    expect(current()).toHaveValue('Gamla-lösenordet-1');
    expect(tokenStorage.access).toBe('old.access.token');
  });

  it('shows the server’s rule about the new password under Nytt lösenord', async () => {
    mockFetch(() =>
      jsonResponse(400, { new_password: ['Lösenordet är för likt e-postadressen.'] }),
    );
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill();
    expect(await screen.findByText('Lösenordet är för likt e-postadressen.')).toBeInTheDocument();
    expect(errorUnder(fresh())).toContain('Lösenordet är för likt e-postadressen.');
  });

  it('shows a non-field error in the alert', async () => {
    mockFetch(() => jsonResponse(400, { non_field_errors: ['Kontot är spärrat.'] }));
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kontot är spärrat.');
  });

  it.each([
    [429, { detail: 'För många försök. Försök igen om 900 sekunder.' }, 'För många försök.'],
    [500, {}, ERROR_MESSAGES.unexpected],
  ])('shows a %i in the alert', async (status, body, message) => {
    mockFetch(() => jsonResponse(status, body));
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('changes the password, signs in again with the new one and empties the form', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch((url) => {
      if (url === '/auth/users/set_password/') return jsonResponse(204);
      if (url === '/auth/jwt/create/')
        return jsonResponse(200, { access: 'new.access.token', refresh: 'new.refresh.token' });
      return jsonResponse(200, USER);
    });
    const { queryClient } = renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill({ current: ' Gamla-lösenordet-1 ', fresh: 'Nya-lösenordet-22 ' });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Lösenordet är bytt.'), WAIT);

    expect(calls.map((call) => call.url)).toEqual([
      '/auth/users/set_password/',
      '/auth/jwt/create/',
      '/auth/users/me/',
    ]);
    expect(calls[0]?.body).toEqual({
      current_password: 'Gamla-lösenordet-1',
      new_password: 'Nya-lösenordet-22',
    });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(
      'Bearer old.access.token',
    );
    expect(calls[1]?.body).toEqual({ email: EMAIL, password: 'Nya-lösenordet-22' });
    expect(tokenStorage.access).toBe('new.access.token');
    expect(tokenStorage.refresh).toBe('new.refresh.token');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(USER);
    expect(current()).toHaveValue('');
    expect(fresh()).toHaveValue('');
    expect(repeat()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends the session when the new login fails: the password has changed all the same', async () => {
    const info = vi.spyOn(notify.notify, 'info').mockImplementation(() => undefined);
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const ended = vi.fn();
    const unsubscribe = session.onSessionEnd(ended);
    mockFetch((url) =>
      url === '/auth/users/set_password/'
        ? jsonResponse(204)
        : jsonResponse(429, { detail: 'För många försök.' }),
    );
    renderWithProviders(<ChangePasswordForm email={EMAIL} />);
    await fill();
    await vi.waitFor(
      () =>
        expect(info).toHaveBeenCalledWith('Lösenordet är bytt. Logga in med det nya lösenordet.'),
      WAIT,
    );
    expect(success).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledWith('expired');
    unsubscribe();
    expect(tokenStorage.access).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
