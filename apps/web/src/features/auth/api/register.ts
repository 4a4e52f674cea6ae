import type { RegistrationInput } from '@segla/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/`: sailor registration (club empty: the sailor picks a club later). */
export function register(input: RegistrationInput) {
  return apiRequest<{ id: number; email: string; club: number | null }>('/auth/users/', {
    method: 'POST',
    body: { club: '', ...input },
    auth: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
