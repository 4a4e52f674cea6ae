import type { CurrentUser } from '@segla/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClubsMenu } from './clubs-menu.tsx';

const sailor: CurrentUser = {
  id: 5,
  email: 'lena@example.se',
  is_staff: false,
  account_type: 'sailor',
  club: null,
  sailor: { id: 3, slug: 'lena', first_name: 'Lena', last_name: 'Hägg', club: null },
  roles: [],
};

function renderMenu(user: CurrentUser | null) {
  return render(
    <MemoryRouter>
      <ClubsMenu user={user} />
    </MemoryRouter>,
  );
}

describe("the top bar's Mina klubbar", () => {
  it('links each club she officiates to its sailings, named by club and role', () => {
    renderMenu({
      ...sailor,
      roles: [
        { club: { id: 2, slug: 'bris', name: 'Bris' }, role: 'race_officer' },
        { club: { id: 1, slug: 'ksss', name: 'KSSS' }, role: 'club_admin' },
      ],
    });
    expect(screen.getByText('Mina klubbar')).toBeInTheDocument();
    const list = screen.getByRole('list', { hidden: true });
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bris – tävlingsledare', '/clubs/bris/sailings'],
      ['KSSS – klubbadministratör', '/clubs/ksss/sailings'],
    ]);
  });

  it('is not there for those without a role', () => {
    const { container } = renderMenu(sailor);
    expect(container).toBeEmptyDOMElement();
    expect(renderMenu(null).container).toBeEmptyDOMElement();
  });
});
