/**
 * Swedish formats of dates, times, numbers and durations, and Stockholm's clock, backed by Intl
 * (sv-SE, Europe/Stockholm): the server, the results' CSV, the e-mails and the web app all write
 * through here, so a date is spelled one way (decision 0051). Zod-free: importable alone as
 * `@segla/core/format`.
 */
export { dateParts, formatDate, formatDateRange, formatDateTime, formatDayMonth } from './date.ts';
export { formatClock, formatTime, secondsToClock } from './clock.ts';
export {
  formatNumber,
  formatPoints,
  formatRating,
  ordinal,
  plural,
  type NumberStyle,
} from './number.ts';
export { formatDuration } from './duration.ts';
export { SAILING_TIME_ZONE } from './intl-formats.ts';
export {
  stockholmInstant,
  stockholmSecondsOfDay,
  stockholmToday,
  stockholmWallClock,
  type WallClock,
} from './stockholm-clock.ts';
export { FORMAT_WARMUPS } from './warm.ts';
