import type { SailingCreateInput, SailingDetail } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { rememberSailing } from '../utils/sailing-cache.ts';

/**
 * `POST /api/sailings/`: a new sailing, unpublished unless created as upcoming. A club account
 * creates for its own club; staff name the club (`club`). Answers the sailing's detail.
 */
export async function createSailing(input: SailingCreateInput): Promise<SailingDetail> {
  const data = await apiRequest<SailingDetail | null>('/api/sailings/', {
    method: 'POST',
    body: input,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Creates a sailing; it joins the cached lists at once. */
export function useCreateSailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSailing,
    onSuccess: (sailing) => rememberSailing(queryClient, sailing),
  });
}
