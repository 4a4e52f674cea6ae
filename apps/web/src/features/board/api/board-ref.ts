import { queryKeys } from '../../../lib/live/query-keys.ts';

/** Whose notice board: a sailing's or a series' (docs/product.md §17). */
export interface BoardRef {
  kind: 'sailing' | 'series';
  id: number;
}

/** `/api/sailings/{id}/notices/` or `/api/series/{id}/notices/`. */
export function noticesPath(board: BoardRef): string {
  return board.kind === 'sailing'
    ? `/api/sailings/${board.id}/notices/`
    : `/api/series/${board.id}/notices/`;
}

/** The board's postings' query key (query-keys.ts: refetched on board_update). */
export function noticesKey(board: BoardRef) {
  return board.kind === 'sailing'
    ? queryKeys.sailingNotices(board.id)
    : queryKeys.seriesNotices(board.id);
}
