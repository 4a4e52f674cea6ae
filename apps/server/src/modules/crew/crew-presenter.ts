import type { Crew, CrewInvitation, CrewMember } from '@segla/core';
import type { CrewEntryRow, CrewMemberRow } from './crew-repository.ts';

/** A sailor's name as the crew list shows it. */
export function sailorName(row: { first_name: string | null; last_name: string | null }): string {
  return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
}

/** A crew member's name: the sailor's own when she is a Segla sailor, else as typed. */
export function crewMemberName(row: {
  name: string;
  first_name: string | null;
  last_name: string | null;
}): string {
  return sailorName(row) || row.name.trim();
}

export function toCrewMember(row: CrewMemberRow): CrewMember {
  const sailor =
    row.sailor_id === null || row.sailor_slug === null
      ? null
      : { id: row.sailor_id, slug: row.sailor_slug };
  return {
    id: row.id,
    name: sailor ? sailorName(row) : row.name,
    sailor,
    confirmed: sailor === null || row.confirmed_at !== null,
  };
}

/** `GET /api/competitors/{id}/crew/`. */
export function toCrew(
  entry: CrewEntryRow,
  members: readonly CrewMemberRow[],
  canChange: boolean,
): Crew {
  return {
    competitor: entry.id,
    persons_on_board: entry.persons_on_board,
    members: members.map(toCrewMember),
    can_change: canChange,
  };
}

/** `GET /api/crew-members/{id}/`: the invitation as the invited sailor reads it. */
export function toCrewInvitation(
  memberId: number,
  confirmed: boolean,
  entry: CrewEntryRow,
): CrewInvitation {
  return {
    id: memberId,
    confirmed,
    skipper: entry.name,
    boat_name: entry.boat_name,
    sail_number: entry.sail_number,
    sailing: { id: entry.sailing_id, name: entry.sailing_name, start_date: entry.start_date },
    club: { slug: entry.club_slug, name: entry.club_name },
  };
}
