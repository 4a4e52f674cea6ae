import { formatDate } from './format.ts';

/**
 * Clocks, durations and ratings. Every clock is Europe/Stockholm, the time zone of the
 * sailings' times, whatever the browser's own zone is.
 */

/** The zone of every sailing's date and times (SPEC.md: Swedish clubs). */
export const SAILING_TIME_ZONE = 'Europe/Stockholm';

const stockholmParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAILING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment (ms) as Stockholm's wall clock: { date: 'YYYY-MM-DD', time: 'HH:MM:SS' }. */
export function stockholmWallClock(ms: number): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of stockholmParts.formatToParts(ms)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Today's date in Stockholm, 'YYYY-MM-DD'. */
export function stockholmToday(now: number = Date.now()): string {
  return stockholmWallClock(now).date;
}

/** Seconds since midnight on Stockholm's clock. */
export function stockholmSecondsOfDay(now: number = Date.now()): number {
  const [h, m, s] = stockholmWallClock(now).time.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

/** A timestamp (ms) as Stockholm's 24-hour clock 'HH:MM:SS'. */
export function formatClock(ms: number): string {
  return stockholmWallClock(ms).time;
}

/** An ISO timestamp on Stockholm's clock: 'ons 13 maj 2026 18:42'. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const { date, time } = stockholmWallClock(ms);
  return `${formatDate(date)} ${time.slice(0, 5)}`;
}

/** SRS rating with three decimals: 0.85 → '0,850'. */
export function formatRating(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return value.toFixed(3).replace('.', ',');
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
