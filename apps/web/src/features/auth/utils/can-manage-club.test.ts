import type { CurrentUser } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { canManageClub } from './can-manage-club.ts';

const base: CurrentUser = {
  id: 1,
  email: 'lena@example.se',
  is_staff: false,
  account_type: 'sailor',
  club: null,
  sailor: { id: 3, slug: 'lena', first_name: 'Lena', last_name: 'Hägg', club: null },
  roles: [],
};

const bris = { id: 2, slug: 'bris', name: 'Bris' };
const ksss = { id: 1, slug: 'ksss', name: 'KSSS' };

describe('canManageClub', () => {
  it('refuses a visitor and a sailor without roles', () => {
    expect(canManageClub(null, 'ksss')).toBe(false);
    expect(canManageClub(null, 'ksss', 'racing')).toBe(false);
    expect(canManageClub(base, 'ksss')).toBe(false);
    expect(canManageClub(base, 'ksss', 'racing')).toBe(false);
  });

  it('lets staff do all', () => {
    const staff = { ...base, is_staff: true, account_type: 'staff' as const, sailor: null };
    expect(canManageClub(staff, 'ksss')).toBe(true);
    expect(canManageClub(staff, 'ksss', 'racing')).toBe(true);
  });

  it("lets the club's own account do all, and no other club's", () => {
    const club = { ...base, account_type: 'club' as const, club: ksss, sailor: null };
    expect(canManageClub(club, 'ksss')).toBe(true);
    expect(canManageClub(club, 'ksss', 'racing')).toBe(true);
    expect(canManageClub(club, 'bris')).toBe(false);
    expect(canManageClub(club, 'bris', 'racing')).toBe(false);
  });

  it("lets a race officer run the club's sailings, not the club", () => {
    const officer = { ...base, roles: [{ club: bris, role: 'race_officer' as const }] };
    expect(canManageClub(officer, 'bris', 'racing')).toBe(true);
    expect(canManageClub(officer, 'bris', 'club')).toBe(false);
    expect(canManageClub(officer, 'bris')).toBe(false);
    expect(canManageClub(officer, 'ksss', 'racing')).toBe(false);
  });

  it('lets a club admin do all in her club only', () => {
    const admin = {
      ...base,
      roles: [
        { club: bris, role: 'club_admin' as const },
        { club: ksss, role: 'race_officer' as const },
      ],
    };
    expect(canManageClub(admin, 'bris')).toBe(true);
    expect(canManageClub(admin, 'bris', 'racing')).toBe(true);
    expect(canManageClub(admin, 'ksss', 'racing')).toBe(true);
    expect(canManageClub(admin, 'ksss', 'club')).toBe(false);
    expect(canManageClub(admin, 'other', 'racing')).toBe(false);
  });
});
