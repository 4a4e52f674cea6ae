import type { CurrentUser } from '@segla/core';

/**
 * Where a login leads (docs/product.md §2): the club's sailings page for a club account (its own club)
 * or a sailor (the sailor's club); otherwise home.
 */
export function afterLoginPath(user: CurrentUser): string {
  const slug = user.club?.slug ?? user.sailor?.club?.slug ?? null;
  return slug ? `/clubs/${encodeURIComponent(slug)}/sailings` : '/';
}

/** The user's own page: the sailor's page, the club's page, or the admin panel for staff. */
export function ownPagePath(user: CurrentUser): string {
  if (user.sailor) return `/sailors/${encodeURIComponent(user.sailor.slug)}`;
  if (user.club) return `/clubs/${encodeURIComponent(user.club.slug)}`;
  if (user.is_staff) return '/admin';
  return '/';
}

/** A name to greet the user by. */
export function displayName(user: CurrentUser): string {
  if (user.sailor) return `${user.sailor.first_name} ${user.sailor.last_name}`.trim();
  if (user.club) return user.club.name;
  return user.email;
}
