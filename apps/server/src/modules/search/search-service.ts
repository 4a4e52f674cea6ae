import type { SearchResponse, SearchResult } from '@segla/core';
import { formatDate } from '@segla/core/format';
import { SAILING_STATUS_LABELS } from '@segla/core/sailing';
import { queryWords, SEARCH_RESULT_LIMIT, swedishCollator } from '@segla/core/search';
import type { Kysely } from 'kysely';
import type { DB, SearchEntityType } from '../../db/schema.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { viewerOf, type Viewer } from '../visibility/visibility.ts';
import {
  findBoatsByIds,
  findClubsByIds,
  findMatches,
  findSailingsByIds,
  findSailorsByIds,
  findSeriesByIds,
  type SearchMatch,
} from './search-repository.ts';

/**
 * Candidates ranked by the database before titles decide among equals. Larger than the page so
 * the Swedish title order holds at the page's end unless more than this many tie exactly. Twice
 * the page: a prefix like "hö" ties thousands of series ("Höstserien 2019" of every club), and
 * whatever the limit, such a page is the title order of the first candidates by id; each
 * candidate costs index probes in the match and a title lookup (decision 0039).
 */
const CANDIDATE_LIMIT = 2 * SEARCH_RESULT_LIMIT;

const TYPE_ORDER: Record<SearchEntityType, number> = {
  club: 0,
  series: 1,
  sailing: 2,
  sailor: 3,
  boat: 4,
};

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');

/** Parts trimmed and joined by spaces, the empty ones left out: "Anna Ek", "Vinga SWE 100". */
const spaced = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');

interface Found extends SearchResult {
  match: SearchMatch;
}

/** Titles, descriptions and SPA paths of the matched entities: one query per kind found. */
async function describe(
  db: Kysely<DB>,
  matches: readonly SearchMatch[],
  viewer: Viewer,
): Promise<Found[]> {
  const ids = (type: SearchEntityType) =>
    matches.filter((match) => match.entity_type === type).map((match) => match.entity_id);
  const [clubs, series, sailings, sailors, boats] = await Promise.all([
    findClubsByIds(db, ids('club')),
    findSeriesByIds(db, ids('series'), viewer),
    findSailingsByIds(db, ids('sailing')),
    findSailorsByIds(db, ids('sailor')),
    findBoatsByIds(db, ids('boat')),
  ]);
  const described = new Map<string, SearchResult>();
  for (const club of clubs) {
    described.set(`club:${club.id}`, {
      type: 'club',
      id: club.id,
      title: club.name,
      subtitle: join('Klubb', club.city),
      url: `/clubs/${club.slug}`,
    });
  }
  for (const serie of series) {
    const year = (serie.first_date ?? serie.created_at).slice(0, 4);
    described.set(`series:${serie.id}`, {
      type: 'series',
      id: serie.id,
      title: serie.name,
      subtitle: join('Serie', serie.club_name, year),
      url: `/clubs/${serie.club_slug}/series/${serie.id}`,
    });
  }
  for (const sailing of sailings) {
    described.set(`sailing:${sailing.id}`, {
      type: 'sailing',
      id: sailing.id,
      title: sailing.name,
      subtitle: join(
        'Segling',
        formatDate(sailing.start_date),
        sailing.club_name,
        sailing.status === 'unpublished' ? SAILING_STATUS_LABELS.unpublished : null,
      ),
      url: `/clubs/${sailing.club_slug}/sailings/${sailing.id}`,
    });
  }
  for (const sailor of sailors) {
    const name = spaced(sailor.first_name, sailor.last_name);
    described.set(`sailor:${sailor.id}`, {
      type: 'sailor',
      id: sailor.id,
      title: name || sailor.slug,
      subtitle: join('Seglare', sailor.club_name),
      url: `/sailors/${sailor.slug}`,
    });
  }
  // A boat: name and sail number; model and owner; her owner's page (issue 13).
  for (const boat of boats) {
    const owner = spaced(boat.owner_first_name, boat.owner_last_name);
    described.set(`boat:${boat.id}`, {
      type: 'boat',
      id: boat.id,
      title: spaced(boat.name, boat.sail_number),
      subtitle: join('Båt', boat.model_name, owner),
      url: boat.owner_slug === null ? null : `/sailors/${boat.owner_slug}`,
    });
  }
  // An entity deleted while its words linger (it should not happen) is simply not listed.
  return matches.flatMap((match) => {
    const result = described.get(`${match.entity_type}:${match.entity_id}`);
    return result ? [{ ...result, match }] : [];
  });
}

/**
 * Best first: more exact words, earlier positions, then club > series > sailing > sailor > boat,
 * title.
 */
function compareFound(a: Found, b: Found): number {
  return (
    b.match.exact_count - a.match.exact_count ||
    a.match.position_sum - b.match.position_sum ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    swedishCollator.compare(a.title, b.title) ||
    a.id - b.id
  );
}

/**
 * `GET /api/search/?query=`: clubs, series, sailings, sailors and boats whose words every query word
 * prefixes, best first, at most SEARCH_RESULT_LIMIT. Unpublished sailings, and series without a
 * published sailing, are found only by their club's account and staff. A fixed number of queries: the match, then one per kind.
 */
export async function search(
  db: Kysely<DB>,
  query: string | undefined,
  user: AuthUser | null,
): Promise<SearchResponse> {
  const words = queryWords(query ?? '');
  if (words.length === 0) return { result_list: [] };
  const viewer = viewerOf(user);
  const matches = await findMatches(db, words, viewer, CANDIDATE_LIMIT);
  const found = await describe(db, matches, viewer);
  return {
    result_list: found
      .sort(compareFound)
      .slice(0, SEARCH_RESULT_LIMIT)
      .map(({ type, id, title, subtitle, url }) => ({ type, id, title, subtitle, url })),
  };
}
