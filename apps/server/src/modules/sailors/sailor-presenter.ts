import { swedishCollator } from '@segla/core/search';
import type { Sailor } from '@segla/core';
import { mediaUrl } from '../files/image-service.ts';
import type { SailorRow } from './sailor-repository.ts';

/**
 * A sailor row (with its club) as the API answers it; with `birth_year` only for a reader who
 * may edit the profile (`private`: issue 32, the birth year is hers, never public).
 */
export function toSailor(row: SailorRow, options: { private?: boolean } = {}): Sailor {
  const answer: Sailor = {
    id: row.id,
    slug: row.slug,
    first_name: row.first_name,
    last_name: row.last_name,
    club:
      row.club_id !== null && row.club_slug !== null && row.club_name !== null
        ? { id: row.club_id, slug: row.club_slug, name: row.club_name }
        : null,
    picture: mediaUrl(row.picture),
    user: row.user_id,
  };
  if (options.private === true) answer.birth_year = row.birth_year;
  return answer;
}

/** By last name, then first name, in Swedish order; sailors without a name (not listed) last. */
export function compareSailors(a: SailorRow, b: SailorRow): number {
  const unnamed = (row: SailorRow) => (row.first_name === '' && row.last_name === '' ? 1 : 0);
  return (
    unnamed(a) - unnamed(b) ||
    swedishCollator.compare(a.last_name, b.last_name) ||
    swedishCollator.compare(a.first_name, b.first_name) ||
    swedishCollator.compare(a.slug, b.slug)
  );
}
