import type { Payment } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/** Keys of a sailor's entry fees: one per entry (competitor). */
export const paymentKeys = {
  all: ['payment'] as const,
  of: (competitorId: number) => ['payment', competitorId] as const,
};

/**
 * `GET /api/competitors/{id}/payment/` (issue 31): what her entry owes and how to pay it with
 * Swish. Null when the entry has no fee: the server answers 404 then.
 */
export async function getPayment(competitorId: number): Promise<Payment | null> {
  if (!tokenStorage.hasSession() || !competitorId) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  try {
    const data = await apiRequest<Payment | null>(`/api/competitors/${competitorId}/payment/`);
    if (!data) throw new Error(CLIENT_MESSAGES.noData);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const paymentQuery = (competitorId: number) =>
  queryOptions({
    queryKey: paymentKeys.of(competitorId),
    queryFn: () => getPayment(competitorId),
  });

/** Her entry's fee, or null without one. */
export function usePayment(competitorId: number) {
  return useQuery({ ...paymentQuery(competitorId), enabled: competitorId > 0 });
}
