import type { Boat } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/**
 * A boat as the entry form reads it: the API's boat, and its own SRS value where the server
 * sends one (a boat with an SRS certificate; issue 13).
 */
export type OwnBoat = Boat & { own_srs?: number | null };

export const ownBoatsKey = (owner: number) => ['boats', 'list', { owner }] as const;

/** `GET /api/boats/?owner=<sailor id>`: one sailor's boats, in alphabetical order. */
export async function getOwnBoats(owner: number): Promise<OwnBoat[]> {
  const data = await apiRequest<OwnBoat[] | null>(`/api/boats/?owner=${owner}`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const ownBoatsQuery = (owner: number) =>
  queryOptions({ queryKey: ownBoatsKey(owner), queryFn: () => getOwnBoats(owner) });

/** Her boats, asked for only when `enabled` (the form is open). */
export function useOwnBoats(owner: number, enabled: boolean) {
  return useQuery({ ...ownBoatsQuery(owner), enabled });
}
