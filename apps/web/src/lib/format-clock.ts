import {
  clockSeconds,
  formatClockTime,
  formatDuration as formatCoreDuration,
  stockholmWallClock,
} from '@segla/core/time';
import { formatDate } from './format.ts';

/**
 * Clocks, durations and ratings. Every clock is Europe/Stockholm, the time zone of the
 * sailings' times, whatever the browser's own zone is.
 */

/** Today's date in Stockholm, 'YYYY-MM-DD'. */
export function stockholmToday(now: number = Date.now()): string {
  return stockholmWallClock(now).date;
}

/** Seconds since midnight on Stockholm's clock. */
export function stockholmSecondsOfDay(now: number = Date.now()): number {
  return clockSeconds(stockholmWallClock(now).time) ?? 0;
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

/** A duration in seconds as 'H:MM:SS' ('0:45:59,9', see core's `formatDuration`); '–' for none. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  return formatCoreDuration(seconds);
}

/** 'HH:MM[:SS]' → seconds since midnight (null if it is not a clock time). */
export const clockToSeconds = clockSeconds;

/**
 * Seconds since midnight → 'HH:MM:SS' (wrapping past midnight), rounded down: a time to beat
 * must not be shown later than it is.
 */
export function secondsToClock(total: number): string {
  return formatClockTime(Math.floor(total));
}
