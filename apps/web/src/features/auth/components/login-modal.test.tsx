import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { closeLoginModal, openLoginModal } from '../stores/login-modal.ts';
import { loginNoticeStore } from '../stores/login-notice.ts';
import { LoginModal } from './login-modal.tsx';
import { WAIT } from '../../../test/waits.ts';

const USER = {
  id: 5,
  email: 'anna@exempel.se',
  is_staff: false,
  account_type: 'sailor',
  club: null,
  sailor: {
    id: 1,
    slug: 'anna',
    first_name: 'Anna',
    last_name: 'Lindqvist',
    club: { id: 1, slug: 'bris', name: 'Bris' },
  },
};

async function setup() {
  const onLogin = vi.fn();
  const view = renderWithProviders(<LoginModal onLogin={onLogin} />);
  act(() => openLoginModal());
  await screen.findByRole('dialog');
  return { onLogin, ...view };
}

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByRole('heading', { level: 2 });
const backArrow = () => within(dialog()).queryByTestId('login-back');
const field = (label: RegExp) => within(dialog()).getByLabelText(label);
const email = () => field(/^E-post/);
const password = () => field(/^Lösenord/);

describe('the login modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => closeLoginModal());
    vi.useRealTimers();
    vi.restoreAllMocks();
    tokenStorage.clear();
  });

  it('opens on plain login: no back arrow, Google and Facebook shown but disabled', async () => {
    await setup();
    expect(title()).toHaveTextContent('Logga in');
    expect(backArrow()).toBeNull();
    expect(email()).toBeInTheDocument();
    expect(password()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeDisabled();
  });

  it('switches to registration and back with the arrow', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    expect(title()).toHaveTextContent('Skapa konto');
    expect(screen.getByRole('heading', { name: 'Registrera dig som seglare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrera båtklubb' })).toBeDisabled();
    expect(backArrow()).not.toBeNull();
    await user.click(backArrow()!);
    expect(title()).toHaveTextContent('Logga in');
    expect(backArrow()).toBeNull();
  });

  it('refuses a registration without the terms, with the exact message', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => jsonResponse(201, {}));
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.type(email(), 'ny@exempel.se');
    await user.type(password(), 'Havsorn-2026');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByText('Du måste godkänna villkoren för att fortsätta'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('terms and privacy: titles, back arrow, Tillbaka footer, accept alerts; typed values kept', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.type(email(), 'ny@exempel.se');
    await user.click(screen.getByRole('button', { name: 'användarvillkoren' }));
    expect(title()).toHaveTextContent('Användarvillkor');
    expect(backArrow()).not.toBeNull();
    const footerBack = within(dialog())
      .getAllByRole('button', { name: 'Tillbaka' })
      .find((button) => button.textContent === 'Tillbaka');
    await user.click(footerBack!);
    expect(title()).toHaveTextContent('Skapa konto');
    expect(email()).toHaveValue('ny@exempel.se');

    await user.click(screen.getByRole('button', { name: 'användarvillkoren' }));
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(screen.getByTestId('login-alert')).toHaveTextContent('Villkoren har godkänts.');
    expect(screen.getByTestId('login-alert')).toHaveAttribute('data-alert-type', 'success');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'integritetspolicyn' }));
    expect(title()).toHaveTextContent('Integritetspolicy');
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(screen.getByTestId('login-alert')).toHaveTextContent('Integritetspolicyn har godkänts.');
  });

  it('registration success waits 500 ms, then returns to login with the success alert', async () => {
    const calls = mockFetch(() => jsonResponse(201, { id: 9, email: 'ny@exempel.se', club: null }));
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.type(email(), '  ny@exempel.se ');
    await user.type(password(), 'Havsorn-2026');
    await user.click(screen.getByRole('checkbox'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.url).toBe('/auth/users/');
    expect(calls[0]?.body).toMatchObject({
      email: 'ny@exempel.se',
      password: 'Havsorn-2026',
      terms: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(title()).toHaveTextContent('Skapa konto');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(title()).toHaveTextContent('Logga in');
    expect(screen.getByTestId('login-alert')).toHaveTextContent(
      'Ditt konto har skapats. Du kan nu logga in.',
    );
    expect(email()).toHaveValue('ny@exempel.se');
  });

  it('forgot password: prompt, 500 ms, then the info alert with the address', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Glömt ditt lösenord?' }));
    expect(title()).toHaveTextContent('Återställ lösenord');
    expect(screen.getByText('Ange din e-postadress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tillbaka till inloggning' })).toBeInTheDocument();
    expect(backArrow()).not.toBeNull();
    await user.type(email(), 'anna@exempel.se');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka återställningslänk' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.url).toBe('/auth/users/reset_password/');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByTestId('login-alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(title()).toHaveTextContent('Logga in');
    const alert = screen.getByTestId('login-alert');
    expect(alert).toHaveTextContent(
      'Ett mail med återställningslänk har skickats till anna@exempel.se',
    );
    expect(alert).toHaveAttribute('data-alert-type', 'info');
  });

  it('shows server field errors under the fields and flags the inputs invalid', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(400, {
        email: ['Det finns redan ett konto med den här e-postadressen.', 'Andra felet.'],
      }),
    );
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.type(email(), 'bris@exempel.se');
    await user.type(password(), 'Havsorn-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByText('Det finns redan ett konto med den här e-postadressen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Andra felet.')).toBeNull();
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the first non-field error in an alert', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(400, { non_field_errors: ['Kontot är inte aktiverat.', 'Mer.'] }));
    await setup();
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'hemligt-lösen');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Kontot är inte aktiverat.');
    expect(screen.queryByText('Mer.')).toBeNull();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a wrong password shows the server explanation and flags the inputs', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(401, { detail: 'Inget aktivt konto hittades med de angivna uppgifterna.' }),
    );
    await setup();
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'fel-lösen');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Inget aktivt konto hittades med de angivna uppgifterna.',
    );
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires e-mail and password before calling the server', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => jsonResponse(200, {}));
    await setup();
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findAllByText('Detta fält är obligatoriskt.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('logs in with trimmed values, stores the tokens, closes and emits login', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? jsonResponse(200, { access: 'a.b.c', refresh: 'd.e.f' })
        : jsonResponse(200, USER),
    );
    const { onLogin } = await setup();
    await user.type(email(), '  anna@exempel.se  ');
    await user.type(password(), ' hemligt-lösen ');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalledWith(USER, undefined), WAIT);
    expect(calls[0]?.body).toEqual({ email: 'anna@exempel.se', password: 'hemligt-lösen' });
    expect(tokenStorage.access).toBe('a.b.c');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('sent from a guarded page: says why, and hands on the page asked for', async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? jsonResponse(200, { access: 'a.b.c', refresh: 'd.e.f' })
        : jsonResponse(200, USER),
    );
    act(() =>
      loginNoticeStore.set({ notice: 'Logga in för att se sidan.', next: '/clubs/bris/account' }),
    );
    const { onLogin } = await setup();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Logga in för att se sidan.');
    await user.type(email(), 'anna@exempel.se');
    await user.type(password(), 'hemligt-lösen');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalledWith(USER, '/clubs/bris/account'), WAIT);
    // Closing forgets it: the next login leads where logins lead.
    expect(loginNoticeStore.get()).toBeNull();
  });

  it('an unexpected registration failure shows the status view; Ok closes', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(500, {}));
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.type(email(), 'ny@exempel.se');
    await user.type(password(), 'Havsorn-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByText(
        'Något gick fel! Vi jobbar med att åtgärda detta. Försök igen senare.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('resets when closed', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    await user.click(screen.getByRole('button', { name: 'användarvillkoren' }));
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(screen.getByTestId('login-alert')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Stäng' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    act(() => openLoginModal());
    await screen.findByRole('dialog');
    expect(title()).toHaveTextContent('Logga in');
    expect(screen.queryByTestId('login-alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skapa ett här' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
