import type { BoatModel } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { boatModelListKey } from './boat-model-writes.ts';

/**
 * `GET /api/boat-models/`: every model, under the public list's key, so the admin area's
 * writes and the boat forms elsewhere share one cached list (a feature imports no other).
 */
export async function getAdminBoatModels(): Promise<BoatModel[]> {
  const data = await apiRequest<BoatModel[] | null>('/api/boat-models/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const adminBoatModelsQuery = queryOptions({
  queryKey: boatModelListKey,
  queryFn: getAdminBoatModels,
});

export function useAdminBoatModels() {
  return useQuery(adminBoatModelsQuery);
}
