import {
  FINISH_PENALTY_CODES,
  REPLACING_CODES,
  formatClockTime,
  elapsedSeconds,
  parseClockTime,
  type CompetitorTiming,
} from '@segla/core';
import { fieldError } from '../../http/api-error.ts';

/** What `update-elapsed-time` writes on a competitor. */
export interface TimingFields {
  finish_time: string | null;
  elapsed_time: number | null;
  code: string | null;
}

/**
 * A finish clock time earlier than the start is read as after midnight only if that makes a
 * race of at most this long; otherwise it is a typing error (e.g. 17:45 for a 18:30 start).
 */
export const MAX_AFTER_MIDNIGHT_ELAPSED_S = 12 * 3600;

export const NO_START_TIME =
  'Deltagaren saknar starttid. Ange startgruppens starttid först, eller registrera den seglade tiden.';

const replacesFinish = (code: string | null) =>
  code !== null && (REPLACING_CODES as readonly string[]).includes(code);
const isPenalty = (code: string | null) =>
  code !== null && (FINISH_PENALTY_CODES as readonly string[]).includes(code);

/**
 * Applies one finish recording (docs/product.md §11, §12) to a competitor whose start is `start` (her
 * own, else her group's). A finish time gives elapsed = finish − start (a finish before the
 * start was after midnight); an elapsed time gives the finish clock time when the start is
 * known. A code DNC…DNE replaces the finish; ZFP, SCP and DPI are penalties that keep it and
 * need one; RDG keeps whatever is recorded. Recording a finish lifts a code that replaced it;
 * clearing the finish lifts a penalty, which needs one.
 * @throws ApiError 400 for a finish time without a start, or a penalty without a finish.
 */
export function applyTiming(
  current: TimingFields,
  input: CompetitorTiming,
  start: string | null,
): TimingFields {
  const withoutFinish = (): TimingFields => ({
    finish_time: null,
    elapsed_time: null,
    code: isPenalty(current.code) ? null : current.code,
  });
  const afterFinish = replacesFinish(current.code) ? null : current.code;

  if (input.finish_time !== undefined) {
    if (input.finish_time === null) return withoutFinish();
    if (start === null) throw fieldError('finish_time', NO_START_TIME);
    const elapsed = elapsedSeconds(start, input.finish_time);
    const afterMidnight = parseClockTime(input.finish_time) < parseClockTime(start);
    if (afterMidnight && elapsed > MAX_AFTER_MIDNIGHT_ELAPSED_S) {
      throw fieldError(
        'finish_time',
        `Måltiden ${input.finish_time} ligger före starttiden ${start}. Kontrollera tiden.`,
      );
    }
    return { finish_time: input.finish_time, elapsed_time: elapsed, code: afterFinish };
  }
  if (input.elapsed_time !== undefined) {
    if (input.elapsed_time === null) return withoutFinish();
    return {
      finish_time:
        start === null ? null : formatClockTime(parseClockTime(start) + input.elapsed_time),
      elapsed_time: input.elapsed_time,
      code: afterFinish,
    };
  }
  const code = input.code ?? null;
  if (replacesFinish(code)) return { finish_time: null, elapsed_time: null, code };
  if (isPenalty(code) && current.finish_time === null && current.elapsed_time === null) {
    throw fieldError(
      'code',
      `${String(code)} är ett straff för en båt som gått i mål. Registrera målgången först.`,
    );
  }
  return { finish_time: current.finish_time, elapsed_time: current.elapsed_time, code };
}
