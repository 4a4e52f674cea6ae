import type { SailorEntry, SailorEntryResult } from '@segla/core';
import { ordinal } from '@segla/core/format';

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
