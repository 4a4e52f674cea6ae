import { NO_SAILING_ID_MESSAGE, type SailingDetail, type SailingUpdateInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { rememberSailing } from '../utils/sailing-cache.ts';

/**
 * `PUT /api/sailings/{id}/`: changes the fields sent. The form data names the sailing's id
 * (docs/product.md §5); without it nothing is sent. Answers the sailing's detail.
 */
export async function updateSailing(input: SailingUpdateInput): Promise<SailingDetail> {
  const id = Number(input.id);
  if (!Number.isInteger(id) || id <= 0) throw new Error(NO_SAILING_ID_MESSAGE);
  const data = await apiRequest<SailingDetail | null>(`/api/sailings/${id}/`, {
    method: 'PUT',
    body: input,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Changes a sailing; its page and the cached lists show the change at once. */
export function useUpdateSailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSailing,
    onSuccess: (sailing) => rememberSailing(queryClient, sailing),
  });
}
