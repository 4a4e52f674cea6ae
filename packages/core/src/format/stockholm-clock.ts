import { clockSeconds } from '../scoring/elapsed-time.ts';
import { weekdayOf } from '../time/calendar.ts';
import { stockholmDateTimeFormat } from './intl-formats.ts';

/**
 * Stockholm's wall clock ↔ a moment, read from the zone database through Intl: every sailing's
 * date and times are Swedish local time (docs/product.md), whatever zone the server or the
 * phone runs in. No summer-time rule of our own (decision 0051).
 */

/** A moment as Stockholm's wall clock reads it. */
export interface WallClock {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM:SS', 24-hour. */
  time: string;
  /** 0 = Sunday. */
  weekday: number;
}

const HOUR_MS = 3_600_000;

const wallClockOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The numbers Stockholm's clock shows at `at`: year, month (1–12), day, hour, minute, second. */
function wallClockFields(at: number): number[] {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of stockholmDateTimeFormat(wallClockOptions).formatToParts(at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return [year, month, day, hour, minute, second];
}

/** The wall clock's fields as if they were UTC, in ms (years before 100 kept as they are). */
function asUtc([year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0]: number[]): number {
  const at = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  return at.setUTCFullYear(year, month - 1, day);
}

/** Stockholm's offset from UTC at `at`, in ms (an hour in winter, two in summer). */
function offsetAt(at: number): number {
  const wholeSecond = at - (((at % 1000) + 1000) % 1000);
  return asUtc(wallClockFields(at)) - wholeSecond;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Stockholm's wall clock at a moment: 'YYYY-MM-DD', 'HH:MM:SS' (a fraction of a second cut)
 * and the weekday.
 * @throws RangeError for an invalid moment.
 */
export function stockholmWallClock(at: number | Date): WallClock {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = wallClockFields(
    typeof at === 'number' ? at : at.getTime(),
  );
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return { date, time: `${pad(hour)}:${pad(minute)}:${pad(second)}`, weekday: weekdayOf(date) };
}

/**
 * The moment (ms since the epoch) at which Stockholm's wall clock reads `date` `time`
 * ('YYYY-MM-DD', 'HH:MM' or 'HH:MM:SS'). On the days the clock changes it chooses as
 * Temporal's `disambiguation: 'compatible'` and JavaScript's own `Date` do:
 * - a reading the spring change skips (02:00–02:59 on the last Sunday of March) is read with
 *   the offset before it, winter time: 02:30 is the moment the clock shows 03:30;
 * - a reading the autumn change repeats (02:00–02:59 on the last Sunday of October) is its
 *   first pass, summer time.
 * @throws RangeError when `date` or `time` is not one.
 */
export function stockholmInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wanted = asUtc([year, month, day, hour, minute, second].map((n) => n ?? Number.NaN));
  if (!Number.isFinite(wanted)) throw new RangeError(`not a date and time: ${date} ${time}`);
  // The offsets a day before and after: they differ only across a change of the clock.
  const before = offsetAt(wanted - 24 * HOUR_MS);
  const after = offsetAt(wanted + 24 * HOUR_MS);
  const readings = [wanted - before, wanted - after].filter((at) => at + offsetAt(at) === wanted);
  return readings.length > 0 ? Math.min(...readings) : wanted - before;
}

/** Today's date in Stockholm, 'YYYY-MM-DD'. */
export function stockholmToday(now: number = Date.now()): string {
  return stockholmWallClock(now).date;
}

/** Seconds since midnight on Stockholm's clock. */
export function stockholmSecondsOfDay(now: number = Date.now()): number {
  return clockSeconds(stockholmWallClock(now).time) ?? 0;
}
