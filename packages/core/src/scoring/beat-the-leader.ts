import { correctedTime } from './corrected-time.ts';
import type { Handicap, RoundCorrected } from './types.ts';

const SECONDS_PER_DAY = 86_400;

/** What `beatTheLeaderBy` needs of a boat still racing and of the current leader. */
export interface BeatTheLeaderInput {
  /** The leader's corrected time, seconds (as the race result gives it). */
  leaderCorrected: number;
  handicap: Handicap;
  /** The boat's rating (time-on-time factor or PY number); unused in scratch fleets. */
  rating: number | null;
  /** The boat's start, seconds since midnight. */
  startSeconds: number;
  round?: RoundCorrected;
}

/**
 * The latest clock time (seconds since midnight) at which a boat still racing would finish
 * ahead of the current leader on corrected time: a strictly shorter corrected time, since an
 * equal one only ties (RRS A7). Null if no finish could beat the leader (a leader on zero).
 * The result page shows it for every boat still out while a sailing is on (docs/product.md §12).
 */
export function beatTheLeaderBy(input: BeatTheLeaderInput): number | null {
  const { leaderCorrected, handicap, rating, startSeconds } = input;
  const round = input.round ?? 'none';
  const corrected = (elapsed: number) => correctedTime(elapsed, handicap, rating, round);
  // First guess from the inverse of the correction, then settle it exactly on whole seconds.
  const factor = handicap === 'scratch' ? 1 : corrected(1_000_000) / 1_000_000;
  let elapsed = Math.max(0, Math.ceil(leaderCorrected / factor) - 1);
  while (elapsed > 0 && corrected(elapsed) >= leaderCorrected) elapsed -= 1;
  while (corrected(elapsed + 1) < leaderCorrected) elapsed += 1;
  if (corrected(elapsed) >= leaderCorrected) return null;
  return (startSeconds + elapsed) % SECONDS_PER_DAY;
}
