import { stockholmDateTimeFormat } from './intl-formats.ts';
import { stockholmWallClock } from './stockholm-clock.ts';

/**
 * Swedish dates as Intl sv-SE writes them ('ons 13 maj 2026', 'tors 3 sep. 2026'), the one
 * spelling of the server, the e-mails and the web app (decision 0051).
 */

const FULL: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/**
 * The moment of a calendar date 'YYYY-MM-DD' (anything after it is ignored), null when it is
 * none: noon UTC, which is the same date on Stockholm's clock in summer and winter.
 */
function calendarMoment(date: string): { at: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day, 12));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { at: at.getTime(), year };
}

/** 'YYYY-MM-DD' → 'ons 13 maj 2026'; anything that is not such a date is returned as it is. */
export function formatDate(date: string): string {
  const moment = calendarMoment(date);
  return moment ? stockholmDateTimeFormat(FULL).format(moment.at) : date;
}

/** 'YYYY-MM-DD' → '13 maj' (inside lists that show the year elsewhere). */
export function formatDayMonth(date: string): string {
  const moment = calendarMoment(date);
  return moment ? stockholmDateTimeFormat(DAY_MONTH).format(moment.at) : date;
}

/** A date badge's parts: 'YYYY-MM-DD' → { weekday: 'ons', day: '13', month: 'maj' }. */
export function dateParts(date: string): { weekday: string; day: string; month: string } {
  const moment = calendarMoment(date);
  if (!moment) return { weekday: '', day: date, month: '' };
  const parts = { weekday: '', day: '', month: '' };
  for (const part of stockholmDateTimeFormat(FULL).formatToParts(moment.at)) {
    if (part.type === 'weekday' || part.type === 'day' || part.type === 'month') {
      parts[part.type] = part.value;
    }
  }
  return parts;
}

/**
 * A range of dates: '22 apr.–27 maj 2026' within a year, 'sön 28 dec. 2025–lör 3 jan. 2026'
 * across one, a single date when both are the same (or one is missing), '' for none.
 */
export function formatDateRange(first: string | null, last: string | null): string {
  if (!first || !last || first === last) {
    const one = first || last;
    return one ? formatDate(one) : '';
  }
  const a = calendarMoment(first);
  const b = calendarMoment(last);
  if (a && b && a.year === b.year) {
    return `${formatDayMonth(first)}–${formatDayMonth(last)} ${b.year}`;
  }
  return `${formatDate(first)}–${formatDate(last)}`;
}

/**
 * A moment (an ISO timestamp) on Stockholm's clock: 'ons 13 maj 2026 18:42', the date as
 * `formatDate` writes it; anything that is not a timestamp is returned as it is.
 */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const { date, time } = stockholmWallClock(ms);
  return `${formatDate(date)} ${time.slice(0, 5)}`;
}
