import type { ClubRole } from '@segla/core/club';

/**
 * The role in a sentence about her, after "är nu" / "är inte längre": 'tävlingsledare',
 * 'klubbadministratör', 'med i protestkommittén' (a committee is something one is in).
 */
const ROLE_PREDICATES: Readonly<Record<ClubRole, string>> = {
  protest_committee: 'med i protestkommittén',
  race_officer: 'tävlingsledare',
  club_admin: 'klubbadministratör',
};

export function rolePredicate(role: ClubRole): string {
  return ROLE_PREDICATES[role];
}
