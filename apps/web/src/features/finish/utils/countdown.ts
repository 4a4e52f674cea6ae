import { formatDuration, secondsToClock, stockholmSecondsOfDay } from '@segla/core/format';
import { clockSeconds } from '@segla/core/time';

/** Seconds from now (server ms) to a clock time of today; negative once it has passed. */
export function secondsUntil(time: string | null, now: number): number | null {
  const target = time ? clockSeconds(time) : null;
  if (target === null) return null;
  return target - stockholmSecondsOfDay(now);
}

/** A countdown or a time since: 65 → '1:05', 3725 → '1:02:05'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.abs(Math.trunc(seconds));
  if (whole < 3600) return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return formatDuration(whole);
}

/** A clock time moved by some seconds (wrapping at midnight), or null. */
export function shiftClock(time: string | null, by: number): string | null {
  const at = time ? clockSeconds(time) : null;
  return at === null ? null : secondsToClock(at + by);
}
