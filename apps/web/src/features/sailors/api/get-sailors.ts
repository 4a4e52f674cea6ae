import type { Sailor } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /api/sailors/`: every sailor profile. */
export async function getSailors(): Promise<Sailor[]> {
  const data = await apiRequest<Sailor[] | null>('/api/sailors/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const sailorsQuery = queryOptions({ queryKey: ['sailors'], queryFn: getSailors });

export function useSailors() {
  return useQuery(sailorsQuery);
}
