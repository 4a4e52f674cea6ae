import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyClubs } from './my-clubs.tsx';

describe('Mina klubbar', () => {
  it('lists each club she holds a role in, to its page, with the role', () => {
    renderWithProviders(
      <MyClubs
        roles={[
          { club: { id: 2, slug: 'ksss', name: 'KSSS' }, role: 'club_admin' },
          { club: { id: 3, slug: 'bris', name: 'Bris' }, role: 'race_officer' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Mina klubbar' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bris Tävlingsledare',
      'KSSS Klubbadministratör',
    ]);
    expect(within(section).getByRole('link', { name: 'Bris' })).toHaveAttribute(
      'href',
      '/clubs/bris',
    );
  });

  it('shows nothing when she has no roles', () => {
    renderWithProviders(<MyClubs roles={[]} />);
    expect(screen.queryByText('Mina klubbar')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
