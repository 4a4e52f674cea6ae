import type { CurrentUser } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { profilePromptPath } from './profile-prompt.ts';

const sailor = (first_name: string, last_name: string): CurrentUser => ({
  id: 7,
  email: 'anna@example.se',
  is_staff: false,
  account_type: 'sailor',
  club: null,
  sailor: { id: 3, slug: 'anna', first_name, last_name, club: null },
  roles: [],
});

describe('profilePromptPath', () => {
  it('takes a sailor without a name to her settings', () => {
    expect(profilePromptPath(sailor('', ''))).toBe('/sailors/anna/settings');
  });

  it('leaves named sailors, club accounts and staff where login leads', () => {
    expect(profilePromptPath(sailor('Anna', ''))).toBeNull();
    expect(profilePromptPath(sailor('', 'Lindqvist'))).toBeNull();
    const club = { id: 1, slug: 'bris', name: 'Bris' };
    expect(
      profilePromptPath({ ...sailor('', ''), account_type: 'club', club, sailor: null }),
    ).toBeNull();
  });
});
