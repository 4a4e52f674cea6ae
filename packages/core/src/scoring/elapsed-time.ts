import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';

/** Seconds in a day: clock times wrap at midnight. */
export const SECONDS_PER_DAY = 86_400;

const COLON = 58;
const DIGIT_0 = 48;

/**
 * Seconds since midnight of a clock time "H:MM", "HH:MM", "H:MM:SS" or "HH:MM:SS" (24-hour;
 * surrounding white space allowed), or null for anything else. Read character by character: a
 * regular expression took a fifth of a 1,000-boat series (decision 0054); a property test holds
 * this to the regular expression `/^(\d{1,2}):(\d{2})(?::(\d{2}))?$/`.
 */
export function clockSeconds(text: string): number | null {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const length = trimmed.length;
  if (colon !== 1 && colon !== 2) return null;
  const withSeconds = length === colon + 6;
  if (length !== colon + 3 && !withSeconds) return null;
  if (withSeconds && trimmed.charCodeAt(colon + 3) !== COLON) return null;
  const hours = digitsAt(trimmed, 0, colon);
  const minutes = digitsAt(trimmed, colon + 1, 2);
  const seconds = withSeconds ? digitsAt(trimmed, colon + 4, 2) : 0;
  if (hours > 23 || minutes > 59 || seconds > 59 || Math.min(hours, minutes, seconds) < 0) {
    return null;
  }
  return hours * 3600 + minutes * 60 + seconds;
}

/** The number the `count` ASCII digits from `start` spell, or -1 if one of them is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Seconds since midnight of a clock time "HH:MM" or "HH:MM:SS" (24-hour), see `clockSeconds`.
 * @throws ScoringValidationError `invalid_time` for anything else.
 */
export function parseClockTime(text: string, context?: ScoringErrorContext): number {
  const seconds = clockSeconds(text);
  if (seconds === null) {
    throw new ScoringValidationError(
      'invalid_time',
      `not a clock time (HH:MM[:SS]): "${text}"`,
      context ?? {},
    );
  }
  return seconds;
}

/** A clock time "HH:MM:SS" for seconds since midnight (wrapping past midnight). */
export function formatClockTime(secondsSinceMidnight: number): string {
  const total =
    ((Math.round(secondsSinceMidnight) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * Elapsed seconds from a start to a finish clock time. A finish earlier than the start is on the
 * next day (a race that goes past midnight); club races do not last 24 hours.
 * @throws ScoringValidationError `invalid_time` for a malformed time.
 */
export function elapsedSeconds(
  startTime: string,
  finishTime: string,
  context: ScoringErrorContext = {},
): number {
  const start = parseClockTime(startTime, { ...context, field: 'startTime' });
  const finish = parseClockTime(finishTime, { ...context, field: 'finishTime' });
  return (finish - start + SECONDS_PER_DAY) % SECONDS_PER_DAY;
}
