/**
 * iCalendar text by hand, per RFC 5545 (decision 0036: the well-kept generator for Node 20
 * writes a zoned time from a JS Date in the server's own zone and DTSTAMP without its Z). Pure:
 * values in, content lines out.
 */

/** The zone every sailing's date and clock times are in (docs/product.md §3). */
export const CALENDAR_TIME_ZONE = 'Europe/Stockholm';

/**
 * Europe/Stockholm as a VTIMEZONE: the EU rule in force since 1996 (summer time from the last
 * Sunday of March, 02:00 local, to the last Sunday of October, 03:00 local), as the zone database
 * gives it. Calendars that know the zone by its TZID use their own copy; this one is for the rest.
 */
export const STOCKHOLM_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Longest content line in octets, line break excluded (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as
 * `\n`; other control characters, which TEXT may not hold, dropped (a tab stays).
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n|\r|\n/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing the control characters TEXT forbids
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\n/g, '\\n')
  );
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): a CRLF and a space before each
 * continuation, never inside a UTF-8 sequence (nor between the halves of a surrogate pair).
 */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      folded += '\r\n ';
      // The continuation's leading space counts towards its 75.
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/** Content lines as an iCalendar stream: each folded, each ended by CRLF. */
export function toIcs(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** `YYYYMMDD` of a 'YYYY-MM-DD' date (a DATE value). */
export function icsDate(date: string): string {
  return date.replaceAll('-', '');
}

/** `YYYYMMDDTHHMMSS` of a wall-clock date and time ('HH:MM' or 'HH:MM:SS'), for a TZID. */
export function icsLocalDateTime(date: string, time: string): string {
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  return `${icsDate(date)}T${hh}${mm}${ss}`;
}

/** `YYYYMMDDTHHMMSSZ` of an ISO-8601 moment (a DATE-TIME in UTC). */
export function icsUtcDateTime(iso: string | number): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
