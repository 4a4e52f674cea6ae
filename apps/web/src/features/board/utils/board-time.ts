import { formatDate, formatDateTime, stockholmToday, stockholmWallClock } from '@segla/core/format';

/** Stockholm's 'HH:MM' of a moment. */
function clockOf(ms: number): string {
  return stockholmWallClock(ms).time.slice(0, 5);
}

/**
 * When something happened on the board, as it reads after "Anslaget", "Ändrat", "Återkallat":
 * the clock time today ('18:42'), else the date too ('tis 9 juni 2026 18:42'; Stockholm time).
 */
export function boardTime(iso: string, now: number = Date.now()): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return stockholmToday(ms) === stockholmToday(now) ? clockOf(ms) : formatDateTime(iso);
}

/** A moment as the time limit reads: '20:15' today, else with its date. */
export function deadlineTime(deadline: Date, now: number = Date.now()): string {
  return boardTime(deadline.toISOString(), now);
}

/** A hearing's time, a Stockholm wall clock 'YYYY-MM-DDTHH:MM': 'ons 10 juni 2026 19:30'. */
export function hearingTime(at: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(at);
  return match ? `${formatDate(match[1]!)} ${match[2]!}` : at;
}
