import type { Account } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { adminKeys } from './get-admin-clubs.ts';

/** `POST /api/accounts/{id}/deactivate/` or `reactivate/` (staff; not one's own account). */
export async function setAccountActive(id: number, active: boolean): Promise<Account> {
  const action = active ? 'reactivate' : 'deactivate';
  const data = await apiRequest<Account | null>(`/api/accounts/${id}/${action}/`, {
    method: 'POST',
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export function useSetAccountActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setAccountActive(id, active),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.accounts });
    },
  });
}

/** `POST /api/accounts/{id}/send-reset/` (staff): mails the account a password reset link. */
export async function sendAccountReset(id: number): Promise<void> {
  await apiRequest<null>(`/api/accounts/${id}/send-reset/`, { method: 'POST' });
}
