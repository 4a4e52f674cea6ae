import type { Competitor, SailingDetail } from '@segla/core';

/** The toast once a reported finish is approved, as reported or corrected. */
export const APPROVED_TOAST = 'Måltiden är godkänd.';

/** The sailing's competitors whose report waits for the club, in the detail's order. */
export function pendingReports(sailing: SailingDetail): Competitor[] {
  return sailing.competitors.filter((competitor) => competitor.report?.status === 'pending');
}

/** 'SWE 1234 Vinga (Anna Lind)': how a reporting boat is named in the list. */
export function reportingBoat(competitor: Competitor): string {
  const boat = [competitor.sail_number, competitor.boat_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const name = competitor.name.trim();
  if (!boat) return name || `Deltagare ${competitor.id}`;
  return name ? `${boat} (${name})` : boat;
}

/** 'HH:MM:SS' as typed: 'H:MM', 'HH:MM' or 'HH.MM.SS' made 'HH:MM:SS'; anything else as it is. */
export function normalizeClockInput(value: string): string {
  const match = /^\s*(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*$/.exec(value);
  if (!match) return value.trim();
  const [, hours, minutes, seconds] = match;
  return `${hours!.padStart(2, '0')}:${minutes}:${seconds ?? '00'}`;
}
