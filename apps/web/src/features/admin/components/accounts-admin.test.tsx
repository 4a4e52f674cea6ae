import type { Account } from '@segla/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AccountsAdmin, roleText } from './accounts-admin.tsx';

const bris = { id: 1, slug: 'bris', name: 'Segelsällskapet Bris' };
const asko = { id: 2, slug: 'asko-batklubb', name: 'Askö Båtklubb' };

const account = (overrides: Partial<Account>): Account => ({
  id: 1,
  email: 'konto@exempel.se',
  account_type: 'sailor',
  is_active: true,
  is_staff: false,
  last_login: null,
  created_at: '2026-05-01T10:00:00.000Z',
  club: null,
  sailor: null,
  roles: [],
  ...overrides,
});

const lena = account({
  id: 11,
  email: 'lena.hagg@demo.segla.se',
  sailor: { id: 21, slug: 'lena-hagg', first_name: 'Lena', last_name: 'Hägg' },
  roles: [
    { club: asko, role: 'club_admin' },
    { club: bris, role: 'race_officer' },
  ],
});
const anna = account({
  id: 12,
  email: 'anna.lindqvist@demo.segla.se',
  sailor: { id: 22, slug: 'anna-lindqvist', first_name: 'Anna', last_name: 'Lindqvist' },
});
const clubAccount = account({
  id: 13,
  email: 'bris@demo.segla.se',
  account_type: 'club',
  club: bris,
});

describe('"Konton": the roles of each account (issue 29)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes a role as its Swedish label and the club', () => {
    expect(roleText({ club: bris, role: 'race_officer' })).toBe(
      'Tävlingsledare, Segelsällskapet Bris',
    );
    expect(roleText({ club: bris, role: 'club_admin' })).toBe(
      'Klubbadministratör, Segelsällskapet Bris',
    );
  });

  it('lists the roles under the account’s sailor, in the order the server gives', async () => {
    const calls = mockFetch(() => jsonResponse(200, [lena, anna, clubAccount]));
    renderWithProviders(<AccountsAdmin ownId={null} />);
    const roles = await screen.findByRole('list', {
      name: 'Roller för lena.hagg@demo.segla.se',
    });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Klubbadministratör, Askö Båtklubb', 'Tävlingsledare, Segelsällskapet Bris']);
    // In the same cell as her sailor page, not a column of its own.
    const cell = roles.closest('td');
    expect(cell).not.toBeNull();
    expect(within(cell!).getByRole('link', { name: 'Lena Hägg' })).toHaveAttribute(
      'href',
      '/sailors/lena-hagg',
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    // Accounts without roles show none.
    expect(screen.getAllByRole('list', { name: /^Roller för/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Anna Lindqvist' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/accounts/?query=');
  });
});
