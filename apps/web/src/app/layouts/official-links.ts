import type { CurrentUser } from '@segla/core';
import { CLUB_ROLE_LABELS } from '@segla/core/club';

/**
 * The user menu's entry per club she officiates (docs/product.md §6): to the club's sailings,
 * named by the club and her role there ("Bris – tävlingsledare"). Empty for everyone else.
 */
export function officialLinks(user: CurrentUser | null): { to: string; label: string }[] {
  return (user?.roles ?? []).map(({ club, role }) => ({
    to: `/clubs/${encodeURIComponent(club.slug)}/sailings`,
    label: `${club.name} – ${CLUB_ROLE_LABELS[role].toLowerCase()}`,
  }));
}
