import type { ResultList } from '@segla/core';
import type { ResultListRecord } from './result-list-repository.ts';

/** A list as the API answers it, with its boats' ratings in competitor order. */
export function toResultList(
  row: Omit<ResultListRecord, 'sailing_id' | 'created_at'>,
  ratings: readonly { result_list_id: number; competitor_id: number; rating: number }[],
): ResultList {
  return {
    id: row.id,
    start_group: row.start_group_id,
    name: row.name,
    kind: row.kind,
    position: row.position,
    ratings: ratings
      .filter((rating) => rating.result_list_id === row.id)
      .map((rating) => ({ competitor: rating.competitor_id, rating: rating.rating })),
  };
}
