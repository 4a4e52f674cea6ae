import type { FeedbackInboxItem } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

export const feedbackKeys = { all: ['admin', 'feedback'] as const };

/** Which messages the inbox shows: only the unhandled ones, or all. */
export type FeedbackFilter = 'unhandled' | 'all';

/** `GET /api/feedback/` (staff): feedback, newest first; `unhandled`: `?handled=0`. */
export async function getFeedbackInbox(filter: FeedbackFilter): Promise<FeedbackInboxItem[]> {
  const query = filter === 'unhandled' ? '?handled=0' : '';
  const data = await apiRequest<FeedbackInboxItem[] | null>(`/api/feedback/${query}`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const feedbackInboxQuery = (filter: FeedbackFilter) =>
  queryOptions({
    queryKey: [...feedbackKeys.all, filter],
    queryFn: () => getFeedbackInbox(filter),
  });

export function useFeedbackInbox(filter: FeedbackFilter) {
  return useQuery(feedbackInboxQuery(filter));
}
