import type { Payment } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { sailingPaymentsKeys } from './get-sailing-payments.ts';

/** One entry marked paid, or not. */
export interface MarkPaidInput {
  competitor: number;
  paid: boolean;
}

/**
 * `POST /api/competitors/{id}/paid/` (the club's officials, staff; issue 31): the club marks an
 * entry "Betald" (Segla cannot see Swish payments), or takes the mark back.
 */
export async function markPaid({ competitor, paid }: MarkPaidInput): Promise<Payment> {
  if (!tokenStorage.hasSession() || !competitor) {
    throw new Error(CLIENT_MESSAGES.competitorNeedsLogin);
  }
  const data = await apiRequest<Payment | null>(`/api/competitors/${competitor}/paid/`, {
    method: 'POST',
    body: { paid },
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * Marks one entry of the sailing. The sailing's payments are fetched again afterwards: the sums
 * change, and a series fee marks the payer's entries in the series' other sailings too.
 */
export function useMarkPaid(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sailingPaymentsKeys.of(sailingId) }),
  });
}
