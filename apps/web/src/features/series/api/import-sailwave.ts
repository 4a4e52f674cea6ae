import type { SailwaveImportAnswer } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

function importBody(file: File, club: string): FormData {
  const data = new FormData();
  data.append('club', club);
  data.append('file', file);
  return data;
}

async function postImport(file: File, club: string, preview: boolean) {
  const data = await apiRequest<SailwaveImportAnswer | null>(
    `/api/series/import-sailwave/${preview ? '?preview=1' : ''}`,
    { method: 'POST', body: importBody(file, club) },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** `POST /api/series/import-sailwave/?preview=1`: what the file would create, writing nothing. */
export function previewSailwaveImport(file: File, club: string): Promise<SailwaveImportAnswer> {
  return postImport(file, club, true);
}

/** The import itself (docs/product.md §16), refreshing the club's series list once done. */
export function useImportSailwave() {
  const queryClient = useQueryClient();
  return async (file: File, club: string) => {
    const answer = await postImport(file, club, false);
    await queryClient.invalidateQueries({ queryKey: queryKeys.seriesList({ club }) });
    return answer;
  };
}
