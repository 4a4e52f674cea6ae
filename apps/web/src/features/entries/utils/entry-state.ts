import type { Competitor, SailingDetail } from '@segla/core';
import { entryWindow } from '@segla/core/sailing';
import { formatDate, formatTime } from '@segla/core/format';

/** Statuses in which a sailor may still withdraw her entry (docs/product.md §4). */
const WITHDRAWABLE = new Set(['unpublished', 'upcoming']);

export const NO_GROUP = 'Utan startgrupp';
export const ENTRY_CLOSED_LINE = 'Anmälan är stängd.';
export const DEADLINE_PASSED_LINE = 'Sista anmälningstiden har passerat.';

/** What a sailor sees of her entry on a sailing's page (issue 13). */
export type EntryState =
  | { kind: 'entered'; entry: Competitor; groupName: string; canWithdraw: boolean }
  | { kind: 'open'; deadline: string | null }
  | { kind: 'closed'; line: string }
  | { kind: 'none' };

/** 'YYYY-MM-DDTHH:MM' → 'ons 13 maj 2026 18:00'. */
export function formatDeadline(deadline: string): string {
  return `${formatDate(deadline.slice(0, 10))} ${formatTime(deadline.slice(11, 16))}`;
}

/**
 * Her entry in the sailing, or whether she may enter: open (registration open, upcoming, before
 * the last entry time), closed with the reason while the sailing is upcoming, else nothing.
 */
export function entryStateOf(
  sailing: SailingDetail,
  sailorId: number,
  now: number = Date.now(),
): EntryState {
  const entry = sailing.competitors.find((competitor) => competitor.sailor === sailorId);
  if (entry) {
    const group = sailing.start_groups.find((candidate) => candidate.id === entry.start_group);
    return {
      kind: 'entered',
      entry,
      groupName: group?.name ?? NO_GROUP,
      canWithdraw: WITHDRAWABLE.has(sailing.status),
    };
  }
  const window = entryWindow(sailing, now);
  if (window === 'open') return { kind: 'open', deadline: sailing.entry_deadline };
  if (sailing.status !== 'upcoming') return { kind: 'none' };
  return {
    kind: 'closed',
    line: window === 'deadline_passed' ? DEADLINE_PASSED_LINE : ENTRY_CLOSED_LINE,
  };
}

/** "Du är anmäld med Tärnan (SWE 100) i SRS kölbåt." */
export function enteredLine(entry: Competitor, groupName: string): string {
  const boat = entry.sail_number ? `${entry.boat_name} (${entry.sail_number})` : entry.boat_name;
  return `Du är anmäld med ${boat} i ${groupName}.`;
}
