/**
 * Europe/Stockholm's calendar and wall clock. Every sailing's date and times are Swedish local
 * time (docs/product.md), whatever zone the server or the phone runs in. Pure: the moment is passed in.
 */

/** The zone of every sailing's date and clock times. */
export const SAILING_TIME_ZONE = 'Europe/Stockholm';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Made on first use, not at the top level: creating it costs tens of ms on a slow phone, and
// an impure top-level statement would keep the whole `@segla/core/sailing` barrel in the web
// app's first load.
let wallClockFormat: Intl.DateTimeFormat | undefined;

function wallClock(): Intl.DateTimeFormat {
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
  return wallClockFormat;
}

/** Stockholm's wall clock at a moment: 'YYYY-MM-DD', 'HH:MM:SS' and the weekday (0 = Sunday). */
export function stockholmWallClock(at: number | Date): {
  date: string;
  time: string;
  weekday: number;
} {
  const parts: Record<string, string> = {};
  for (const part of wallClock().formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

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
