import { swedishCollator } from '@segla/core/search';
import type { Competitor } from '@segla/core';
import type { Selectable } from 'kysely';
import type { CompetitorTable } from '../../db/schema.ts';
import { toCompetitorReport } from '../finish-reports/finish-report-presenter.ts';

export type CompetitorRow = Selectable<CompetitorTable>;

/**
 * A competitor as the API answers it. `start` is her own start in a pursuit start, otherwise her
 * start group's start time (`groupStart`), null without either. `categories`, when given: the
 * prize categories ticked on the entry (issue 32; left out where the answer does not carry them).
 */
export function toCompetitor(
  row: CompetitorRow,
  groupStart: string | null,
  categories?: readonly number[],
): Competitor {
  const answer: Competitor = {
    id: row.id,
    sailing: row.sailing_id,
    start_group: row.start_group_id,
    sailor: row.sailor_id,
    boat: row.boat_id,
    name: row.name,
    boat_name: row.boat_name,
    boat_type: row.boat_type,
    sail_number: row.sail_number,
    club_name: row.club_name,
    rating: row.rating,
    start: row.start ?? groupStart,
    finish_time: row.finish_time,
    elapsed_time: row.elapsed_time,
    code: row.code,
    report: toCompetitorReport(row),
  };
  if (categories !== undefined) answer.categories = [...categories];
  return answer;
}

/** Skipper names in Swedish order (å, ä, ö after z), then boat name, then entry order. */
export function compareCompetitors(a: Competitor, b: Competitor): number {
  return (
    swedishCollator.compare(a.name, b.name) ||
    swedishCollator.compare(a.boat_name, b.boat_name) ||
    a.id - b.id
  );
}
