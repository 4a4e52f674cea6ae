import type { SailingChange } from '@segla/core';
import { decisionStatesWords, type BoatName } from './decision-states.ts';
import type { SailingChangeRow } from './sailing-change-repository.ts';

/** What a `start_group` entry shows for a group that no longer exists. */
export const DELETED_GROUP = 'Borttagen startgrupp';

/** The names an entry's values are shown by: the sailing's groups and boats, by id. */
export interface ChangeNames {
  groups: ReadonlyMap<number, string>;
  /** Needed for `decision` entries only (issue 30). */
  boats: ReadonlyMap<number, BoatName>;
}

/**
 * An entry as the API answers it. A `start_group` entry keeps the groups' ids (a revert needs
 * them) and shows their names, from `names.groups`; a `decision` entry keeps the boats' states
 * as JSON and shows them in words, from `names.boats`, with its protest.
 */
export function toSailingChange(row: SailingChangeRow, names: ChangeNames): SailingChange {
  const shown = (value: string | null) => {
    if (row.kind === 'decision') return decisionStatesWords(value, names.boats);
    return row.kind === 'start_group' && value !== null
      ? (names.groups.get(Number(value)) ?? DELETED_GROUP)
      : value;
  };
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
    protest:
      row.kind === 'decision' && row.protest_id !== null && row.protest_number !== null
        ? { id: row.protest_id, number: row.protest_number }
        : null,
    before: shown(row.before),
    after: shown(row.after),
    status: row.status,
  };
}
