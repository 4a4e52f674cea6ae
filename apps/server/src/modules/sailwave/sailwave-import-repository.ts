import type { Insertable, Kysely } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';
import { insertCompetitor, insertCompetitors } from '../competitors/competitor-repository.ts';
import { insertResultList, writeListRatings } from '../result-lists/result-list-repository.ts';
import { insertSailing } from '../sailings/sailing-repository.ts';
import { reindexSailings } from '../sailings/sailing-search.ts';
import { dnfScoringColumns } from '../series/series-scoring-columns.ts';
import { insertIndexedSeries } from '../series/series-search.ts';
import { insertStartGroup } from '../start-groups/start-group-repository.ts';
import type { SailwavePlan } from './sailwave-plan.ts';

/**
 * Writes a planned import in the caller's transaction: the series, its sailings (published, with
 * the plan's status), their start groups, their result lists and competitors (one by one in a
 * group with lists, whose ratings need their ids), and the search words. Returns the series' id and its sailings' ids.
 */
export async function writeSailwavePlan(
  trx: Kysely<DB>,
  club: { id: number; name: string },
  plan: SailwavePlan,
): Promise<{ seriesId: number; sailingIds: number[] }> {
  const now = new Date().toISOString();
  const seriesId = await insertIndexedSeries(trx, club, {
    name: plan.series.name,
    description: plan.series.description,
    discard_thresholds: JSON.stringify(plan.series.discard_thresholds),
    ...dnfScoringColumns(plan.series),
    rules_edition: plan.series.rules_edition,
    round_corrected: plan.series.round_corrected,
    scp_places: plan.series.scp_places,
    penalty_on_tie: plan.series.penalty_on_tie,
    created_at: now,
    updated_at: now,
  });
  const sailingIds: number[] = [];
  for (const sailing of plan.sailings) {
    const sailingId = await insertSailing(trx, {
      club_id: club.id,
      serie_id: seriesId,
      course_id: null,
      name: sailing.name,
      start_date: sailing.start_date,
      start_time: sailing.start_time,
      status: sailing.status,
      reg_status: 'closed',
      entry_deadline: null,
      verified_result: false,
      is_finished: sailing.status === 'finished',
      created_at: now,
      updated_at: now,
    });
    sailingIds.push(sailingId);
    const rows: Insertable<CompetitorTable>[] = [];
    for (const [position, group] of sailing.groups.entries()) {
      const groupId = await insertStartGroup(trx, {
        sailing_id: sailingId,
        name: group.name,
        start_time: group.start_time,
        handicap: group.handicap,
        start_type: 'common',
        pursuit_minutes: null,
        min_rating: null,
        max_rating: null,
        is_default: false,
        position,
        created_at: now,
      });
      const groupRows = group.competitors.map((competitor): Insertable<CompetitorTable> => ({
        sailing_id: sailingId,
        start_group_id: groupId,
        sailor_id: null,
        boat_id: null,
        name: competitor.name,
        boat_name: competitor.boat_name,
        boat_type: competitor.boat_type,
        sail_number: competitor.sail_number,
        club_name: competitor.club_name,
        rating: competitor.rating,
        start: null,
        finish_time: competitor.finish_time,
        elapsed_time: competitor.elapsed_time,
        finish_position: competitor.finish_position,
        code: competitor.code,
        code_points: competitor.code_points,
        redress_method: competitor.redress_method,
        sail_config: null,
        reported_finish: null,
        reported_at: null,
        report_status: null,
        created_at: now,
        updated_at: now,
      }));
      if (group.lists.length === 0) {
        rows.push(...groupRows);
        continue;
      }
      const ids: number[] = [];
      for (const row of groupRows) ids.push(await insertCompetitor(trx, row));
      for (const [listPosition, list] of group.lists.entries()) {
        const listId = await insertResultList(trx, {
          start_group_id: groupId,
          name: list.name,
          kind: list.kind,
          position: listPosition,
          created_at: now,
        });
        const ratings = list.ratings.map((rating, i) => ({ competitor: ids[i]!, rating }));
        await writeListRatings(trx, listId, ratings);
      }
    }
    await insertCompetitors(trx, rows);
  }
  await reindexSailings(trx, sailingIds);
  return { seriesId, sailingIds };
}
