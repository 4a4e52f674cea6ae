import type { Competitor, FinishApprovalInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * `POST /api/competitors/{id}/approve-finish/`: the club approves a sailor's reported finish,
 * or the corrected `finish_time` (issue 13). Answers the competitor with her finish.
 */
export async function approveFinish({
  id,
  input,
}: {
  id: number;
  input: FinishApprovalInput;
}): Promise<Competitor> {
  const data = await apiRequest<Competitor | null>(`/api/competitors/${id}/approve-finish/`, {
    method: 'POST',
    body: input,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Approves one report; the sailing and its results are fetched again. */
export function useApproveFinish(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveFinish,
    onSuccess: () => refreshSailing(queryClient, sailingId),
  });
}
