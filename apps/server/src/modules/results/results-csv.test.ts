import type { SailingResults, SeriesResults } from '@segla/core';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  csvDuration,
  SAILING_CSV_HEADERS,
  sailingResultsCsv,
  seriesResultsCsv,
} from './results-csv.ts';

/** Parsed as a spreadsheet import would: BOM taken off, semicolons, quotes. */
function rows(text: string): string[][] {
  return parse(text, { bom: true, delimiter: ';' });
}

const row = {
  competitor_id: 1,
  rank: 1,
  points: 1,
  code: null,
  status: 'finished' as const,
  name: 'Anna',
  boat_name: 'Vinga',
  boat_type: 'Express',
  sail_number: 'SWE 1',
  rating: 0.9,
  start: '18:30:00',
  finish_time: '19:30:00',
  elapsed_time: 3600,
  corrected_time: 3240.26,
  beat_leader_by: null,
  reported: false,
  protest: null,
  categories: [],
};

describe('CSV durations', () => {
  it('writes durations as h:mm:ss, keeping a tenth of a second', () => {
    expect(csvDuration(3600)).toBe('1:00:00');
    expect(csvDuration(59)).toBe('0:00:59');
    expect(csvDuration(36_000 + 61)).toBe('10:01:01');
    expect(csvDuration(2759.9)).toBe('0:45:59,9');
    expect(csvDuration(2759.96)).toBe('0:46:00');
    expect(csvDuration(null)).toBeNull();
    expect(csvDuration(-1)).toBeNull();
    expect(csvDuration(Number.NaN)).toBeNull();
  });
});

describe('sailingResultsCsv', () => {
  const results: SailingResults = {
    sailing_id: 1,
    verified: false,
    finished: true,
    categories: [],
    groups: [
      {
        id: 1,
        name: 'SRS; kölbåt',
        lists: [],
        handicap: 'srs',
        start_type: 'common',
        rows: [
          row,
          {
            ...row,
            competitor_id: 2,
            rank: null,
            points: 4,
            code: 'DNF',
            status: 'coded',
            name: 'Berg "Lisa"',
            finish_time: null,
            elapsed_time: null,
            corrected_time: null,
          },
          {
            ...row,
            competitor_id: 3,
            rank: null,
            points: 4,
            status: 'unfinished',
            finish_time: null,
            elapsed_time: null,
            corrected_time: null,
          },
        ],
      },
      {
        id: 2,
        name: 'Jolle',
        lists: [],
        handicap: 'scratch',
        start_type: 'common',
        rows: [{ ...row, competitor_id: 4, points: 1.5, rating: null, corrected_time: 3600 }],
      },
    ],
  };

  it('starts with the BOM and the Swedish headers, CRLF line ends', () => {
    const text = sailingResultsCsv(results);
    expect(text.startsWith('\uFEFFStartgrupp;Placering;Segelnummer;Båt;')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(6);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows(text)[0]).toEqual([...SAILING_CSV_HEADERS]);
  });

  it('has one line per boat and group with the page’s values', () => {
    const [, anna, lisa, racing, dinghy] = rows(sailingResultsCsv(results));
    expect(anna).toEqual([
      'SRS; kölbåt',
      '1',
      'SWE 1',
      'Vinga',
      'Express',
      'Anna',
      '0,900',
      '18:30:00',
      '19:30:00',
      '1:00:00',
      '0:54:00,3',
      '',
      '1',
      '',
    ]);
    expect(lisa?.slice(5)).toEqual([
      'Berg "Lisa"',
      '0,900',
      '18:30:00',
      '',
      '',
      '',
      'DNF',
      '4',
      '',
    ]);
    // Still racing: no place and no points yet, as on the result page.
    expect(racing?.[1]).toBe('');
    expect(racing?.[12]).toBe('');
    // A scratch group has no SRS value and no corrected time.
    expect(dinghy).toEqual([
      'Jolle',
      '1',
      'SWE 1',
      'Vinga',
      'Express',
      'Anna',
      '',
      '18:30:00',
      '19:30:00',
      '1:00:00',
      '',
      '',
      '1,5',
      '',
    ]);
  });

  it('is the header line alone without groups', () => {
    expect(rows(sailingResultsCsv({ ...results, groups: [] }))).toEqual([[...SAILING_CSV_HEADERS]]);
  });

  it('puts each further list after its group, under "group – list"', () => {
    const [group] = results.groups;
    const withLists: SailingResults = {
      ...results,
      groups: [
        {
          ...group!,
          lists: [
            { id: 1, name: 'Först i mål', kind: 'scratch', rows: group!.rows.slice(0, 1) },
            {
              id: 2,
              name: 'PY',
              kind: 'yardstick',
              rows: [{ ...group!.rows[0]!, rating: 1100, corrected_time: 3272.7 }],
            },
          ],
        },
      ],
    };
    const lines = rows(sailingResultsCsv(withLists)).slice(1);
    expect(lines.map((line) => line[0])).toEqual([
      'SRS; kölbåt',
      'SRS; kölbåt',
      'SRS; kölbåt',
      'SRS; kölbåt – Först i mål',
      'SRS; kölbåt – PY',
    ]);
    // A list's rating is not an SRS value; its corrected time shows unless it is scratch.
    expect(lines[3]?.slice(6, 11)).toEqual(['', '18:30:00', '19:30:00', '1:00:00', '']);
    expect(lines[4]?.slice(6, 11)).toEqual(['', '18:30:00', '19:30:00', '1:00:00', '0:54:32,7']);
    // The list's own rating is in the last column, 'Listans tal', of a PY list's lines only.
    expect(lines.map((line) => line[13])).toEqual(['', '', '', '', '1100']);
  });

  it("writes a list's rating in 'Listans tal': a PY as given, a TCC as the SRS column", () => {
    const [group] = results.groups;
    const boat = group!.rows[0]!;
    const lists: SailingResults = {
      ...results,
      groups: [
        {
          ...group!,
          rows: [boat],
          lists: [
            {
              id: 1,
              name: 'PY',
              kind: 'yardstick',
              rows: [
                { ...boat, rating: 1050 },
                { ...boat, competitor_id: 2, rating: null, status: 'no_rating', rank: null },
              ],
            },
            { id: 2, name: 'IRC', kind: 'time_on_time', rows: [{ ...boat, rating: 1.05 }] },
          ],
        },
      ],
    };
    const [header, ...lines] = rows(sailingResultsCsv(lists));
    expect(header?.at(-1)).toBe('Listans tal');
    expect(header?.slice(0, 13)).toEqual(SAILING_CSV_HEADERS.slice(0, 13));
    expect(lines.map((line) => [line[0], line[6], line[13]])).toEqual([
      ['SRS; kölbåt', '0,900', ''],
      ['SRS; kölbåt – PY', '', '1050'],
      // No PY: no place, no points, no rating, as on the page.
      ['SRS; kölbåt – PY', '', ''],
      ['SRS; kölbåt – IRC', '', '1,050'],
    ]);
    expect(lines[2]?.[1]).toBe('');
    expect(lines[2]?.[12]).toBe('');
  });
});

describe('seriesResultsCsv', () => {
  const results: SeriesResults = {
    serie_id: 1,
    categories: [],
    sailings: [
      { id: 10, name: 'Onsdag', start_date: '2026-05-06' },
      { id: 11, name: 'Onsdag', start_date: '2026-05-13' },
      { id: 12, name: 'Final', start_date: '2026-05-20' },
    ],
    groups: [
      {
        name: 'SRS',
        lists: [],
        no_rating: [],
        rows: [
          {
            rank: 1,
            name: 'Anna',
            boat_name: 'Vinga',
            sail_number: 'SWE 1',
            races: [
              { sailing_id: 10, points: 1, code: null, discarded: false, protest: null },
              { sailing_id: 11, points: 2.5, code: null, discarded: false, protest: null },
              { sailing_id: 12, points: 4, code: 'DNF', discarded: true, protest: null },
            ],
            total: 7.5,
            net: 3.5,
            categories: [],
          },
          {
            rank: 2,
            name: 'Lisa',
            boat_name: 'Bris',
            sail_number: 'SWE 2',
            races: [{ sailing_id: 10, points: 2, code: null, discarded: true, protest: null }],
            total: 2,
            net: 0,
            categories: [],
          },
        ],
      },
    ],
  };

  it('has a column per sailing named with its date, then Totalt and Netto', () => {
    const [header, anna, lisa] = rows(seriesResultsCsv(results));
    expect(header).toEqual([
      'Startgrupp',
      'Placering',
      'Segelnummer',
      'Båt',
      'Namn',
      'Onsdag 2026-05-06',
      'Onsdag 2026-05-13',
      'Final 2026-05-20',
      'Totalt',
      'Netto',
    ]);
    expect(anna).toEqual([
      'SRS',
      '1',
      'SWE 1',
      'Vinga',
      'Anna',
      '1',
      '2,5',
      '(4 DNF)',
      '7,5',
      '3,5',
    ]);
    // A race the boat's line lacks is an empty cell.
    expect(lisa).toEqual(['SRS', '2', 'SWE 2', 'Bris', 'Lisa', '(2)', '', '', '2', '0']);
  });

  it("follows a fleet's ranked lines with its boats without a rating, without place or points", () => {
    const [group] = results.groups;
    const unrated = {
      name: 'Olle',
      boat_name: 'Jollen',
      sail_number: 'SWE 9',
      sailing_ids: [11],
      categories: [],
    };
    const withUnrated: SeriesResults = {
      ...results,
      groups: [
        {
          ...group!,
          no_rating: [unrated],
          lists: [
            { name: 'PY', kind: 'yardstick', rows: group!.rows.slice(0, 1), no_rating: [unrated] },
          ],
        },
      ],
    };
    const lines = rows(seriesResultsCsv(withUnrated)).slice(1);
    expect(lines.map((line) => [line[0], line[3]])).toEqual([
      ['SRS', 'Vinga'],
      ['SRS', 'Bris'],
      ['SRS', 'Jollen'],
      ['SRS – PY', 'Vinga'],
      ['SRS – PY', 'Jollen'],
    ]);
    expect(lines[2]).toEqual(['SRS', '', 'SWE 9', 'Jollen', 'Olle', '', '', '', '', '']);
  });
});
