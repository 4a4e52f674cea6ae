/**
 * Europe/Stockholm's calendar and wall clock. Every sailing's date and times are Swedish local
 * time (docs/product.md), whatever zone the server or the phone runs in. Pure: the moment is passed in.
 */

/** The zone of every sailing's date and clock times. */
export const SAILING_TIME_ZONE = 'Europe/Stockholm';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// The zone database's answer, for moments the rule below does not cover. Made on first use, not
// at the top level: creating it costs tens of ms on a slow phone, and an impure top-level
// statement would keep the whole `@segla/core/sailing` barrel in the web app's first load.
let wallClockFormat: Intl.DateTimeFormat | undefined;

function wallClockByZoneDatabase(at: number): { date: string; time: string; weekday: number } {
  wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SAILING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The first year of the EU's summer-time rule in Sweden, as it still stands. */
const EU_RULE_SINCE_YEAR = 1996;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Stockholm's offset from UTC at `at` by the EU rule (summer time, UTC+2, from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October; else UTC+1), or null before
 * 1996, when the rule was another. The tests hold it to the zone database for every change of
 * 1996–2040: should the rule change, they fail on a Node that knows it (decision 0041).
 */
function euRuleOffset(at: number): number | null {
  const year = new Date(at).getUTCFullYear();
  if (!(year >= EU_RULE_SINCE_YEAR)) return null;
  const summer = at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Stockholm's wall clock at a moment: 'YYYY-MM-DD', 'HH:MM:SS' and the weekday (0 = Sunday).
 * By the EU rule from 1996 on, with no Intl object: making one costs the Målgång page's first
 * paint tens of ms on a phone (decision 0041). Earlier moments ask the zone database.
 */
export function stockholmWallClock(at: number | Date): {
  date: string;
  time: string;
  weekday: number;
} {
  const ms = typeof at === 'number' ? at : at.getTime();
  const offset = Number.isFinite(ms) ? euRuleOffset(ms) : null;
  if (offset === null) return wallClockByZoneDatabase(ms);
  const wall = new Date(ms + offset);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
    weekday: wall.getUTCDay(),
  };
}

/** Stockholm's wall clock by the zone database alone (tests hold the rule to it). */
export const stockholmWallClockByZoneDatabase = (at: number | Date) =>
  wallClockByZoneDatabase(typeof at === 'number' ? at : at.getTime());

/**
 * The moment (ms since the epoch) at which Stockholm's wall clock reads `date` `time`
 * ('YYYY-MM-DD', 'HH:MM' or 'HH:MM:SS'). Stockholm is an hour or two ahead of UTC: the offset
 * whose wall clock reads back is taken, summer time first, so the hour the autumn change repeats
 * means its first pass. A time the spring change skips (02:00–03:00) is read as winter time.
 */
export function stockholmInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const asUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0);
  const wanted = `${date} ${time.length === 5 ? `${time}:00` : time}`;
  for (const offsetHours of [2, 1]) {
    const at = asUtc - offsetHours * 3_600_000;
    const wall = stockholmWallClock(at);
    if (`${wall.date} ${wall.time}` === wanted) return at;
  }
  return asUtc - 3_600_000;
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const result = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return result.toISOString().slice(0, 10);
}

/** The weekday of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
