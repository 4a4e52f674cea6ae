/**
 * Swedish Intl formatters, made once per set of options and kept: making one costs far more
 * than using it, and pages format hundreds of values (decision 0051).
 */

/** The language of every text Segla writes. */
export const LOCALE = 'sv-SE';

/** The zone of every sailing's date and clock times (docs/product.md). */
export const SAILING_TIME_ZONE = 'Europe/Stockholm';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A Swedish date-time formatter on Stockholm's clock with these options. */
export function stockholmDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: SAILING_TIME_ZONE });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A Swedish number formatter with these options. */
export function swedishNumberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}
