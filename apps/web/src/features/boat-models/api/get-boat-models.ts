import type { BoatModel } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The boat models' query keys: a write to a boat model invalidates `boatModelKeys.all`. */
export const boatModelKeys = {
  all: ['boat-models'] as const,
};

/** `GET /api/boat-models/`: every boat model with its SRS values, in alphabetical order. */
export async function getBoatModels(): Promise<BoatModel[]> {
  const data = await apiRequest<BoatModel[] | null>('/api/boat-models/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const boatModelsQuery = queryOptions({
  queryKey: boatModelKeys.all,
  queryFn: getBoatModels,
  // The SRS list changes a few times a year (staff imports it): no need to ask again soon.
  staleTime: 10 * 60_000,
});

/** The boat models; `enabled: false` leaves them unfetched (e.g. for readers of a page). */
export function useBoatModels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...boatModelsQuery, enabled });
}
