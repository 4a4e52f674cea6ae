import type { Account } from '@segla/core';
import type { AccountRow } from './account-repository.ts';

/** An account as the staff's account search answers it (issue 13). */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    account_type: row.is_staff ? 'staff' : row.account_type,
    is_active: Boolean(row.is_active),
    is_staff: Boolean(row.is_staff),
    last_login: row.last_login,
    created_at: row.created_at,
    club:
      row.club_id !== null && row.club_slug !== null && row.club_name !== null
        ? { id: row.club_id, slug: row.club_slug, name: row.club_name }
        : null,
    sailor:
      row.sailor_id !== null && row.sailor_slug !== null
        ? {
            id: row.sailor_id,
            slug: row.sailor_slug,
            first_name: row.sailor_first_name ?? '',
            last_name: row.sailor_last_name ?? '',
          }
        : null,
  };
}
