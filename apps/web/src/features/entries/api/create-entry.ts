import type { Competitor } from '@segla/core';
import type { RatingVariant } from '@segla/core/sailing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

/**
 * A sailor's own entry (issue 13): the rest comes from her profile and boat; `categories` the
 * club's prize categories she ticks (issue 32).
 */
export interface EntryInput {
  sailing: number;
  boat: number | null;
  sail_config: RatingVariant;
  categories?: number[];
}

/** `POST /api/competitors/` as a sailor: her boat and sail configuration. */
export async function createEntry(input: EntryInput) {
  if (!tokenStorage.hasSession()) throw new Error(CLIENT_MESSAGES.notLoggedIn);
  if (!input.sailing) throw new Error(CLIENT_MESSAGES.noSailingId);
  return apiRequest<Competitor>('/api/competitors/', { method: 'POST', body: input });
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: (competitor) => refreshSailing(queryClient, competitor.sailing),
  });
}
