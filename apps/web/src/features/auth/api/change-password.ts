import type { CurrentUser, SetPasswordInput } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';
import { login } from './login.ts';

/**
 * `POST /auth/users/set_password/`, then a login with the new password. The change ends every
 * older session (docs/product.md §7), this device's too, and answers 204 without tokens (as
 * djoser does), so this device signs in again at once to stay signed in. Returns the user, or
 * null if that second login failed: the password is changed all the same, and the user has to
 * sign in again.
 */
export async function changePassword(
  input: SetPasswordInput,
  email: string,
): Promise<CurrentUser | null> {
  await apiRequest<null>('/auth/users/set_password/', { method: 'POST', body: input });
  try {
    return await login({ email, password: input.new_password });
  } catch (error) {
    console.warn('[segla] Inloggningen efter lösenordsbytet misslyckades', error);
    return null;
  }
}

/** Changes the signed-in user's password (whose address is `email`) and keeps her signed in. */
export function useChangePassword(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPasswordInput) => changePassword(input, email),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
