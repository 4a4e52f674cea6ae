import type { CurrentUser, LoginInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** `POST /auth/jwt/create/`, then `GET /auth/users/me/`: local login. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const pair = await apiRequest<{ access: string; refresh: string } | null>('/auth/jwt/create/', {
    method: 'POST',
    body: input,
    auth: false,
  });
  if (!pair?.access || !pair.refresh) throw new Error(CLIENT_MESSAGES.noData);
  tokenStorage.setPair(pair);
  const user = await apiRequest<CurrentUser | null>('/auth/users/me/');
  if (!user) throw new Error(CLIENT_MESSAGES.noData);
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
