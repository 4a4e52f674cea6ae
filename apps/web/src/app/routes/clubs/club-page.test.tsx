import type { Club } from '@segla/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClubPage } from './club-page.tsx';

const club = { id: 2, slug: 'bris', name: 'Bris', city: 'Stockholm', logo: null } as Club;

function tabLabels(account: boolean, admin: boolean) {
  renderWithProviders(<ClubPage club={club} account={account} admin={admin} />, {
    route: '/clubs/bris',
  });
  const nav = screen.getByRole('navigation', { name: 'Klubbens sidor' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe("the club's tabs", () => {
  it('offer "Funktionärer" and "Priskategorier" to the club\'s admins, "Konto" to its account', () => {
    expect(tabLabels(true, true)).toEqual([
      'Översikt',
      'Seglingar',
      'Serier',
      'Banor',
      'Profil',
      'Funktionärer',
      'Priskategorier',
      'Konto',
      'Hjälp',
    ]);
  });

  it('offer a club admin "Funktionärer" but not the club account\'s "Konto"', () => {
    const labels = tabLabels(false, true);
    expect(labels).toContain('Funktionärer');
    expect(labels).not.toContain('Konto');
  });

  it('offer neither to others (a race officer included)', () => {
    const labels = tabLabels(false, false);
    expect(labels).not.toContain('Funktionärer');
    expect(labels).not.toContain('Priskategorier');
    expect(labels).not.toContain('Konto');
  });
});
