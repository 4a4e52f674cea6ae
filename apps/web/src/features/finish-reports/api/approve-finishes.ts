import type { FinishApprovalsAnswer } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `POST /api/sailings/{id}/approve-finishes/`: "Godkänn alla" waiting reports (issue 13). */
export async function approveFinishes(sailingId: number): Promise<FinishApprovalsAnswer> {
  const data = await apiRequest<FinishApprovalsAnswer | null>(
    `/api/sailings/${sailingId}/approve-finishes/`,
    { method: 'POST' },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useApproveFinishes(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveFinishes(sailingId),
    onSuccess: () => refreshSailing(queryClient, sailingId),
  });
}
