import { swedishCollator } from '@segla/core/search';
import type { Kysely } from 'kysely';
import {
  INDEX_LATEST_RESULTS_LIMIT,
  INDEX_ONGOING_LIMIT,
  INDEX_UPCOMING_LIMIT,
  indexDataSchema,
  type IndexData,
  type LatestResult,
} from '@segla/core';
import type { SailingResults } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import { resultsNoticeKey } from '../../db/results-notices.ts';
import type { DB } from '../../db/schema.ts';
import { scoreSailings } from '../results/results-service.ts';
import type { ResultsVersions } from '../results/results-versions.ts';
import {
  countTotals,
  countVisibleCompetitors,
  findLatestFinished,
  findSailingsByStatus,
} from './index-data-repository.ts';
import { notFound } from '../../http/api-error.ts';
import { taggedAnswer, type TaggedAnswer } from '../../http/tagged-answer.ts';
import { clubIdBySlug, listClubs } from '../clubs/club-repository.ts';
import { toClub } from '../clubs/club-presenter.ts';
import { toSailingListItem } from '../sailings/sailing-presenter.ts';

/** The notices of a change of what the totals count, and of a sailing's number of entries. */
const TOTALS = resultsNoticeKey('totals', 0);
const ENTRIES = resultsNoticeKey('entries', 0);

/** Places shown per start group in the latest results. */
const TOP_PLACES = 3;

/**
 * The best boats of each start group: those placed third or better (boats tied for third all
 * count). Groups where nobody has a place yet are left out.
 */
function topOfGroups(results: SailingResults | undefined): LatestResult['groups'] {
  if (!results) return [];
  return results.groups
    .map((group) => ({
      name: group.name,
      top: group.rows
        .filter((row) => row.rank != null && row.rank <= TOP_PLACES)
        .map((row) => ({
          rank: row.rank!,
          name: row.name,
          boat_name: row.boat_name,
          sail_number: row.sail_number,
          points: row.points,
        })),
    }))
    .filter((group) => group.top.length > 0);
}

/**
 * `GET /api/index-data/`: what the home page shows to everyone. Only published sailings; a fixed
 * number of queries (three sailing lists, two for the latest results' scoring, clubs, and the
 * totals and the competitors' total when they may have changed) whatever the number of rows: each sailing's competitors
 * are counted by the database as entries are written (migration 0017), so nothing here counts
 * entries. With `club` (a slug), the sailing lists are that club's (one query more; an unknown
 * club is a 404): the home page of a shared club link (docs/product.md §2).
 */
async function loadIndexData(
  db: Kysely<DB>,
  versions: ResultsVersions,
  now = new Date(),
  club?: string,
): Promise<IndexData> {
  const clubId = club === undefined ? undefined : await clubIdBySlug(db, club);
  if (club !== undefined && clubId === undefined) throw notFound();
  // Today on Stockholm's calendar, where the clubs' dates are, whatever zone the server runs in.
  const today = stockholmWallClock(now).date;
  // The reads do not depend on each other but for the latest results' scoring: on PostgreSQL
  // they run at once on the pool's connections (SQLite's driver runs them one after another).
  const [ongoing, upcoming, [latest, results], clubs, totals, competitors] = await Promise.all([
    findSailingsByStatus(db, 'ongoing', INDEX_ONGOING_LIMIT, undefined, clubId),
    // An "upcoming" sailing whose day has passed was never started or finished: not shown.
    findSailingsByStatus(db, 'upcoming', INDEX_UPCOMING_LIMIT, today, clubId),
    findLatestFinished(db, INDEX_LATEST_RESULTS_LIMIT, clubId).then(
      async (rows) => [rows, await scoreSailings(db, rows)] as const,
    ),
    // Every active club (sorted below with the Swedish collation).
    listClubs(db),
    // Kept until a change of what they count (migration 0017), not counted after every result.
    versions.figureUntil('totals', [TOTALS], () => countTotals(db)),
    versions.figureUntil('competitors', [TOTALS, ENTRIES], () => countVisibleCompetitors(db)),
  ]);

  const item = (row: (typeof ongoing)[number]) => toSailingListItem(row);
  return {
    ongoing: ongoing.map(item),
    upcoming: upcoming.map(item),
    latest_results: latest.map((row) => ({
      sailing: item(row),
      groups: topOfGroups(results.get(row.id)),
    })),
    clubs: clubs.sort((a, b) => swedishCollator.compare(a.name, b.name) || a.id - b.id).map(toClub),
    counts: { ...totals, competitors },
  };
}

/**
 * `GET /api/index-data/` as sent: the answer serialized once (as the route's schema would:
 * unknown keys dropped) and kept by the results versions until any notice (decisions 0038,
 * 0039): migration 0012 announces every result, entry and sailing's status, 0016 everything
 * else the page shows (clubs, sailings' other fields, series' and courses' names, sailors'
 * number). Kept per club and per Stockholm day (the upcoming list starts today). Then a read
 * runs no query and sends the stored text with its entity tag.
 */
export function loadIndexDataJson(
  db: Kysely<DB>,
  versions: ResultsVersions,
  now = new Date(),
  club?: string,
): Promise<TaggedAnswer> {
  const today = stockholmWallClock(now).date;
  return versions.figure(`index data ${today} ${club ?? ''}`, async () => {
    const data = await loadIndexData(db, versions, now, club);
    return taggedAnswer(JSON.stringify(indexDataSchema.parse(data)));
  });
}
