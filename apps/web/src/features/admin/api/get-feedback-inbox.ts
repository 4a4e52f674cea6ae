import type { FeedbackInboxItem } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/feedback/` (staff): every feedback, newest first. */
export async function getFeedbackInbox(): Promise<FeedbackInboxItem[]> {
  const data = await apiRequest<FeedbackInboxItem[] | null>('/api/feedback/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const feedbackInboxQuery = queryOptions({
  queryKey: ['admin', 'feedback'],
  queryFn: getFeedbackInbox,
});

export function useFeedbackInbox() {
  return useQuery(feedbackInboxQuery);
}
