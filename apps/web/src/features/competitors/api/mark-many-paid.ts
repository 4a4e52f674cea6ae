import type { SailingPayments } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { sailingPaymentsKeys } from './get-sailing-payments.ts';

/** Several of a sailing's entries marked paid, or not. */
export interface MarkManyPaidInput {
  competitors: readonly number[];
  paid: boolean;
}

/**
 * `POST /api/sailings/{id}/payments/` (the club's officials, staff; issue 31): marks several of
 * the sailing's entries at once and answers the sailing's payments. An entry of another sailing
 * refuses them all (400 on `competitors`).
 */
export async function markManyPaid(
  sailingId: number,
  { competitors, paid }: MarkManyPaidInput,
): Promise<SailingPayments> {
  if (!tokenStorage.hasSession()) throw new Error(CLIENT_MESSAGES.notLoggedIn);
  if (!sailingId) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingPayments | null>(`/api/sailings/${sailingId}/payments/`, {
    method: 'POST',
    body: { competitors, paid },
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Marks several entries; the answer is the sailing's payments, shown at once. */
export function useMarkManyPaid(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkManyPaidInput) => markManyPaid(sailingId, input),
    onSuccess: (payments) => {
      queryClient.setQueryData(sailingPaymentsKeys.of(sailingId), payments);
    },
    // As after every mark: others may have marked entries meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sailingPaymentsKeys.of(sailingId) }),
  });
}
