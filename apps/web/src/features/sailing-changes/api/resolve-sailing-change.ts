import type { SailingChange } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * What the race officer can do with a change-log entry: `revert` an applied one (its `before`
 * is put back), `apply` a kept stamp or a conflict (its `after` becomes the state), `dismiss` a
 * conflict (the current value stays; the entry is kept, not in effect).
 */
export type ChangeResolution = 'revert' | 'apply' | 'dismiss';

/** The toast once a resolution is done. */
export const RESOLVED_TOASTS: Record<ChangeResolution, string> = {
  revert: 'Ändringen är ångrad.',
  apply: 'Ändringen gäller nu.',
  dismiss: 'Det nuvarande värdet behålls.',
};

/** `POST /api/sailing-changes/{id}/{revert|apply|dismiss}/`: answers the entry as it now is. */
export async function resolveSailingChange(
  id: number,
  resolution: ChangeResolution,
): Promise<SailingChange> {
  const data = await apiRequest<SailingChange | null>(`/api/sailing-changes/${id}/${resolution}/`, {
    method: 'POST',
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * Resolves an entry of the sailing's log and says so in a toast (or why not: the server's
 * refusal, e.g. that the value has changed since). The log is asked for again afterwards (a
 * revert adds an entry of its own); the results follow through the live update the change sends.
 */
export function useResolveSailingChange(sailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution: ChangeResolution }) =>
      resolveSailingChange(id, resolution),
    onSuccess: (_change, { resolution }) => notify.success(RESOLVED_TOASTS[resolution]),
    onError: (error) => {
      const described = handleApiError(error, { context: 'Ändringen', toast: false });
      notify.error(described.nonFieldError ?? described.message);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.sailingChanges(sailingId) }),
  });
}
