import { elapsedSeconds, pursuitStarts } from '@segla/core';
import type { Selectable } from 'kysely';
import type { CompetitorTable, StartGroupTable } from '../../db/schema.ts';

type GroupTimes = Pick<
  Selectable<StartGroupTable>,
  'id' | 'start_time' | 'start_type' | 'pursuit_minutes' | 'pursuit_rounding'
>;
type CompetitorTimes = Pick<
  Selectable<CompetitorTable>,
  'id' | 'start_group_id' | 'rating' | 'start' | 'finish_time' | 'elapsed_time'
>;

/** A competitor's start and elapsed time as they should be stored. */
export interface PlannedTimes {
  id: number;
  start: string | null;
  elapsed_time: number | null;
}

/**
 * The stored start (own pursuit start, else null) and elapsed time of each competitor of a
 * sailing, from her group and rating. In a pursuit start each rated boat gets her own start
 * from `pursuitStarts`; a boat without a rating keeps the group's start. A recorded finish time
 * is the truth: its elapsed time follows every change of start (a postponed start, a move to
 * another group), and is null while no start is known. An elapsed time entered without a finish
 * time is kept as entered.
 */
export function planTimes(
  groups: readonly GroupTimes[],
  competitors: readonly CompetitorTimes[],
): PlannedTimes[] {
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const ownStart = new Map<number, string | null>();
  for (const group of groups) {
    if (group.start_type !== 'pursuit' || group.pursuit_minutes === null || !group.start_time) {
      continue;
    }
    const rated = competitors.filter(
      (competitor) => competitor.start_group_id === group.id && competitor.rating !== null,
    );
    const starts = pursuitStarts({
      boats: rated.map((competitor) => ({
        boat: String(competitor.id),
        rating: competitor.rating as number,
      })),
      courseTimeSeconds: group.pursuit_minutes * 60,
      rounding: group.pursuit_rounding,
      firstStart: group.start_time,
    });
    for (const start of starts) ownStart.set(Number(start.boat), start.startTime);
  }
  return competitors.map((competitor) => {
    const group =
      competitor.start_group_id === null ? undefined : groupById.get(competitor.start_group_id);
    const start = ownStart.get(competitor.id) ?? null;
    const effectiveStart = start ?? group?.start_time ?? null;
    let elapsed = competitor.elapsed_time;
    if (competitor.finish_time !== null) {
      elapsed =
        effectiveStart === null ? null : elapsedSeconds(effectiveStart, competitor.finish_time);
    }
    return { id: competitor.id, start, elapsed_time: elapsed };
  });
}
