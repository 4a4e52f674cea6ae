import type { ResetPasswordInput } from '@segla/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/reset_password/`: mails a reset link (204 whether or not it exists). */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<null>('/auth/users/reset_password/', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
