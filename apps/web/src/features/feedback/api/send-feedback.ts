import type { Feedback, FeedbackCreateInput } from '@segla/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/feedback/` (JSON: subject, message); anyone may send it. */
export function sendFeedback(input: FeedbackCreateInput) {
  return apiRequest<Feedback>('/api/feedback/', { method: 'POST', body: input });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
