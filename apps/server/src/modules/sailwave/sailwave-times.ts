/**
 * Sailwave's time and date texts as Segla stores them. Sailwave keeps what the scorer typed:
 * clock times as "19.15.00", "191500", "19:15:00" or "19.15", elapsed times as "0.33.16", and
 * race dates in the series' date format ("d-m-y" etc.) or as free text ("May 5th", "Aug 16").
 */

/** Seconds of a time of day or a duration ("H.MM.SS", "HHMMSS", "H:MM:SS", "H.MM"); else null. */
export function sailwaveSeconds(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  let match = /^(\d{1,3})[.:](\d{1,2})(?:[.:](\d{1,2}))?$/.exec(value);
  if (!match && /^\d{6}$/.test(value)) {
    match = /^(\d\d)(\d\d)(\d\d)$/.exec(value);
  }
  if (!match && /^\d{4}$/.test(value)) match = /^(\d\d)(\d\d)()$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] ? Number(match[3]) : 0;
  if (minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** "HH:MM:SS" of a time of day; null when the text is no time of day. */
export function sailwaveClockTime(text: string | undefined): string | null {
  const seconds = sailwaveSeconds(text);
  if (seconds === null || seconds >= 86_400) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const SWEDISH_MONTHS: Record<string, number> = { maj: 5, okt: 10 };

/** A date Sailwave holds, with or without its year. */
export interface SailwaveDate {
  year: number | null;
  month: number;
  day: number;
}

function monthOf(word: string): number | null {
  const key = word.slice(0, 3).toLowerCase();
  const index = MONTHS.indexOf(key as (typeof MONTHS)[number]);
  if (index >= 0) return index + 1;
  return SWEDISH_MONTHS[key] ?? null;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length <= 2 ? 2000 + year : year;
}

/**
 * A race date: numeric in the series' order (`serdatespec`, e.g. "d-m-y"; two-digit years are
 * 20xx) or ISO, or a day and a month name in either order ("May 5th", "1st Feb", "16 aug
 * 2026"). Null when it is none of these or no real date.
 */
export function parseSailwaveDate(text: string | undefined, spec: string): SailwaveDate | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  let date: SailwaveDate | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const numeric = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$/.exec(value);
  if (iso) {
    date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  } else if (numeric) {
    const order = spec.toLowerCase().replace(/[^dmy]/g, '');
    const parts = [numeric[1], numeric[2], numeric[3]] as [string, string, string];
    const at = (letter: string) => parts[order.indexOf(letter)] ?? '';
    if (order.length === 3 && new Set(order).size === 3) {
      date = { year: fullYear(at('y')), month: Number(at('m')), day: Number(at('d')) };
    }
  } else {
    const words = value.replace(/,/g, ' ').split(/\s+/);
    let day: number | null = null;
    let month: number | null = null;
    let year: number | null = null;
    for (const word of words) {
      const number = /^(\d{1,4})(?:st|nd|rd|th|e|:e)?\.?$/i.exec(word);
      if (number) {
        const n = Number(number[1]);
        if (number[1]!.length === 4) year = n;
        else if (day === null) day = n;
      } else if (month === null) {
        month = monthOf(word);
      }
    }
    if (day !== null && month !== null) date = { year, month, day };
  }
  if (!date || date.month < 1 || date.month > 12 || date.day < 1) return null;
  const days = new Date(Date.UTC(date.year ?? 2024, date.month, 0)).getUTCDate();
  return date.day <= days ? date : null;
}

/** "YYYY-MM-DD". */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
