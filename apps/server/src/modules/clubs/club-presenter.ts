import { swedishCollator } from '@segla/core/search';
import type { Club, ClubAdmin, DistinctCompetitor } from '@segla/core';
import { mediaUrl } from '../files/image-service.ts';
import type { ClubRow } from './club-repository.ts';
import type { BoatEntryRow } from './distinct-competitor-repository.ts';

/** A club row as the API answers it. */
export function toClub(row: Omit<ClubRow, 'is_active'>): Club {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_name: row.short_name,
    city: row.city,
    website: row.website,
    email: row.email,
    description: row.description,
    logo: mediaUrl(row.logo),
    swish_number: row.swish_number,
  };
}

/** A club row with whether it is active, as the staff's admin area sees it (issue 13). */
export function toClubAdmin(row: ClubRow): ClubAdmin {
  return { ...toClub(row), is_active: Boolean(row.is_active) };
}

/** By name, in Swedish order. */
export function compareClubs(a: { name: string }, b: { name: string }): number {
  return swedishCollator.compare(a.name, b.name);
}

/** A boat's latest entry with the club as the API answers it. */
export function toDistinctCompetitor(row: BoatEntryRow): DistinctCompetitor {
  return {
    name: row.name,
    boat_name: row.boat_name,
    boat_type: row.boat_type,
    sail_number: row.sail_number,
    club_name: row.club_name,
    rating: row.rating,
    sailor: row.sailor_id,
  };
}
