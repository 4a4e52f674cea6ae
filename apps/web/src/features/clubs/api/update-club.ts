import type { Club } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { clubQuery } from './get-club.ts';
import { clubsQuery } from './get-clubs.ts';

/** The fields of a club profile edit; `logo`: a new image, or '' to remove it; left out: kept. */
export interface ClubUpdateBody {
  name?: string;
  short_name?: string;
  city?: string;
  website?: string;
  email?: string;
  description?: string;
  /** "Swishnummer": its digits, '' for none (issue 31). */
  swish_number?: string;
  logo?: File | '';
}

/** The body as multipart form data (docs/product.md §7: the club is sent as multipart). */
function clubFormData(body: ClubUpdateBody): FormData {
  const data = new FormData();
  const fields = Object.entries(body) as [string, ClubUpdateBody[keyof ClubUpdateBody]][];
  for (const [field, value] of fields) {
    if (value !== undefined) data.append(field, value);
  }
  return data;
}

/** `PATCH /api/clubs/{slug}/` (multipart): changes the fields sent; the club's account or staff. */
export async function updateClub(slug: string, body: ClubUpdateBody): Promise<Club> {
  const data = await apiRequest<Club | null>(`/api/clubs/${encodeURIComponent(slug)}/`, {
    method: 'PATCH',
    body: clubFormData(body),
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * Saves the club's profile. The answer replaces the cached club at once (the club's header
 * shows the new name); lists that show the club's name are fetched again. The slug never
 * changes with the name (the server keeps it), so the page stays where it is.
 */
export function useUpdateClub(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubUpdateBody) => updateClub(slug, body),
    onSuccess: (club) => {
      const before = queryClient.getQueryData(clubQuery(slug).queryKey);
      queryClient.setQueryData(clubQuery(slug).queryKey, club);
      // Not awaited: the form is done when the club is saved, the lists refresh meanwhile.
      void queryClient.invalidateQueries({ queryKey: clubsQuery.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.indexData });
      // Sailings and series carry their club's name.
      if (before?.name !== club.name) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sailings });
        void queryClient.invalidateQueries({ queryKey: queryKeys.series });
      }
    },
  });
}
