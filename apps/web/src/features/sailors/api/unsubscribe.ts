import type { Unsubscribe } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { unsubscribeQuery } from './get-unsubscribe.ts';

/** `POST /api/unsubscribe/{token}/`: switches the link's kind of mail off, no login needed. */
export async function unsubscribe(token: string): Promise<Unsubscribe> {
  const data = await apiRequest<Unsubscribe | null>(
    `/api/unsubscribe/${encodeURIComponent(token)}/`,
    { method: 'POST', auth: false },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** "Avregistrera": the answer replaces what the page shows; her settings are read again. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (done) => {
      queryClient.setQueryData(unsubscribeQuery(token).queryKey, done);
      void queryClient.invalidateQueries({ queryKey: ['sailors'] });
    },
  });
}
