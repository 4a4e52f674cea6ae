import dayjs from 'dayjs';
import 'dayjs/locale/sv';

dayjs.locale('sv');

/** Swedish sorting (å, ä, ö after z). */
export const swedishCollator = new Intl.Collator('sv');

const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

/** 'YYYY-MM-DD' → 'ons 13 maj 2026'. */
export function formatDate(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('ddd D MMM YYYY') : date;
}

/** 'YYYY-MM-DD' → '13 maj' (short, inside lists that show the year elsewhere). */
export function formatDayMonth(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format('D MMM') : date;
}

/** Weekday and day for a date badge: { weekday: 'ons', day: '13', month: 'maj' }. */
export function dateParts(date: string): { weekday: string; day: string; month: string } {
  const parsed = dayjs(date);
  return {
    weekday: parsed.format('ddd'),
    day: parsed.format('D'),
    month: parsed.format('MMM'),
  };
}

/** A range of dates: 'ons 22 apr–ons 27 maj 2026', or one date when both are the same. */
export function formatDateRange(first: string | null, last: string | null): string {
  if (!first && !last) return '';
  if (!first || !last || first === last) return formatDate((first ?? last) as string);
  const a = dayjs(first);
  const b = dayjs(last);
  if (a.year() === b.year()) return `${a.format('D MMM')}–${b.format('D MMM YYYY')}`;
  return `${formatDate(first)}–${formatDate(last)}`;
}

/** 'HH:MM[:SS]' → 'HH:MM' (24-hour clock). */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  return time.slice(0, 5);
}

/** A timestamp (ms) as a 24-hour clock 'HH:MM:SS'. */
export function formatClock(ms: number): string {
  return dayjs(ms).format('HH:mm:ss');
}

/** A number with decimal comma: 0.845 → '0,845'. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return decimal.format(value);
}

/** SRS rating with three decimals: 0.85 → '0,850'. */
export function formatRating(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return value.toFixed(3).replace('.', ',');
}

/** Points: 1 → '1', 3.5 → '3,5'. */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return formatDecimal(value);
}

/**
 * A duration in seconds as 'H:MM:SS'; fractions of a second are kept as one decimal
 * ('0:45:59,9') so that corrected times that decide places are not rounded away.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const negative = seconds < 0;
  const tenths = Math.round(Math.abs(seconds) * 10);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const text = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return `${negative ? '−' : ''}${text}${fraction ? `,${fraction}` : ''}`;
}

/** 'HH:MM:SS' → seconds since midnight. */
export function clockToSeconds(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Seconds since midnight → 'HH:MM:SS' (wrapping past midnight). */
export function secondsToClock(total: number): string {
  const day = 24 * 3600;
  const value = ((Math.floor(total) % day) + day) % day;
  const h = Math.floor(value / 3600);
  const m = Math.floor((value % 3600) / 60);
  const s = value % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

/** A Swedish count: (1, 'båt', 'båtar') → '1 båt'. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** An ISO timestamp in local time: 'ons 13 maj 2026 18:42'. */
export function formatDateTime(iso: string): string {
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('ddd D MMM YYYY HH:mm') : iso;
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
