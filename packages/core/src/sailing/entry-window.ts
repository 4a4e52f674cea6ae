import { stockholmWallClock } from '../format/stockholm-clock.ts';

/**
 * Whether sailors may enter a sailing themselves (docs/product.md §4, §6; issue 13): its
 * registration is open, it is published and not started (upcoming), and its last entry time
 * (`entry_deadline`, a Stockholm wall clock 'YYYY-MM-DDTHH:MM'), if it has one, has not come.
 * Pure: the moment is passed in. The server refuses an entry with these words; the sailing's
 * page shows why entries are closed.
 */

export const ENTRY_CLOSED_MESSAGE = 'Anmälan till seglingen är stängd.';
export const ENTRY_DEADLINE_PASSED_MESSAGE = 'Sista anmälningstiden har passerat.';

/** What the entry window depends on. */
export interface EntryWindowSailing {
  status: string;
  reg_status: string;
  entry_deadline: string | null;
}

export type EntryWindow = 'open' | 'closed' | 'deadline_passed';

/** Stockholm's wall clock at a moment as 'YYYY-MM-DDTHH:MM:SS'. */
export function stockholmDateTime(at: number | Date): string {
  const { date, time } = stockholmWallClock(at);
  return `${date}T${time}`;
}

/**
 * Whether a deadline has come at `now`: entries are taken before it (a deadline of 18:00 takes
 * an entry at 17:59:59, not at 18:00:00).
 */
export function deadlinePassed(deadline: string, now: number | Date): boolean {
  return stockholmDateTime(now) >= `${deadline.slice(0, 16)}:00`;
}

export function entryWindow(sailing: EntryWindowSailing, now: number | Date): EntryWindow {
  if (sailing.reg_status !== 'open' || sailing.status !== 'upcoming') return 'closed';
  if (sailing.entry_deadline !== null && deadlinePassed(sailing.entry_deadline, now)) {
    return 'deadline_passed';
  }
  return 'open';
}

/** Why entries are closed, in the server's words; null while they are open. */
export function entryClosedMessage(window: EntryWindow): string | null {
  if (window === 'closed') return ENTRY_CLOSED_MESSAGE;
  if (window === 'deadline_passed') return ENTRY_DEADLINE_PASSED_MESSAGE;
  return null;
}
