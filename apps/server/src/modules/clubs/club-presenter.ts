import { swedishCollator } from '@segla/core/search';
import type { Club, DistinctCompetitor } from '@segla/core';
import { mediaUrl } from '../files/image-service.ts';
import type { ClubRow } from './club-repository.ts';
import type { BoatEntryRow } from './distinct-competitor-repository.ts';

/** A club row as the API answers it. */
export function toClub(row: ClubRow): Club {
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
  };
}

/** By name, in Swedish order. */
export function compareClubs(a: ClubRow, b: ClubRow): number {
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
