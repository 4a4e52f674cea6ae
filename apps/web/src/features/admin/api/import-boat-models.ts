import type { BoatModelImportPreview, BoatModelImportResult } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { boatModelListKey } from './boat-model-writes.ts';

function fileData(file: File): FormData {
  const data = new FormData();
  data.append('file', file);
  return data;
}

/** `POST /api/boat-models/import/?preview=1` (staff): what the file would do, writing nothing. */
export async function previewBoatModelImport(file: File): Promise<BoatModelImportPreview> {
  const data = await apiRequest<BoatModelImportPreview | null>(
    '/api/boat-models/import/?preview=1',
    { method: 'POST', body: fileData(file) },
  );
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** `POST /api/boat-models/import/` (staff): all models of the file, or none. */
export async function importBoatModels(file: File): Promise<BoatModelImportResult> {
  const data = await apiRequest<BoatModelImportResult | null>('/api/boat-models/import/', {
    method: 'POST',
    body: fileData(file),
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** The import, refreshing the model list once it is done. */
export function useImportBoatModels() {
  const queryClient = useQueryClient();
  return async (file: File) => {
    const result = await importBoatModels(file);
    await queryClient.invalidateQueries({ queryKey: boatModelListKey });
    return result;
  };
}
