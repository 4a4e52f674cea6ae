import type { CrewInvitation } from '@segla/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CrewInvitationCard } from './crew-invitation-card.tsx';

function invitation(overrides: Partial<CrewInvitation> = {}): CrewInvitation {
  return {
    id: 4,
    confirmed: false,
    skipper: 'Saga Ek',
    boat_name: 'Tärnan',
    sail_number: 'SWE 100',
    sailing: { id: 12, name: 'Onsdagssegling', start_date: '2026-05-13' },
    club: { slug: 'ksss', name: 'KSSS' },
    ...overrides,
  };
}

const LINE =
  'Saga Ek har lagt till dig i besättningen på Tärnan (SWE 100) i Onsdagssegling, ' +
  'ons 13 maj 2026, KSSS.';

describe('a crew invitation (issue 31)', { timeout: 30_000 }, () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('says who invited her, and confirms with "Bekräfta"', async () => {
    const calls = mockFetch((_url, init) =>
      jsonResponse(200, invitation({ confirmed: init?.method === 'POST' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<CrewInvitationCard memberId={4} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inbjudan till besättning' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(LINE)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/crew-members/4/');
    await user.click(screen.getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByText('Du är med i besättningen.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/crew-members/4/confirm/',
      init: { method: 'POST' },
    });
    expect(screen.getByRole('link', { name: 'Till Onsdagssegling' })).toHaveAttribute(
      'href',
      '/clubs/ksss/sailings/12',
    );
    expect(screen.queryByRole('button', { name: 'Bekräfta' })).toBeNull();
  });

  it('shows a confirmed invitation as such', async () => {
    mockFetch(() => jsonResponse(200, invitation({ confirmed: true, sail_number: '' })));
    renderWithProviders(<CrewInvitationCard memberId={4} />);
    expect(await screen.findByText('Du är med i besättningen.')).toBeInTheDocument();
    expect(screen.getByText(/på Tärnan i Onsdagssegling/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekräfta' })).toBeNull();
  });

  it('shows the server’s reason when the invitation is someone else’s', async () => {
    mockFetch(() => jsonResponse(403, { detail: 'Inbjudan gäller en annan seglare.' }));
    renderWithProviders(<CrewInvitationCard memberId={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbjudan gäller en annan seglare.');
    expect(screen.queryByRole('button', { name: 'Bekräfta' })).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when "Bekräfta" is refused', async () => {
    // The skipper may read the invitation, but only the invited sailor confirms it.
    const calls = mockFetch((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(403, { detail: 'Inbjudan gäller en annan seglare.' })
        : jsonResponse(200, invitation()),
    );
    const user = userEvent.setup();
    renderWithProviders(<CrewInvitationCard memberId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbjudan gäller en annan seglare.');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Du är med i besättningen.')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
