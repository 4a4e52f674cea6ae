import type { Competitor, DistinctCompetitor } from '@segla/core';

/**
 * What names a competitor in a control's accessible name or a message: her boat's name, else
 * the skipper's, else the sail number.
 */
export function competitorLabel(
  competitor: Pick<Competitor | DistinctCompetitor, 'boat_name' | 'name' | 'sail_number'>,
): string {
  return competitor.boat_name || competitor.name || competitor.sail_number || 'deltagaren';
}
