import type { Notice } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { noticesKey, noticesPath, type BoardRef } from './board-ref.ts';

/**
 * `GET /api/sailings/{id}/notices/` or `GET /api/series/{id}/notices/`: the board's postings,
 * newest first, withdrawn ones included.
 */
export async function getNotices(board: BoardRef): Promise<Notice[]> {
  const data = await apiRequest<Notice[] | null>(noticesPath(board));
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const noticesQuery = (board: BoardRef) =>
  queryOptions({ queryKey: noticesKey(board), queryFn: () => getNotices(board) });

/** The board's postings, kept current by board_update (subscribe to the sailing or the club). */
export function useNotices(board: BoardRef) {
  return useQuery({ ...noticesQuery(board), enabled: board.id > 0 });
}
