import type { Account } from '@segla/core';
import { swedishCollator } from '@segla/core/search';
import type { AccountRoleRow, AccountRow } from './account-repository.ts';

/** The roles as the account answers them: by the club's name (Swedish order), then its id. */
function toRoles(rows: readonly AccountRoleRow[]): Account['roles'] {
  return [...rows]
    .sort((a, b) => swedishCollator.compare(a.club_name, b.club_name) || a.club_id - b.club_id)
    .map((row) => ({
      club: { id: row.club_id, slug: row.club_slug, name: row.club_name },
      role: row.role,
    }));
}

/** An account as the staff's account search answers it (issue 13), with its roles (issue 29). */
export function toAccount(row: AccountRow, roles: readonly AccountRoleRow[]): Account {
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
    roles: toRoles(roles),
  };
}

/** The accounts in their order, each with its own roles of `roles` (all the accounts' roles). */
export function toAccounts(
  rows: readonly AccountRow[],
  roles: readonly AccountRoleRow[],
): Account[] {
  const byUser = new Map<number, AccountRoleRow[]>();
  for (const role of roles) {
    const held = byUser.get(role.user_id);
    if (held) held.push(role);
    else byUser.set(role.user_id, [role]);
  }
  return rows.map((row) => toAccount(row, byUser.get(row.id) ?? []));
}
