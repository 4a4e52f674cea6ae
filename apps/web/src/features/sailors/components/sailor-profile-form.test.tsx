import type { Sailor } from '@segla/core';
import { prizeCategoryMessages } from '@segla/core/prize-categories';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SAILOR_PROFILE_SAVED, SailorProfileForm } from './sailor-profile-form.tsx';

const sailor: Sailor = {
  id: 7,
  slug: 'vera-vind',
  first_name: 'Vera',
  last_name: 'Vind',
  club: null,
  picture: null,
  user: 3,
  birth_year: 1985,
};

/** The multipart fields the profile was saved with. */
function sentFields(calls: ReturnType<typeof mockFetch>) {
  const body = calls.find((call) => call.init?.method === 'PATCH')?.init?.body;
  return body instanceof FormData ? Object.fromEntries(body.entries()) : null;
}

describe('the sailor’s Födelseår', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows her birth year and saves it changed, or emptied', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, { ...sailor, birth_year: 1986 }));
    const user = userEvent.setup();
    renderWithProviders(<SailorProfileForm sailor={sailor} clubs={[]} />);
    const year = screen.getByLabelText(/^Födelseår/);
    expect(year).toHaveValue('1985');
    await user.clear(year);
    await user.type(year, '1986');
    await user.click(screen.getByRole('button', { name: 'Spara profil' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(SAILOR_PROFILE_SAVED));
    expect(sentFields(calls)).toMatchObject({ first_name: 'Vera', birth_year: '1986' });

    await user.clear(year);
    await user.click(screen.getByRole('button', { name: 'Spara profil' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(sentFields(calls.slice(1))).toMatchObject({ birth_year: '' });
  });

  it('says what is wrong with a year and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, sailor));
    const user = userEvent.setup();
    renderWithProviders(<SailorProfileForm sailor={sailor} clubs={[]} />);
    const year = screen.getByLabelText(/^Födelseår/);
    await user.clear(year);
    await user.type(year, '85');
    await user.click(screen.getByRole('button', { name: 'Spara profil' }));
    expect(await screen.findByText(prizeCategoryMessages.birthYear)).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('neither shows nor sends a birth year the profile did not answer', async () => {
    const calls = mockFetch(() => jsonResponse(200, sailor));
    const user = userEvent.setup();
    const { birth_year: _hidden, ...withoutYear } = sailor;
    renderWithProviders(<SailorProfileForm sailor={withoutYear} clubs={[]} />);
    expect(screen.queryByLabelText(/^Födelseår/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara profil' }));
    await waitFor(() => expect(sentFields(calls)).not.toBeNull());
    expect(sentFields(calls)).not.toHaveProperty('birth_year');
  });
});
