import type { Sailor } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { sailorQuery } from './get-sailor.ts';

/**
 * A profile edit; `club`: a club id or '' for none; `picture`: a new image or '' to remove;
 * `birth_year`: a year or '' for none (issue 32).
 */
export interface SailorUpdateBody {
  first_name?: string;
  last_name?: string;
  club?: number | '';
  picture?: File | '';
  birth_year?: number | '';
}

function sailorFormData(body: SailorUpdateBody): FormData {
  const data = new FormData();
  for (const [field, value] of Object.entries(body) as [string, string | number | File][]) {
    if (value !== undefined) data.append(field, typeof value === 'number' ? String(value) : value);
  }
  return data;
}

/** `PATCH /api/sailors/{id}/` (multipart, docs/product.md §7): the sailor herself or staff. */
export async function updateSailor(id: number, body: SailorUpdateBody): Promise<Sailor> {
  const data = await apiRequest<Sailor | null>(`/api/sailors/${id}/`, {
    method: 'PATCH',
    body: sailorFormData(body),
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * Saves a sailor's profile. The answer replaces the cached profile (the page header shows the
 * new name at once); the sailor lists and the signed-in user (whose name leads her login,
 * issue 13) are fetched again.
 */
export function useUpdateSailor(sailor: Sailor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SailorUpdateBody) => updateSailor(sailor.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(sailorQuery(sailor.slug).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['sailors'], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
