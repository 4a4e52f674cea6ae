import type { SailingResultGroup, SailingResultRow } from '@segla/core';
import { clockSeconds } from '@segla/core/time';

/**
 * While a sailing is ongoing, the clock time (seconds since midnight) by which a boat still
 * racing must finish to beat the current leader of its group (docs/product.md §12). SRS is
 * time-on-time: the boat beats the leader if elapsed × rating < the leader's corrected time.
 * Scratch: elapsed < the leader's elapsed. A pursuit start's finishing order is the result,
 * so a boat still racing can no longer beat a boat already home: null.
 */
export function finishBySeconds(group: SailingResultGroup, row: SailingResultRow): number | null {
  if (row.status !== 'unfinished' || !row.start) return null;
  if (group.start_type === 'pursuit') return null;
  const leader = group.rows.find((candidate) => candidate.status === 'finished');
  if (!leader) return null;
  const start = clockSeconds(row.start);
  if (start === null) return null;
  if (group.handicap === 'scratch') {
    return leader.elapsed_time === null ? null : start + leader.elapsed_time;
  }
  if (leader.corrected_time === null || !row.rating) return null;
  return start + leader.corrected_time / row.rating;
}

/**
 * The time to beat the leader: the server's `beat_leader_by` when it sends one (it knows
 * midnight and the scoring rules best), else worked out here.
 */
export function finishByOf(group: SailingResultGroup, row: SailingResultRow): number | null {
  if ('beat_leader_by' in row && row.beat_leader_by !== undefined) {
    return row.beat_leader_by === null ? null : clockSeconds(row.beat_leader_by);
  }
  return finishBySeconds(group, row);
}
