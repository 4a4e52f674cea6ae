import type { SailorEntry, SailorEntryResult } from '@segla/core';

/**
 * A Swedish ordinal place: 1:a, 2:a, 3:e … 11:e, 12:e … 21:a, 22:a, 23:e. The ending follows
 * the last digit (1 and 2 take -a), except in 11 and 12, which take -e.
 */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const last = place % 10;
  const ending = (last === 1 || last === 2) && lastTwo !== 11 && lastTwo !== 12 ? 'a' : 'e';
  return `${place}:${ending}`;
}

/**
 * "3:e av 12"; a coded result says its code ("DNF av 12"); one without a place says "Ej i mål
 * ännu" while the sailing is on (`racing`), else "Ej placerad".
 */
export function formatPlace(
  result: Pick<SailorEntryResult, 'rank' | 'code' | 'group_size'>,
  racing = false,
) {
  if (result.rank !== null) return `${ordinal(result.rank)} av ${result.group_size}`;
  if (result.code) return `${result.code} av ${result.group_size}`;
  return racing ? 'Ej i mål ännu' : 'Ej placerad';
}

/**
 * Sailings she is entered in that have not been sailed, from `today` (Stockholm's date) on:
 * soonest first. An "upcoming" sailing whose day has passed was never sailed and is left out.
 */
export function upcomingEntries(entries: readonly SailorEntry[], today: string): SailorEntry[] {
  return entries
    .filter(
      (entry) =>
        (entry.sailing.status === 'upcoming' || entry.sailing.status === 'unpublished') &&
        entry.sailing.start_date >= today,
    )
    .reverse();
}

/** Entries with a result (ongoing or finished sailings), newest first. */
export function entriesWithResults(entries: readonly SailorEntry[]): SailorEntry[] {
  return entries.filter((entry) => entry.result !== null);
}
