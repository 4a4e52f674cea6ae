import type { SailingChange } from '@segla/core';
import type { SailingChangeRow } from './sailing-change-repository.ts';

/** What a `start_group` entry shows for a group that no longer exists. */
export const DELETED_GROUP = 'Borttagen startgrupp';

/**
 * An entry as the API answers it. A `start_group` entry keeps the groups' ids (a revert needs
 * them) and shows their names, from `groupNames` (the sailing's groups by id).
 */
export function toSailingChange(
  row: SailingChangeRow,
  groupNames: ReadonlyMap<number, string>,
): SailingChange {
  const shown = (value: string | null) =>
    row.kind === 'start_group' && value !== null
      ? (groupNames.get(Number(value)) ?? DELETED_GROUP)
      : value;
  return {
    id: row.id,
    at: row.created_at,
    user:
      row.user_id === null || row.user_email === null
        ? null
        : { id: row.user_id, email: row.user_email },
    // Entries from before signing (migration 0018) are shown by their account's address.
    signed_by: row.signed_by || row.user_email || '',
    device: row.device,
    kind: row.kind,
    competitor:
      row.competitor_id === null
        ? null
        : {
            id: row.competitor_id,
            boat_name: row.competitor_boat_name ?? '',
            sail_number: row.competitor_sail_number ?? '',
          },
    start_group:
      row.start_group_id === null
        ? null
        : { id: row.start_group_id, name: row.start_group_name ?? '' },
    before: shown(row.before),
    after: shown(row.after),
    status: row.status,
  };
}
