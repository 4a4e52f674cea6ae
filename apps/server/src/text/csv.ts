import { formatNumber } from '@segla/core/format';

/**
 * CSV files a club opens in a Swedish Excel (docs/product.md §7): UTF-8 with a byte order mark
 * (Excel reads UTF-8 only then), semicolons (the list separator of a Swedish Excel), decimal
 * commas, lines ending in CRLF (RFC 4180), and a download name in UTF-8 and ASCII (RFC 6266).
 */

export const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

export type Cell = string | number | null;

/**
 * Text a spreadsheet would take for a formula (=, +, -, @, or a tab or CR first) gets a leading
 * apostrophe (OWASP "CSV injection"): names are typed by sailors, and a file opened in Excel
 * must not run them.
 */
function neutralized(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field: quoted when it holds the separator, a quote, a line break or edge spaces. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? decimalComma(value) : neutralized(value);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A line of fields with its CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(SEPARATOR) + NEWLINE;
}

/**
 * A number with a decimal comma and at most three decimals, never grouped (a spreadsheet reads
 * a grouped one as text): 3.5 → '3,5'. A spreadsheet reads only '-' as a minus sign.
 */
export function decimalComma(value: number): string {
  return formatNumber(value, { useGrouping: false }).replace('\u2212', '-');
}

/** A file name's longest title part, so that the header stays short whatever the name. */
const MAX_TITLE = 80;

/** The title as plain ASCII for `filename=`: å → a, ö → o, anything else odd → '-'. */
function asciiTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * ! as they are. */
function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` of a CSV download: 'Resultat Onsdagssegling 2026-05-13.csv' as
 * UTF-8 (`filename*`, RFC 6266) and as ASCII for clients that take only `filename`.
 */
export function csvContentDisposition(
  kind: string,
  name: string,
  date: string | null,
  fallback = 'resultat',
): string {
  const words = [kind, name, date]
    .filter((part) => part)
    .join(' ')
    // Control characters and lone surrogates (which encodeURIComponent refuses) go.
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = Array.from(words).slice(0, MAX_TITLE).join('').trim() || fallback;
  const ascii = asciiTitle(title) || fallback;
  return `attachment; filename="${ascii}.csv"; filename*=UTF-8''${rfc5987(`${title}.csv`)}`;
}
