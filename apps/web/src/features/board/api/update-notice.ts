import type { Notice, NoticeUpdate } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { noticesKey, type BoardRef } from './board-ref.ts';

/**
 * `PATCH /api/notices/{id}/`: a new wording; the earlier one stays in `revisions`, shown as
 * changed. A withdrawn posting cannot be changed (400).
 */
export async function updateNotice(id: number, body: NoticeUpdate): Promise<Notice> {
  const data = await apiRequest<Notice | null>(`/api/notices/${id}/`, { method: 'PATCH', body });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the board shows the new wording. */
export function useUpdateNotice(board: BoardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NoticeUpdate }) => updateNotice(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey(board) }),
  });
}
