import {
  PENALTY_CODES,
  SCORE_CODES,
  formatClockTime,
  isScoringValidationError,
  parseClockTime,
  isValidRating,
  type Handicap,
  type PenaltyCode,
  type RaceEntry,
  type Redress,
  type ScoreCode,
} from '@segla/core';
import type { ResultCompetitorRow, ResultGroupRow } from './results-repository.ts';

const SECONDS_PER_DAY = 86_400;

/** A competitor made ready for the scoring core, with the times the result row shows. */
export interface PreparedEntry {
  competitor: ResultCompetitorRow;
  /** What `scoreRace` scores; `boat` is the competitor id. */
  entry: RaceEntry;
  /** Start clock time used ("HH:MM:SS"), or null when none is known. */
  start: string | null;
  /** Finish clock time: the stored one, else one derived from a stored elapsed time. */
  finishTime: string | null;
  /** Seconds from start to finish (past midnight counts as the next day), when both are known. */
  elapsed: number | null;
  /** The stored code, trimmed and in capitals; null for none. */
  code: string | null;
}

/** Seconds since midnight of a stored clock time, or null when it is missing or malformed. */
export function clockSeconds(text: string | null): number | null {
  if (text == null) return null;
  try {
    return parseClockTime(text);
  } catch (error) {
    if (isScoringValidationError(error)) return null;
    throw error;
  }
}

/** The clock time a competitor starts at: her own in a pursuit start, else the group's. */
export function startOf(competitor: ResultCompetitorRow, group: ResultGroupRow): number | null {
  return group.start_type === 'pursuit'
    ? (clockSeconds(competitor.start) ?? clockSeconds(group.start_time))
    : clockSeconds(group.start_time);
}

function isWholeTenths(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/**
 * A rating the core accepts for the handicap (a time correction factor in (0, 5], a PY number
 * in range; scratch takes none), else null: the boat is left unscored, never a failed read.
 */
export function usableRating(handicap: Handicap, rating: number | null): number | null {
  if (handicap === 'scratch' || rating == null) return null;
  return isValidRating(handicap, rating) ? rating : null;
}

/**
 * How RDG is scored, from the competitor's `redress_method` and `code_points`: stated points
 * when given, else the average of the series (which a single sailing cannot compute: points
 * null until the series scores it).
 */
function redressOf(competitor: ResultCompetitorRow): Redress {
  const points = competitor.code_points;
  const stated = points != null && points >= 0 && isWholeTenths(points);
  if (competitor.redress_method === 'earlier_races') return { method: 'races_before' };
  if (competitor.redress_method === 'all_races') return { method: 'all_races' };
  return stated ? { method: 'stated', points } : { method: 'all_races' };
}

/**
 * Turns a competitor into a race entry. The stored data passed the write endpoints' checks, but
 * scoring must never fail a read, so whatever the core would refuse is made harmless here:
 * - a finish with no known start cannot be timed: the boat counts as still racing;
 * - a missing or out-of-range rating in an SRS group leaves the boat unscored (`no_rating`);
 * - a penalty (ZFP, SCP, DPI) without a timed finish, DPI without points, or an unknown code is
 *   left out (the row still shows the stored code); an SCP % out of (0, 100] is the default 20.
 */
export function prepareEntry(
  competitor: ResultCompetitorRow,
  group: ResultGroupRow,
): PreparedEntry {
  const start = startOf(competitor, group);
  let finish = clockSeconds(competitor.finish_time);
  const storedElapsed = competitor.elapsed_time;
  if (
    finish == null &&
    start != null &&
    storedElapsed != null &&
    Number.isInteger(storedElapsed) &&
    storedElapsed >= 0 &&
    storedElapsed < SECONDS_PER_DAY
  ) {
    // Only an elapsed time was recorded: its finish is start + elapsed.
    finish = (start + storedElapsed) % SECONDS_PER_DAY;
  }
  // A finish is timed only from a known start.
  const timedFinish = start != null ? finish : null;
  const elapsed =
    start != null && timedFinish != null
      ? (timedFinish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY
      : null;
  const timed = timedFinish != null;
  // A place without a time (a fleet scored by place, docs/product.md §16) is a finish too.
  const position =
    competitor.finish_position != null &&
    Number.isInteger(competitor.finish_position) &&
    competitor.finish_position > 0
      ? competitor.finish_position
      : null;

  const entry: RaceEntry = {
    boat: String(competitor.id),
    rating: usableRating(group.handicap === 'srs' ? 'time_on_time' : 'scratch', competitor.rating),
    startTime: start == null ? null : formatClockTime(start),
    finishTime: timedFinish == null ? null : formatClockTime(timedFinish),
  };
  if (position != null) entry.position = position;
  const code = competitor.code?.trim().toUpperCase() ?? '';
  if ((SCORE_CODES as readonly string[]).includes(code)) {
    entry.code = code as ScoreCode;
    if (code === 'RDG') entry.redress = redressOf(competitor);
  } else if ((timed || position != null) && (PENALTY_CODES as readonly string[]).includes(code)) {
    const penalty = code as PenaltyCode;
    if (penalty === 'SCP') {
      // A decision's SCP states its % (docs/product.md §17); without one, the core's 20 %.
      const percent = competitor.code_points;
      entry.penalties = [
        percent != null && percent > 0 && percent <= 100 && isWholeTenths(percent)
          ? { code: 'SCP', percent }
          : { code: 'SCP' },
      ];
    } else if (penalty !== 'DPI') {
      entry.penalties = [{ code: penalty }];
    } else if (
      competitor.code_points != null &&
      competitor.code_points > 0 &&
      isWholeTenths(competitor.code_points)
    ) {
      entry.penalties = [{ code: 'DPI', points: competitor.code_points }];
    }
  }

  return {
    competitor,
    entry,
    start: entry.startTime ?? null,
    finishTime: competitor.finish_time ?? (finish == null ? null : formatClockTime(finish)),
    elapsed,
    code: code === '' ? null : code,
  };
}
