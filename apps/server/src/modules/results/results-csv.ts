import type { SailingResultRow, SailingResults, SeriesResults } from '@segla/core';
import { formatDuration, formatNumber, formatRating } from '@segla/core/format';

/**
 * Results as a CSV file a club pastes into its web page or opens in Excel (issue 14;
 * docs/product.md §7): UTF-8 with a byte order mark (Excel reads UTF-8 only then), semicolons
 * (the list separator of a Swedish Excel), decimal commas, Swedish headers, durations as
 * h:mm:ss, lines ending in CRLF (RFC 4180). Pure: the routes serve it from the results cache.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

type Cell = string | number | null;

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
function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(SEPARATOR) + NEWLINE;
}

/**
 * A number with a decimal comma and at most three decimals, never grouped (a spreadsheet reads
 * a grouped one as text): 3.5 → '3,5'. A spreadsheet reads only '-' as a minus sign.
 */
export function decimalComma(value: number): string {
  return formatNumber(value, { useGrouping: false }).replace('\u2212', '-');
}

/** An SRS value as the result page shows it: 0.85 → '0,850'. */
function rating(value: number | null): string | null {
  return value === null ? null : formatRating(value);
}

/** A duration in seconds as on the result page (core's `formatDuration`); null for none. */
export function csvDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  return formatDuration(seconds);
}

/** Points count where the result page shows them: a finish, a code or redress. */
function scoredPoints(row: SailingResultRow): number | null {
  return row.status === 'finished' || row.status === 'coded' || row.status === 'redress'
    ? row.points
    : null;
}

export const SAILING_CSV_HEADERS = [
  'Startgrupp',
  'Placering',
  'Segelnummer',
  'Båt',
  'Båttyp',
  'Namn',
  'SRS',
  'Starttid',
  'Måltid',
  'Seglad tid',
  'Korrigerad tid',
  'Kod',
  'Poäng',
] as const;

/**
 * A sailing's result: one line per boat and start group, groups in their order and boats in
 * rank order. A scratch group has no SRS value or corrected time, as on the result page.
 */
export function sailingResultsCsv(results: SailingResults): string {
  let text = BOM + csvLine(SAILING_CSV_HEADERS);
  for (const group of results.groups) {
    const srs = group.handicap === 'srs';
    for (const row of group.rows) {
      text += csvLine([
        group.name,
        row.rank,
        row.sail_number,
        row.boat_name,
        row.boat_type,
        row.name,
        srs ? rating(row.rating) : null,
        row.start,
        row.finish_time,
        csvDuration(row.elapsed_time),
        srs ? csvDuration(row.corrected_time) : null,
        row.code,
        scoredPoints(row),
      ]);
    }
  }
  return text;
}

type Race = SeriesResults['groups'][number]['rows'][number]['races'][number];

/** A race of a boat's series line as the result page shows it: '5', '18 DNC', '(5)'. */
function raceText(race: Race | undefined): string | null {
  if (!race) return null;
  const points = decimalComma(race.points);
  const text = race.code ? `${points} ${race.code}` : points;
  return race.discarded ? `(${text})` : text;
}

/**
 * A series' standings: one line per boat and start group; a column per sailing (named by the
 * sailing and its date, as two sailings may share a name), then Totalt and Netto.
 */
export function seriesResultsCsv(results: SeriesResults): string {
  const sailingHeaders = results.sailings.map((sailing) => `${sailing.name} ${sailing.start_date}`);
  let text =
    BOM +
    csvLine([
      'Startgrupp',
      'Placering',
      'Segelnummer',
      'Båt',
      'Namn',
      ...sailingHeaders,
      'Totalt',
      'Netto',
    ]);
  for (const group of results.groups) {
    for (const row of group.rows) {
      const races = results.sailings.map((sailing) =>
        raceText(row.races.find((race) => race.sailing_id === sailing.id)),
      );
      text += csvLine([
        group.name,
        row.rank,
        row.sail_number,
        row.boat_name,
        row.name,
        ...races,
        row.total,
        row.net,
      ]);
    }
  }
  return text;
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
 * `Content-Disposition` of a results download: 'Resultat Onsdagssegling 2026-05-13.csv' as
 * UTF-8 (`filename*`, RFC 6266) and as ASCII for clients that take only `filename`.
 */
export function csvContentDisposition(kind: string, name: string, date: string | null): string {
  const words = [kind, name, date]
    .filter((part) => part)
    .join(' ')
    // Control characters and lone surrogates (which encodeURIComponent refuses) go.
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = Array.from(words).slice(0, MAX_TITLE).join('').trim() || 'resultat';
  const ascii = asciiTitle(title) || 'resultat';
  return `attachment; filename="${ascii}.csv"; filename*=UTF-8''${rfc5987(`${title}.csv`)}`;
}
