import type { CurrentUser } from '@segla/core';
import { roleAllows, type ClubWriteScope } from '@segla/core/club';

/**
 * Whether the signed-in user may make a club's writes of `scope` (docs/product.md §6): staff,
 * the club's own account (a club admin), or a person whose role in the club allows the scope
 * (`racing`: the sailings and what is in them; `club`: everything, roles included). The web
 * app shows write controls only then; the server decides anyway.
 */
export function canManageClub(
  user: CurrentUser | null,
  clubSlug: string,
  scope: ClubWriteScope = 'club',
): boolean {
  if (!user) return false;
  if (user.is_staff || (user.club !== null && user.club.slug === clubSlug)) return true;
  const held = user.roles.find((role) => role.club.slug === clubSlug);
  return held !== undefined && roleAllows(held.role, scope);
}
