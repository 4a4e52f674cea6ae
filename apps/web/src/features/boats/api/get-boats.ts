import type { Boat } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The boats' query keys: a write to a boat invalidates `boatKeys.all`. */
export const boatKeys = {
  all: ['boats'] as const,
  ofOwner: (owner: number) => ['boats', { owner }] as const,
};

/** `GET /api/boats/?owner=<sailor id>`: a sailor's boats, by name. */
export async function getBoatsOfOwner(owner: number): Promise<Boat[]> {
  const data = await apiRequest<Boat[] | null>(`/api/boats/?owner=${owner}`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const boatsOfOwnerQuery = (owner: number) =>
  queryOptions({ queryKey: boatKeys.ofOwner(owner), queryFn: () => getBoatsOfOwner(owner) });

export function useBoatsOfOwner(owner: number) {
  return useQuery(boatsOfOwnerQuery(owner));
}
