import type { CurrentUser } from '@segla/core';

/**
 * Where a sailor whose profile has no name yet (as right after registration) is taken after
 * her login: her settings, to complete it (issue 13: nameless profiles are listed nowhere).
 * Null for everyone else, who go where docs/product.md §2 says (`afterLoginPath`). Kept out of
 * `afterLoginPath`, which the shell loads first: its first-load budget has no room left.
 */
export function profilePromptPath(user: CurrentUser): string | null {
  const { sailor } = user;
  if (!sailor || sailor.first_name !== '' || sailor.last_name !== '') return null;
  return `/sailors/${encodeURIComponent(sailor.slug)}/settings`;
}
