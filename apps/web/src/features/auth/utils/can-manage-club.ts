import type { CurrentUser } from '@segla/core';

/**
 * Whether the signed-in user may write a club's data (docs/product.md §6): its own club
 * account, or staff. The web app shows write controls only then; the server decides anyway.
 */
export function canManageClub(user: CurrentUser | null, clubSlug: string): boolean {
  if (!user) return false;
  return user.is_staff || (user.club !== null && user.club.slug === clubSlug);
}
