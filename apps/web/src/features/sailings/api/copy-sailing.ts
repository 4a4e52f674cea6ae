import type { SailingDetail } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { rememberSailing } from '../utils/sailing-cache.ts';

/**
 * `POST /api/sailings/{id}/copy/`: an unpublished copy named '<namn> (kopia)' with the course,
 * series, start groups and competitors, without times or codes (docs/product.md §11).
 * Answers the copy's detail.
 */
export async function copySailing(id: number): Promise<SailingDetail> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingDetail | null>(`/api/sailings/${id}/copy/`, {
    method: 'POST',
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Copies a sailing; the copy joins the cached lists at once. */
export function useCopySailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copySailing,
    onSuccess: (copy) => rememberSailing(queryClient, copy),
  });
}
