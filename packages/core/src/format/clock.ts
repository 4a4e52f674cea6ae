import { formatClockTime } from '../scoring/elapsed-time.ts';
import { stockholmWallClock } from './stockholm-clock.ts';

/** Clock times on the 24-hour clock, as Swedish writes them ('18:42'). */

/** 'HH:MM[:SS]' → 'HH:MM'; '' for none. */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

/** A moment (ms) as Stockholm's clock 'HH:MM:SS'. */
export function formatClock(ms: number): string {
  return stockholmWallClock(ms).time;
}

/**
 * Seconds since midnight → 'HH:MM:SS' (wrapping past midnight), rounded down: a time to beat
 * must not be shown later than it is.
 */
export function secondsToClock(total: number): string {
  return formatClockTime(Math.floor(total));
}
