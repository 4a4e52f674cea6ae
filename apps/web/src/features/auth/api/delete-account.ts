import type { AccountDeleteInput } from '@segla/core';
import { apiRequest } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';

/**
 * `DELETE /auth/users/me/` with the current password: the account, profile and boats are
 * removed and every token stops working, so the session ends here too (no 401 to refresh).
 */
export async function deleteAccount(input: AccountDeleteInput): Promise<void> {
  await apiRequest<null>('/auth/users/me/', { method: 'DELETE', body: input });
  endSession('logout');
}
