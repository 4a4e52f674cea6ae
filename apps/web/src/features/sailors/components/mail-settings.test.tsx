import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MailSettingsSection } from './mail-settings-section.tsx';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

const ALL_ON = {
  entry_confirmation: true,
  crew_invitation: true,
  results_published: true,
  results_verified: true,
};

afterEach(() => vi.restoreAllMocks());

describe('E-postutskick', () => {
  it('shows one switch per kind and saves a switch at once', async () => {
    const calls = mockFetch((_url, init) =>
      jsonResponse(200, init?.method === 'PUT' ? { ...ALL_ON, results_published: false } : ALL_ON),
    );
    renderWithProviders(<MailSettingsSection sailorId={7} />);
    const results = await screen.findByRole('switch', {
      name: 'Resultat när en segling är avslutad',
    });
    for (const label of [
      'Bekräftelse när jag anmäler mig',
      'Inbjudan till en besättning',
      'Kontrollerade resultat',
    ]) {
      expect(screen.getByRole('switch', { name: label })).toBeChecked();
    }
    await userEvent.click(results);
    await waitFor(() => expect(results).not.toBeChecked());
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/sailors/7/mail-settings/');
    expect(put?.body).toEqual({ results_published: false });
  });
});

describe('Avregistrera', () => {
  it('asks first, then switches the kind off with one click and says so', async () => {
    const info = {
      kind: 'results_published',
      label: 'Resultat när en segling är avslutad',
      no_longer: 'resultat när en segling är avslutad',
      subscribed: true,
      sailor: 'ylva-strand',
    };
    const calls = mockFetch((_url, init) =>
      jsonResponse(200, init?.method === 'POST' ? { ...info, subscribed: false } : info),
    );
    renderWithProviders(<UnsubscribePanel token="7.results_published.abc" />);
    const button = await screen.findByRole('button', { name: 'Avregistrera' });
    // Opening the page changed nothing.
    expect(calls.every((call) => (call.init?.method ?? 'GET') === 'GET')).toBe(true);
    await userEvent.click(button);
    expect(
      await screen.findByText('Du får inte längre resultat när en segling är avslutad från Segla.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe('/api/unsubscribe/7.results_published.abc/');
    expect(screen.getByRole('link', { name: 'dina inställningar' })).toHaveAttribute(
      'href',
      '/sailors/ylva-strand/settings',
    );
  });

  it('shows the server’s words for a bad link', async () => {
    mockFetch(() => jsonResponse(400, { token: ['Länken för att avregistrera sig är ogiltig.'] }));
    renderWithProviders(<UnsubscribePanel token="x" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Länken för att avregistrera sig är ogiltig.',
    );
  });
});
