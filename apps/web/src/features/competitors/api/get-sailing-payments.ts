import type { SailingPayments } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/** Keys of the sailings' entry fees on the Deltagare tab. */
export const sailingPaymentsKeys = {
  all: ['sailing-payments'] as const,
  of: (sailingId: number) => ['sailing-payments', sailingId] as const,
};

/**
 * `GET /api/sailings/{id}/payments/` (the club's officials, staff; issue 31): each entry's fee and
 * whether the club has marked it paid, and the sums. Entries without a fee are left out, so a
 * sailing without fees answers no entries.
 */
export async function getSailingPayments(sailingId: number): Promise<SailingPayments> {
  if (!tokenStorage.hasSession()) throw new Error(CLIENT_MESSAGES.notLoggedIn);
  if (!sailingId) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingPayments | null>(`/api/sailings/${sailingId}/payments/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailingPaymentsQuery = (sailingId: number) =>
  queryOptions({
    queryKey: sailingPaymentsKeys.of(sailingId),
    queryFn: () => getSailingPayments(sailingId),
  });

/** The sailing's entry fees; only asked for where the club manages the sailing. */
export function useSailingPayments(sailingId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...sailingPaymentsQuery(sailingId), enabled: enabled && sailingId > 0 });
}
