/**
 * Calendar arithmetic and clock times, importable alone as `@segla/core/time`. Stockholm's
 * clock and the Swedish formats live in `@segla/core/format`; their names are also here, so
 * `@segla/core/time` keeps working for its callers.
 */
export { addDays, weekdayOf } from './calendar.ts';
export { clockSeconds, formatClockTime, SECONDS_PER_DAY } from '../scoring/elapsed-time.ts';
export {
  formatDuration,
  SAILING_TIME_ZONE,
  stockholmInstant,
  stockholmWallClock,
} from '../format/index.ts';
