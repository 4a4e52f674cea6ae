import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../lib/messages.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RESET_DONE_MESSAGE, ResetConfirmForm } from './reset-confirm-form.tsx';

const fresh = () => screen.getByLabelText(/^Nytt lösenord/);
const repeat = () => screen.getByLabelText(/^Upprepa det nya lösenordet/);
const button = () => screen.getByRole('button', { name: 'Spara nytt lösenord' });

function setup() {
  const onDone = vi.fn();
  renderWithProviders(<ResetConfirmForm uid="MQ" token="abc-def" onDone={onDone} />);
  return onDone;
}

async function fill(newPassword: string, repeated = newPassword) {
  const user = userEvent.setup();
  await user.type(fresh(), newPassword);
  await user.type(repeat(), repeated);
}

describe('the reset-confirm form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the new password and its repeat before sending', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    setup();
    await fill('kort');
    await userEvent.setup().click(button());
    expect(
      await screen.findByText('Lösenordet är för kort. Det måste innehålla minst 8 tecken.'),
    ).toBeInTheDocument();
    await userEvent.setup().type(fresh(), '-och-längre');
    await userEvent.setup().click(button());
    expect(await screen.findByText('Lösenorden är inte lika.')).toBeInTheDocument();
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a spent link in the alert and stays', async () => {
    mockFetch(() =>
      jsonResponse(400, { token: ['Länken har redan använts. Begär en ny återställningslänk.'] }),
    );
    const onDone = setup();
    await fill('Ny-kurs-mot-Sandhamn-7');
    await userEvent.setup().click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Länken har redan använts. Begär en ny återställningslänk.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the server’s rule under the new password', async () => {
    mockFetch(() => jsonResponse(400, { new_password: ['Lösenordet är för vanligt.'] }));
    setup();
    await fill('Ny-kurs-mot-Sandhamn-7');
    await userEvent.setup().click(button());
    expect(await screen.findByText('Lösenordet är för vanligt.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.badRequest);
    expect(fresh()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed password with uid and token, then reports done after 500 ms', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    const onDone = setup();
    await fill(' Ny-kurs-mot-Sandhamn-7 ', 'Ny-kurs-mot-Sandhamn-7');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.url).toBe('/auth/users/reset_password_confirm/');
    expect(calls[0]?.body).toEqual({
      uid: 'MQ',
      token: 'abc-def',
      new_password: 'Ny-kurs-mot-Sandhamn-7',
    });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onDone).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('data-loading', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onDone).toHaveBeenCalledWith(RESET_DONE_MESSAGE);
  });
});
