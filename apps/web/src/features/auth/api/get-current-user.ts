import type { CurrentUser } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/tokens.ts';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** `GET /auth/users/me/`: the signed-in user, or null without a session. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!tokenStorage.hasSession()) return null;
  try {
    return await apiRequest<CurrentUser>('/auth/users/me/');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.clear();
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: Infinity,
  retry: false,
});

/** The signed-in user (null when logged out or still unknown). */
export function useUser(): CurrentUser | null {
  return useQuery(currentUserQuery).data ?? null;
}
