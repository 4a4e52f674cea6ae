import type { CurrentUser } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, needsProfileName } from './after-login-path.ts';

const club = { id: 1, slug: 'bris', name: 'Bris' };
const sailor = (first_name: string, last_name: string, withClub = true): CurrentUser => ({
  id: 7,
  email: 'anna@example.se',
  is_staff: false,
  account_type: 'sailor',
  club: null,
  sailor: { id: 3, slug: 'anna', first_name, last_name, club: withClub ? club : null },
});

describe('afterLoginPath', () => {
  it('takes a sailor without a name to her settings first', () => {
    expect(needsProfileName(sailor('', ''))).toBe(true);
    expect(afterLoginPath(sailor('', ''))).toBe('/sailors/anna/settings');
    expect(afterLoginPath(sailor('', '', false))).toBe('/sailors/anna/settings');
  });

  it('takes a named sailor to her club’s sailings, or home without a club', () => {
    expect(needsProfileName(sailor('Anna', ''))).toBe(false);
    expect(afterLoginPath(sailor('Anna', ''))).toBe('/clubs/bris/sailings');
    expect(afterLoginPath(sailor('', 'Lindqvist', false))).toBe('/');
  });

  it('takes a club account to its sailings and staff home', () => {
    const account: CurrentUser = {
      id: 1,
      email: 'bris@example.se',
      is_staff: false,
      account_type: 'club',
      club,
      sailor: null,
    };
    expect(afterLoginPath(account)).toBe('/clubs/bris/sailings');
    expect(afterLoginPath({ ...account, club: null, is_staff: true, account_type: 'staff' })).toBe(
      '/',
    );
  });
});
