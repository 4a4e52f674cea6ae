import { stockholmWallClock } from '@segla/core/time';

/** The server's time now (ms) from the device's clock and the measured offset. */
export function serverNow(offset: number, deviceNow: number = Date.now()): number {
  return deviceNow + offset;
}

/**
 * A moment (ms) as the Stockholm clock time 'HH:MM:SS' the sailing's times are kept in; the
 * seconds are cut, not rounded: a tap at 18:42:13.9 is the 13th second.
 */
export function clockTimeAt(ms: number): string {
  return stockholmWallClock(Math.floor(ms / 1000) * 1000).time;
}

/** Milliseconds until the next whole second of the server's clock. */
export function msToNextSecond(serverMs: number): number {
  const rest = 1000 - (((serverMs % 1000) + 1000) % 1000);
  return rest === 0 ? 1000 : rest;
}
