/**
 * Club roles (docs/product.md §6, "Funktionärer"): a person's sailor account can hold one role in
 * any number of clubs. The one home of the role names, their labels and what each may write;
 * the server's permission check and the web app's controls both read it.
 */

/** The roles, from the narrowest; `protest_committee` came with the notice board (issue 30). */
export const CLUB_ROLES = ['protest_committee', 'race_officer', 'club_admin'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

/** The role's name in the interface. */
export const CLUB_ROLE_LABELS: Readonly<Record<ClubRole, string>> = {
  protest_committee: 'Protestkommitté',
  race_officer: 'Tävlingsledare',
  club_admin: 'Klubbadministratör',
};

/**
 * What a club write touches:
 * - `decision`: the decision of a protest or a request for redress (docs/product.md §17);
 * - `racing`: the club's sailings (create, edit, copy, publish, lifecycle), start groups,
 *   competitors, Målgång, reported finishes, the change log and its revert, the notice board,
 *   protests filed by the club and hearings;
 * - `club`: everything else (the profile, courses, series, roles, Sailwave import).
 */
export type ClubWriteScope = 'decision' | 'racing' | 'club';

/**
 * Whether the role may make writes of that scope: a club admin all, a race officer all but the
 * club's own, the protest committee only decisions.
 */
export function roleAllows(role: ClubRole, scope: ClubWriteScope): boolean {
  if (role === 'club_admin') return true;
  if (role === 'race_officer') return scope !== 'club';
  return scope === 'decision';
}

/** Whether a text is one of the roles (for rows read back from the database). */
export function isClubRole(value: string): value is ClubRole {
  return (CLUB_ROLES as readonly string[]).includes(value);
}

/** The name a change is signed with when the shared club login made it. */
export const CLUB_ACCOUNT_SIGNATURE = 'Klubbkontot';

/**
 * How a change is signed: "Lena Hägg, tävlingsledare" for an official, the name alone for
 * anyone else with a name, else the e-mail address.
 */
export function signatureOf(person: {
  name: string;
  email: string;
  role: ClubRole | null;
}): string {
  const name = person.name.trim() || person.email;
  return person.role ? `${name}, ${CLUB_ROLE_LABELS[person.role].toLowerCase()}` : name;
}
