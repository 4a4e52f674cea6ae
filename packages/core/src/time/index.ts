/**
 * Dates and clock times, also importable alone as `@segla/core/time`: the web app's result
 * pages use it without the schemas (and zod) that the package's main entry brings.
 */
export {
  addDays,
  SAILING_TIME_ZONE,
  stockholmInstant,
  stockholmWallClock,
  weekdayOf,
} from './stockholm.ts';
export { clockSeconds, formatClockTime, SECONDS_PER_DAY } from '../scoring/elapsed-time.ts';
export { formatDuration } from './duration.ts';
