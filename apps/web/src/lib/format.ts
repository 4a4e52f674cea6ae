/**
 * Swedish formats of dates, counts and numbers: what lists and the home page show. Clocks,
 * durations and ratings are in format-clock.ts, loaded with the pages that show results.
 * Dates are written by hand, not with a date library, to keep them out of the first load.
 */

import { swedishNumber } from './swedish-number.ts';

/** Swedish sorting (å, ä, ö after z). */
export { swedishCollator } from '@segla/core/search';

const WEEKDAYS = ['sön', 'mån', 'tis', 'ons', 'tor', 'fre', 'lör'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** A calendar date 'YYYY-MM-DD' as its parts (null when it is not one). */
function calendarDate(
  date: string,
): { year: number; month: number; day: number; weekday: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

/** 'YYYY-MM-DD' → 'ons 13 maj 2026'. */
export function formatDate(date: string): string {
  const parts = calendarDate(date);
  if (!parts) return date;
  return `${WEEKDAYS[parts.weekday]} ${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** 'YYYY-MM-DD' → '13 maj' (short, inside lists that show the year elsewhere). */
export function formatDayMonth(date: string): string {
  const parts = calendarDate(date);
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]}` : date;
}

/** Weekday and day for a date badge: { weekday: 'ons', day: '13', month: 'maj' }. */
export function dateParts(date: string): { weekday: string; day: string; month: string } {
  const parts = calendarDate(date);
  if (!parts) return { weekday: '', day: date, month: '' };
  return {
    weekday: WEEKDAYS[parts.weekday] ?? '',
    day: String(parts.day),
    month: MONTHS[parts.month - 1] ?? '',
  };
}

/** A range of dates: '22 apr–27 maj 2026', or one date when both are the same. */
export function formatDateRange(first: string | null, last: string | null): string {
  if (!first && !last) return '';
  if (!first || !last || first === last) return formatDate((first ?? last) as string);
  const a = calendarDate(first);
  const b = calendarDate(last);
  if (a && b && a.year === b.year)
    return `${formatDayMonth(first)}–${formatDayMonth(last)} ${b.year}`;
  return `${formatDate(first)}–${formatDate(last)}`;
}

/** 'HH:MM[:SS]' → 'HH:MM' (24-hour clock). */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  return time.slice(0, 5);
}

/** A number with decimal comma: 0.845 → '0,845'. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return swedishNumber(value, 3);
}

/** Points: 1 → '1', 3.5 → '3,5'. */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return formatDecimal(value);
}

/** A Swedish count: (1, 'båt', 'båtar') → '1 båt'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Up to two capital initials of a name: 'Segelsällskapet Bris' → 'SB'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÅÄÖ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return letters || name.slice(0, 2).toUpperCase();
}
