import type { SearchTexts } from './words.ts';

/**
 * What each kind of entity is found by, the one place it is said: the server indexes these
 * texts (title first), and a page that filters a list in the browser matches the same texts.
 */

/** A sailing: its name, its club's name and its series' name. */
export function sailingSearchTexts(sailing: {
  name: string;
  club_name: string;
  serie_name: string | null;
}): SearchTexts {
  return [sailing.name, sailing.club_name, sailing.serie_name];
}

/** A series: its name and its club's name. */
export function seriesSearchTexts(series: { name: string; club_name: string }): SearchTexts {
  return [series.name, series.club_name];
}

/** A club: its name, short name and city. */
export function clubSearchTexts(club: {
  name: string;
  short_name?: string | null;
  city?: string | null;
}): SearchTexts {
  return [club.name, club.short_name, club.city];
}

/**
 * A sailor: the full name, then the club's name. A sailor without a name has nothing to be
 * found by (an empty list: not in search at all).
 */
export function sailorSearchTexts(sailor: {
  first_name: string;
  last_name: string;
  club_name: string | null | undefined;
}): SearchTexts {
  const fullName = `${sailor.first_name} ${sailor.last_name}`.trim();
  return fullName === '' ? [] : [fullName, sailor.club_name];
}

/** A boat: its name, then its sail number ("Vinga", "SWE 100" and "100" find it). */
export function boatSearchTexts(boat: { name: string; sail_number: string }): SearchTexts {
  return [boat.name, boat.sail_number];
}
