import type { SailingDetail, SailingListItem } from '@segla/core';
import { protestDeadline } from '@segla/core/board';
import { SAILING_STATUS_LABELS } from '@segla/core/sailing';
import type { CompetitorRow } from '../competitors/competitor-presenter.ts';
import {
  compareStartGroups,
  presentCompetitors,
  toStartGroup,
  type StartGroupRow,
} from '../start-groups/start-group-presenter.ts';
import type { SailingItemRow } from './sailing-repository.ts';

/** What a list item is made of: the sailing's columns, its club's, series' and course's names. */
export type SailingListItemRow = Pick<
  SailingItemRow,
  | 'id'
  | 'club_id'
  | 'club_slug'
  | 'club_name'
  | 'name'
  | 'start_date'
  | 'start_time'
  | 'status'
  | 'serie_id'
  | 'serie_name'
  | 'course_id'
  | 'course_name'
  | 'description'
  | 'reg_status'
  | 'verified_result'
  | 'is_finished'
> & { competitor_count: number };

/** A sailing in a list: the fields of decision 0010, with club, series and course nested. */
export function toSailingListItem(row: SailingListItemRow): SailingListItem {
  return {
    id: row.id,
    club: { id: row.club_id, slug: row.club_slug, name: row.club_name },
    name: row.name,
    start_date: row.start_date,
    start_time: row.start_time,
    status: row.status,
    status_label: SAILING_STATUS_LABELS[row.status],
    serie:
      row.serie_id !== null && row.serie_name !== null
        ? { id: row.serie_id, name: row.serie_name }
        : null,
    course:
      row.course_id !== null && row.course_name !== null
        ? { id: row.course_id, name: row.course_name }
        : null,
    description: row.description,
    reg_status: row.reg_status,
    verified_result: Boolean(row.verified_result),
    is_finished: Boolean(row.is_finished),
    competitor_count: Number(row.competitor_count ?? 0),
  };
}

/**
 * One sailing with all its competitors, its start groups with theirs, and the ungrouped. Each
 * competitor carries the prize categories ticked on her entry (`categories` by competitor id;
 * none when absent; issue 32).
 */
export function toSailingDetail(
  row: SailingItemRow,
  groups: readonly StartGroupRow[],
  competitorRows: readonly CompetitorRow[],
  categories: ReadonlyMap<number, readonly number[]> = new Map(),
): SailingDetail {
  const competitors = presentCompetitors(groups, competitorRows).map((competitor) => ({
    ...competitor,
    categories: [...(categories.get(competitor.id) ?? [])],
  }));
  return {
    ...toSailingListItem(row),
    entry_deadline: row.entry_deadline,
    reported_finishes: row.reported_finishes,
    protest_minutes: row.protest_minutes,
    finished_at: row.finished_at,
    protest_deadline: protestDeadline(row.finished_at, row.protest_minutes)?.toISOString() ?? null,
    entry_fee: row.entry_fee,
    late_fee: row.late_fee,
    late_from: row.late_from,
    has_entry_fee: (row.entry_fee ?? 0) > 0 || (row.series_entry_fee ?? 0) > 0,
    competitors,
    start_groups: [...groups]
      .sort(compareStartGroups)
      .map((group) => toStartGroup(group, competitors)),
    ungrouped_competitors: competitors.filter((competitor) => competitor.start_group === null),
  };
}
