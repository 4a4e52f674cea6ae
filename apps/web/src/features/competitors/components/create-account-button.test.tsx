import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CreateAccountButton } from './create-account-button.tsx';
import { competitorFixture } from './test-fixtures.ts';

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<CreateAccountButton competitor={competitorFixture()} />);
  await user.click(screen.getByRole('button', { name: 'Skapa konto för Vindil' }));
  const dialog = await screen.findByRole('dialog', { name: 'Skapa konto' });
  return { user, dialog };
}

describe('"Skapa konto" for a competitor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('sends the e-mail, thanks with a toast and closes', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, competitorFixture({ sailor: 12 })));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^E-post/), 'anna@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.url).toBe('/api/competitors/9/create-account/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ email: 'anna@example.se' });
    expect(success).toHaveBeenCalledWith(
      'Ett mejl har skickats till anna@example.se.',
      'Kontot är klart',
    );
  });

  it('checks the address before sending', async () => {
    const calls = mockFetch(() => jsonResponse(200, competitorFixture()));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^E-post/), 'inte en adress');
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(/^E-post/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s error under the field, and a 403 in the alert', async () => {
    let answer = jsonResponse(400, { email: ['Adressen hör till ett klubbkonto.'] });
    mockFetch(() => answer);
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^E-post/), 'ksss@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
    expect(
      await within(dialog).findByText('Adressen hör till ett klubbkonto.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-post/)).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse(403, { detail: 'Du får inte ändra den här seglingen.' });
    await user.click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Du får inte ändra den här seglingen.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
