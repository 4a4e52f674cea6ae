import type {
  SailingResults,
  SailorEntry,
  SailorEntryResult,
  SailorStanding,
  SeriesResults,
} from '@segla/core';
import { SAILING_STATUS_LABELS } from '@segla/core/sailing';
import type { SailorEntryRow } from './sailor-area-repository.ts';

/**
 * Her line of the sailing's result: found by her competitor in her start group's rows. The
 * group's size counts the boats that can be scored (not those still without a rating). A boat
 * still racing has no points yet (the scoring's DNF stand-in is not hers to show).
 */
function entryResult(row: SailorEntryRow, results: SailingResults | undefined) {
  if (!results || row.start_group_id === null) return null;
  const group = results.groups.find((candidate) => candidate.id === row.start_group_id);
  const own = group?.rows.find((line) => line.competitor_id === row.competitor_id);
  if (!group || !own) return null;
  const result: SailorEntryResult = {
    rank: own.rank,
    points: own.status === 'unfinished' ? null : own.points,
    code: own.code,
    group_size: group.rows.filter((line) => line.status !== 'no_rating').length,
  };
  return result;
}

/** An entry row as `GET /api/sailors/{id}/entries/` answers it, with its sailing's results. */
export function toSailorEntry(
  row: SailorEntryRow,
  results: SailingResults | undefined,
): SailorEntry {
  return {
    competitor_id: row.competitor_id,
    sailing: {
      id: row.id,
      name: row.name,
      start_date: row.start_date,
      start_time: row.start_time,
      status: row.status,
      status_label: SAILING_STATUS_LABELS[row.status],
      club: { id: row.club_id, slug: row.club_slug, name: row.club_name },
    },
    start_group:
      row.start_group_id !== null && row.start_group_name !== null
        ? {
            id: row.start_group_id,
            name: row.start_group_name,
            start_time: row.start_group_start_time,
          }
        : null,
    boat_name: row.boat_name,
    sail_number: row.sail_number,
    rating: row.rating,
    result: entryResult(row, results),
  };
}

/** Newest first: by date, then start time (a sailing without one as the day's first), then id. */
export function compareEntriesNewestFirst(a: SailorEntry, b: SailorEntry): number {
  const x = a.sailing;
  const y = b.sailing;
  if (x.start_date !== y.start_date) return x.start_date < y.start_date ? 1 : -1;
  const [xTime, yTime] = [x.start_time ?? '', y.start_time ?? ''];
  if (xTime !== yTime) return xTime < yTime ? 1 : -1;
  return y.id - x.id || b.competitor_id - a.competitor_id;
}

/**
 * Her standing in a series: the first start group whose standings hold her boat (`boats`
 * beside `results.groups`, as `scoreSeriesBoats` gives them), or null.
 */
export function standingOf(
  results: SeriesResults,
  boats: readonly string[][],
  herBoat: string,
): SailorStanding | null {
  for (const [index, group] of results.groups.entries()) {
    const position = boats[index]?.indexOf(herBoat) ?? -1;
    const row = position >= 0 ? group.rows[position] : undefined;
    if (row) return { group: group.name, rank: row.rank, net: row.net, boats: group.rows.length };
  }
  return null;
}
