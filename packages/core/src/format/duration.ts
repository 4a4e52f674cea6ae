import { swedishNumberFormat } from './intl-formats.ts';

/** Intl sv-SE's minus sign (U+2212), for a negative duration. */
const MINUS = '\u2212';

/**
 * A duration in seconds as 'H:MM:SS' in Swedish: a fraction of a second is kept as one decimal
 * after a comma ('0:45:59,9'), so corrected times that decide places are not rounded away; a
 * negative one starts with a minus sign ('−0:01:15'); '–' for none. The result pages and the
 * results' CSV both write durations so (docs/product.md §12).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const tenths = Math.round(Math.abs(seconds) * 10);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor(tenths / 600) % 60;
  const secondsPart = (tenths % 600) / 10;
  const twoDigits = swedishNumberFormat({ minimumIntegerDigits: 2, maximumFractionDigits: 1 });
  const text = `${hours}:${twoDigits.format(minutes)}:${twoDigits.format(secondsPart)}`;
  return seconds < 0 ? `${MINUS}${text}` : text;
}
