import type { SailingResultRow, SailingResults, SeriesResults } from '@segla/core';
import { formatDuration, formatRating } from '@segla/core/format';
import type { ResultListKind } from '@segla/core/sailing';
import { BOM, csvLine, decimalComma, type Cell } from '../../text/csv.ts';

/**
 * Results as a CSV file a club pastes into its web page or opens in Excel (issue 14;
 * docs/product.md §7): UTF-8 with a byte order mark (Excel reads UTF-8 only then), semicolons
 * (the list separator of a Swedish Excel), decimal commas, Swedish headers, durations as
 * h:mm:ss, lines ending in CRLF (RFC 4180; text/csv.ts). Pure: the routes serve it from the results
 * cache.
 */

/** An SRS value as the result page shows it: 0.85 → '0,850'. */
function rating(value: number | null): string | null {
  return value === null ? null : formatRating(value);
}

/**
 * A boat's rating in a further list as the list's table writes it (docs/product.md §7): a PY
 * number as given ('1050', a number cell), a time factor with three decimals as the SRS column
 * ('1,050'); null in a scratch list and for a boat without one.
 */
function listRating(kind: ResultListKind, value: number | null): Cell {
  if (value === null || kind === 'scratch') return null;
  return kind === 'yardstick' ? value : formatRating(value);
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
  // Last, so the columns before keep their places in the clubs' spreadsheets (issue 32).
  'Listans tal',
] as const;

/**
 * The name a further result list goes by where a start group's name stands (CSV, print):
 * 'SRS kölbåt – Först i mål' (docs/product.md §12 "Fler resultatlistor").
 */
export function listGroupName(group: string, list: string): string {
  return `${group} – ${list}`;
}

/**
 * A sailing's result: one line per boat and start group, groups in their order and boats in
 * rank order, each group's further lists after it under 'group – list'. A scratch group (and a
 * list) has no SRS value; a scratch group or list has no corrected time, as on the result page.
 * A PY or TCC list's lines carry the boat's rating in the list in the last column, 'Listans
 * tal' (docs/product.md §7).
 */
export function sailingResultsCsv(results: SailingResults): string {
  let text = BOM + csvLine(SAILING_CSV_HEADERS);
  const lines = (
    name: string,
    rows: readonly SailingResultRow[],
    srs: boolean,
    timed: boolean,
    list: ResultListKind | null = null,
  ) => {
    for (const row of rows) {
      text += csvLine([
        name,
        row.rank,
        row.sail_number,
        row.boat_name,
        row.boat_type,
        row.name,
        srs ? rating(row.rating) : null,
        row.start,
        row.finish_time,
        csvDuration(row.elapsed_time),
        timed ? csvDuration(row.corrected_time) : null,
        row.code,
        scoredPoints(row),
        list === null ? null : listRating(list, row.rating),
      ]);
    }
  };
  for (const group of results.groups) {
    const srs = group.handicap === 'srs';
    lines(group.name, group.rows, srs, srs);
    for (const list of group.lists) {
      const timed = list.kind !== 'scratch';
      lines(listGroupName(group.name, list.name), list.rows, false, timed, list.kind);
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
 * A series' standings: one line per boat and start group (each further list after its group,
 * as in a sailing's CSV); a column per sailing (named by the
 * sailing and its date, as two sailings may share a name), then Totalt and Netto. The boats left
 * unranked for want of a rating follow their fleet's ranked lines, with no place or points, as
 * on the page (docs/product.md §12).
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
  type Row = SeriesResults['groups'][number]['rows'][number];
  type Unrated = SeriesResults['groups'][number]['no_rating'][number];
  const lines = (name: string, rows: readonly Row[], unrated: readonly Unrated[]) => {
    for (const row of rows) {
      const races = results.sailings.map((sailing) =>
        raceText(row.races.find((race) => race.sailing_id === sailing.id)),
      );
      text += csvLine([
        name,
        row.rank,
        row.sail_number,
        row.boat_name,
        row.name,
        ...races,
        row.total,
        row.net,
      ]);
    }
    for (const boat of unrated) {
      text += csvLine([
        name,
        null,
        boat.sail_number,
        boat.boat_name,
        boat.name,
        ...results.sailings.map(() => null),
        null,
        null,
      ]);
    }
  };
  for (const group of results.groups) {
    lines(group.name, group.rows, group.no_rating);
    for (const list of group.lists) {
      lines(listGroupName(group.name, list.name), list.rows, list.no_rating);
    }
  }
  return text;
}
