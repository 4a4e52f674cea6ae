import {
  beatTheLeaderBy,
  formatClockTime,
  scoreRace,
  type Handicap,
  type RaceResultRow,
  type RoundCorrected,
} from '@segla/core';
import type { SailingResultGroup, SailingResultRow, SailingResults } from '@segla/core';
import { isCountedReport } from '../finish-reports/finish-report-presenter.ts';
import { categoryIds, resultCategories } from './result-categories.ts';
import { coreScoringOptions, type ScoringColumns } from '../series/series-scoring-columns.ts';
import { clockSeconds, prepareEntry, usableRating, type PreparedEntry } from './race-entries.ts';
import type {
  ResultCompetitorRow,
  ResultGroupRow,
  ResultListRow,
  ScorableSailing,
} from './results-repository.ts';

/** The series options scoring uses: the sailing's series', else the defaults of the core. */
type ScoringOptionsRow = Pick<ScorableSailing, keyof ScoringColumns>;

function toRow(
  prepared: PreparedEntry,
  scored: Pick<RaceResultRow, 'rank' | 'points' | 'corrected'> & {
    status: SailingResultRow['status'];
  },
  rating: number | null = prepared.competitor.rating,
): SailingResultRow {
  const { competitor } = prepared;
  return {
    competitor_id: competitor.id,
    rank: scored.rank,
    points: scored.points,
    code: prepared.code,
    status: scored.status,
    name: competitor.name,
    boat_name: competitor.boat_name,
    boat_type: competitor.boat_type,
    sail_number: competitor.sail_number,
    rating,
    start: prepared.start,
    finish_time: prepared.finishTime,
    elapsed_time: prepared.elapsed,
    corrected_time: scored.corrected,
    beat_leader_by: null,
    reported: isCountedReport(competitor),
    protest: protestOf(competitor),
    categories: categoryIds(competitor),
  };
}

/** The protest decision a competitor's code came from, as the result line links it (issue 30). */
export function protestOf(
  competitor: Pick<ResultCompetitorRow, 'protest_id' | 'protest_number'>,
): SailingResultRow['protest'] {
  return competitor.protest_id != null && competitor.protest_number != null
    ? { id: competitor.protest_id, number: competitor.protest_number }
    : null;
}

/**
 * While a sailing is on, gives every boat still racing in a common start the clock time by
 * which she must finish to beat the current leader on corrected time (docs/product.md §12).
 */
function addBeatTheLeader(
  group: ResultGroupRow,
  rows: SailingResultRow[],
  prepared: ReadonlyMap<string, PreparedEntry>,
  round: RoundCorrected,
): void {
  if (group.start_type !== 'common') return;
  const leader = rows.find((row) => row.status === 'finished' && row.corrected_time != null);
  if (!leader || leader.corrected_time == null) return;
  for (const row of rows) {
    if (row.status !== 'unfinished') continue;
    const entry = prepared.get(String(row.competitor_id));
    const start = clockSeconds(entry?.start ?? null);
    if (start == null || (group.handicap === 'srs' && entry?.entry.rating == null)) continue;
    const by = beatTheLeaderBy({
      leaderCorrected: leader.corrected_time,
      handicap: group.handicap === 'srs' ? 'time_on_time' : 'scratch',
      rating: entry?.entry.rating ?? null,
      startSeconds: start,
      round,
    });
    row.beat_leader_by = by == null ? null : formatClockTime(by);
  }
}

/**
 * How a start group's finishes are ranked: by the group's own handicap (SRS on corrected time,
 * scratch on elapsed time), or by one of its further lists with the list's ratings.
 */
interface Ranking {
  handicap: Handicap;
  /** The rating a boat is ranked with and shown with. */
  ratingOf: (competitor: ResultCompetitorRow) => number | null;
}

/**
 * The group's rows ranked one way: the core's order (points, then place, then entry order),
 * then the boats that cannot be scored for want of a rating, without rank or points.
 */
function rankedRows(
  group: ResultGroupRow,
  prepared: readonly PreparedEntry[],
  ranking: Ranking,
  options: ScoringOptionsRow,
): SailingResultRow[] {
  const byBoat = new Map(prepared.map((entry) => [entry.entry.boat, entry]));
  const groupStart = clockSeconds(group.start_time);
  const result = scoreRace({
    handicap: ranking.handicap,
    startType: group.start_type,
    startTime: groupStart == null ? null : formatClockTime(groupStart),
    entries: prepared.map((entry) => ({
      ...entry.entry,
      rating: usableRating(ranking.handicap, ranking.ratingOf(entry.competitor)),
    })),
    ...coreScoringOptions(options),
  });
  const rowOf = (boat: string, scored: Parameters<typeof toRow>[1]) => {
    const entry = byBoat.get(boat)!;
    return toRow(entry, scored, ranking.ratingOf(entry.competitor));
  };
  const rows = result.rows.map((row) => rowOf(row.boat, row));
  for (const rejected of result.rejected) {
    rows.push(
      rowOf(rejected.boat, { rank: null, points: null, corrected: null, status: 'no_rating' }),
    );
  }
  return rows;
}

/**
 * Scores one start group as its own fleet (docs/product.md §12): SRS groups on corrected time
 * (elapsed × rating), scratch groups on elapsed time, pursuit starts on finishing order; and each
 * of its further lists ("Fler resultatlistor") the same way with the list's handicap and ratings.
 */
export function scoreStartGroup(
  group: ResultGroupRow,
  competitors: readonly ResultCompetitorRow[],
  options: ScoringOptionsRow,
  ongoing = false,
): SailingResultGroup {
  const prepared = competitors.map((competitor) => prepareEntry(competitor, group));
  const rows = rankedRows(
    group,
    prepared,
    {
      handicap: group.handicap === 'srs' ? 'time_on_time' : 'scratch',
      ratingOf: (competitor) => competitor.rating,
    },
    options,
  );
  if (ongoing) {
    const byBoat = new Map(prepared.map((entry) => [entry.entry.boat, entry]));
    addBeatTheLeader(group, rows, byBoat, options.round_corrected ?? 'none');
  }
  return {
    id: group.id,
    name: group.name,
    handicap: group.handicap,
    start_type: group.start_type,
    rows,
    lists: group.lists.map((list) => ({
      id: list.id,
      name: list.name,
      kind: list.kind,
      rows: rankedRows(group, prepared, listRanking(list), options),
    })),
  };
}

/** How a further list ranks: its kind's handicap, each boat with her rating in the list. */
export function listRanking(list: ResultListRow): Ranking {
  return {
    handicap: list.kind,
    ratingOf: (competitor) =>
      list.kind === 'scratch' ? null : (list.ratings.get(competitor.id) ?? null),
  };
}

/** The result of one sailing from its rows: each start group scored on its own. */
export function scoreSailing(
  sailing: ScorableSailing,
  groups: readonly ResultGroupRow[],
  competitors: readonly ResultCompetitorRow[],
): SailingResults {
  const byGroup = new Map<number, ResultCompetitorRow[]>();
  for (const competitor of competitors) {
    if (competitor.start_group_id == null) continue;
    const list = byGroup.get(competitor.start_group_id) ?? [];
    list.push(competitor);
    byGroup.set(competitor.start_group_id, list);
  }
  return {
    sailing_id: sailing.id,
    verified: Boolean(sailing.verified_result),
    finished: Boolean(sailing.is_finished),
    groups: groups.map((group) =>
      scoreStartGroup(group, byGroup.get(group.id) ?? [], sailing, sailing.status === 'ongoing'),
    ),
    categories: resultCategories(competitors),
  };
}
