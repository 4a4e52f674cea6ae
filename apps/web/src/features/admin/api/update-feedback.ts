import type { FeedbackInboxItem } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { feedbackKeys } from './get-feedback-inbox.ts';

/** `PATCH /api/feedback/{id}/` (staff): marks a message handled or unhandled. */
export async function updateFeedback(id: number, handled: boolean): Promise<FeedbackInboxItem> {
  const data = await apiRequest<FeedbackInboxItem | null>(`/api/feedback/${id}/`, {
    method: 'PATCH',
    body: { handled },
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => updateFeedback(id, handled),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}
