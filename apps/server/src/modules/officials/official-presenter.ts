import type { ClubLogEntry, Official } from '@segla/core';
import { swedishCollator } from '@segla/core/search';
import type { Selectable } from 'kysely';
import type { ClubLogTable } from '../../db/schema.ts';
import type { OfficialWithPerson } from './official-repository.ts';

/**
 * An official as the API answers it; `withEmail` false for a reader who may see who the
 * officials are but not how to reach them (a race officer).
 */
export function toOfficial(row: OfficialWithPerson, withEmail: boolean): Official {
  return {
    id: row.id,
    role: row.role,
    sailor: {
      id: row.sailor_id,
      slug: row.sailor_slug,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    email: withEmail ? row.email : null,
    created_at: row.created_at,
  };
}

/** By last name, then first name (Swedish order), then id. */
export function compareOfficials(a: OfficialWithPerson, b: OfficialWithPerson): number {
  return (
    swedishCollator.compare(a.last_name, b.last_name) ||
    swedishCollator.compare(a.first_name, b.first_name) ||
    a.id - b.id
  );
}

/** The name the club log and messages give a person: her full name, else her e-mail. */
export function personName(
  names: { first_name: string; last_name: string } | undefined,
  email: string,
): string {
  const name = names ? `${names.first_name} ${names.last_name}`.trim() : '';
  return name || email;
}

/** A club log row as the API answers it. */
export function toClubLogEntry(row: Selectable<ClubLogTable>): ClubLogEntry {
  return {
    id: row.id,
    at: row.created_at,
    signed_by: row.signed_by,
    kind: row.kind,
    detail: row.detail,
  };
}
