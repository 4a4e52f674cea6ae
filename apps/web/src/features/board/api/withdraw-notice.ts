import type { Notice } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { noticesKey, type BoardRef } from './board-ref.ts';

/**
 * `DELETE /api/notices/{id}/`: "Återkalla". The posting stays on the board, marked
 * "Återkallat" with the time; the answer is the posting as it now is.
 */
export async function withdrawNotice(id: number): Promise<Notice> {
  const data = await apiRequest<Notice | null>(`/api/notices/${id}/`, { method: 'DELETE' });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the board shows the posting withdrawn. */
export function useWithdrawNotice(board: BoardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey(board) }),
  });
}
