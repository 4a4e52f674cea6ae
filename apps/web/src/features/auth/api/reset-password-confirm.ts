import type { ResetPasswordConfirmInput } from '@segla/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/reset_password_confirm/`: sets a new password from a reset link. */
export function resetPasswordConfirm(input: ResetPasswordConfirmInput) {
  return apiRequest<null>('/auth/users/reset_password_confirm/', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationFn: resetPasswordConfirm });
}
