import { describe, expect, it } from 'vitest';
import { CLUB_ROLES, isClubRole, roleAllows, signatureOf } from './roles.ts';

describe('club roles', () => {
  it('lets a race officer write racing only, and a club admin everything', () => {
    expect(roleAllows('race_officer', 'racing')).toBe(true);
    expect(roleAllows('race_officer', 'club')).toBe(false);
    expect(roleAllows('club_admin', 'racing')).toBe(true);
    expect(roleAllows('club_admin', 'club')).toBe(true);
  });

  it('lets the protest committee decide and nothing else; officers and admins decide too', () => {
    expect(roleAllows('protest_committee', 'decision')).toBe(true);
    expect(roleAllows('protest_committee', 'racing')).toBe(false);
    expect(roleAllows('protest_committee', 'club')).toBe(false);
    expect(roleAllows('race_officer', 'decision')).toBe(true);
    expect(roleAllows('club_admin', 'decision')).toBe(true);
  });

  it('knows its roles and nothing else', () => {
    for (const role of CLUB_ROLES) expect(isClubRole(role)).toBe(true);
    expect(isClubRole('staff')).toBe(false);
    expect(isClubRole('')).toBe(false);
  });

  it('signs with the name and the role in lower case', () => {
    const lena = { name: 'Lena Hägg', email: 'lena@example.se' };
    expect(signatureOf({ ...lena, role: 'race_officer' })).toBe('Lena Hägg, tävlingsledare');
    expect(signatureOf({ ...lena, role: 'club_admin' })).toBe('Lena Hägg, klubbadministratör');
    expect(signatureOf({ ...lena, role: null })).toBe('Lena Hägg');
    expect(signatureOf({ name: ' ', email: 'lena@example.se', role: null })).toBe(
      'lena@example.se',
    );
  });
});
