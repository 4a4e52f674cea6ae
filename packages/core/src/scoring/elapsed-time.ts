import { ScoringValidationError, type ScoringErrorContext } from './errors.ts';

/** Seconds in a day: clock times wrap at midnight. */
export const SECONDS_PER_DAY = 86_400;

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Seconds since midnight of a clock time "HH:MM" or "HH:MM:SS" (24-hour).
 * @throws ScoringValidationError `invalid_time` for anything else.
 */
export function parseClockTime(text: string, context: ScoringErrorContext = {}): number {
  const match = CLOCK_TIME.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59) {
    throw new ScoringValidationError(
      'invalid_time',
      `not a clock time (HH:MM[:SS]): "${text}"`,
      context,
    );
  }
  return hours * 3600 + minutes * 60 + seconds;
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
