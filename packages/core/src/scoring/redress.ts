/** RRS A9: redress scored as an average of the boat's other races. */
import { averageTenths } from './exact.ts';
import type { Redress, ScoreCode } from './types.ts';

/** One of a boat's race scores, as the redress average sees it. */
export interface RedressPoolScore {
  raceIndex: number;
  raceId: string;
  /** Race points (unweighted) in tenths. */
  tenths: number;
  code: ScoreCode | null;
  /** Whether the fleet sailed the race (an unsailed race has no score to average). */
  sailed: boolean;
}

/** Redress scored as an average (every method but `stated`). */
export type AveragedRedress = Exclude<Redress, { method: 'stated' }>;

/**
 * Points in tenths for averaged redress in race `raceIndex` (RRS A9): the mean of the boat's
 * scores in the races the method names, to the nearest tenth (0.05 upward).
 * - `all_races` (A9(a)): every other race; `races_before` (A9(b)): the races before this one;
 * - `all_races_excl_dnc`: as `all_races`, leaving out her worst DNC scores, at most as many as
 *   the discards she has (`discards`);
 * - never another redress score: each redress is the mean of races actually sailed, else two
 *   redress scores would average each other and depend on the order they are computed;
 * - never a race in `excludeRaces`, nor a race the fleet did not sail.
 * @returns null when nothing is left to average.
 */
export function averagedRedressTenths(
  redress: AveragedRedress,
  raceIndex: number,
  scores: readonly RedressPoolScore[],
  discards: number,
): number | null {
  const excluded = new Set(redress.excludeRaces ?? []);
  let pool = scores.filter(
    (score) =>
      score.sailed &&
      score.raceIndex !== raceIndex &&
      score.code !== 'RDG' &&
      !excluded.has(score.raceId) &&
      (redress.method !== 'races_before' || score.raceIndex < raceIndex),
  );
  if (redress.method === 'all_races_excl_dnc') {
    const dropped = new Set(
      pool
        .filter((score) => score.code === 'DNC')
        .sort((a, b) => b.tenths - a.tenths || a.raceIndex - b.raceIndex)
        .slice(0, Math.max(0, discards))
        .map((score) => score.raceIndex),
    );
    pool = pool.filter((score) => !dropped.has(score.raceIndex));
  }
  return pool.length === 0 ? null : averageTenths(pool.map((score) => score.tenths));
}
