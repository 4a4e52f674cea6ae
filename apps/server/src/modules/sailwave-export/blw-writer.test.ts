import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseBlw, SEGLA_RACE_STATUS_KEY } from '../sailwave/blw-file.ts';
import {
  clockTime,
  discardList,
  duration,
  quoteField,
  raceDate,
  rating,
  writeBlw,
  type BlwSeries,
} from './blw-writer.ts';

/** A series of two races, two fleets, one boat in each. */
function series(overrides: Partial<BlwSeries> = {}): BlwSeries {
  return {
    event: 'Vårserien "Bris", 2026',
    venue: 'Segelsällskapet Bris',
    eventId: 'sws0000000000000007',
    notes: 'Onsdagar i Brunnsviken',
    roundCorrected: 'none',
    discardList: [0, 0, 0, 1],
    dnfBase: 'series',
    codeOverrides: [],
    penaltyOnTie: 'tied_score',
    rrs2025: true,
    fleets: [
      { name: 'SRS kölbåt', ratingSystem: 'TCF' },
      { name: 'Jolle|A^B', ratingSystem: 'None' },
    ],
    races: [
      {
        name: 'Onsdag 1',
        date: '2026-04-22',
        sailed: true,
        status: 'finished',
        starts: [
          { fleet: 'SRS kölbåt', time: '18:30:00', entry: 'time' },
          { fleet: 'Jolle|A^B', time: null, entry: 'place' },
        ],
      },
      { name: 'Onsdag 2', date: '2026-04-29', sailed: false, status: 'cancelled', starts: [] },
    ],
    competitors: [
      {
        fleet: 'SRS kölbåt',
        alias: null,
        helmName: 'Anna, "Lilla" Lind',
        boat: 'Vågspel',
        sailNo: 'SWE 396',
        boatClass: 'Arcona 340',
        club: 'Segelsällskapet Bris',
        rating: 1.05,
        rank: 1,
        total: 4.5,
        nett: 4.5,
        results: [
          {
            type: 'code',
            start: '18:30:00',
            finish: '19:36:47',
            elapsed: 4007,
            corrected: 4207.35,
            code: 'DPI2.5',
            rating: 1.1,
            points: 4.5,
            position: 2,
            discarded: false,
          },
          null,
        ],
      },
      {
        fleet: 'Jolle|A^B',
        alias: null,
        helmName: 'Per',
        boat: '',
        sailNo: '12',
        boatClass: '',
        club: '',
        rating: null,
        rank: null,
        total: null,
        nett: null,
        results: [{ type: 'none', points: 3, position: 2, discarded: true }, null],
      },
    ],
    ...overrides,
  };
}

/** The file's records as [key, value, competitor, race]. */
function records(text: string): string[][] {
  return parse(text, { relax_column_count: false });
}

function values(text: string, key: string, comp?: string, race?: string): string[] {
  return records(text)
    .filter(
      (r) =>
        r[0] === key &&
        (comp === undefined || r[2] === comp) &&
        (race === undefined || r[3] === race),
    )
    .map((r) => r[1]!);
}

describe('writeBlw', () => {
  it('writes four quoted fields a line, CRLF, quotes doubled, commas kept inside', () => {
    const text = writeBlw(series());
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.some((line) => line.includes('\n'))).toBe(false);
    for (const line of lines) expect(line).toMatch(/^"[a-z0-9]+","(?:[^"]|"")*","\d*","\d*"$/);
    expect(text).toContain('"serevent","Vårserien ""Bris"", 2026","",""');
    expect(values(text, 'serevent')).toEqual(['Vårserien "Bris", 2026']);
    expect(values(text, 'servenue')).toEqual(['Segelsällskapet Bris']);
    expect(values(text, 'comphelmname')).toEqual(['Anna, "Lilla" Lind', 'Per']);
  });

  it('quotes every field and turns line breaks into spaces', () => {
    expect(quoteField('a"b')).toBe('"a""b"');
    expect(quoteField('rad 1\r\nrad 2\tslut')).toBe('"rad 1  rad 2 slut"');
  });

  it('gives every scoring system, competitor and race its own handle', () => {
    const text = writeBlw(series());
    const root = values(text, 'serscoringhandle')[0]!;
    const systems = records(text)
      .filter((r) => r[0] === 'scrname')
      .map((r) => r[2]);
    const comps = records(text)
      .filter((r) => r[0] === 'comptally')
      .map((r) => r[2]);
    const races = records(text)
      .filter((r) => r[0] === 'racerank')
      .map((r) => r[3]);
    expect(systems[0]).toBe(root);
    const all = [...systems, ...comps, ...races];
    expect(new Set(all).size).toBe(all.length);
    expect(systems).toHaveLength(3);
    expect(comps).toHaveLength(2);
    expect(races).toHaveLength(2);
  });

  it('makes a child scoring system per fleet: its rating system, following the root', () => {
    const text = writeBlw(series());
    const root = values(text, 'serscoringhandle')[0]!;
    const byHandle = new Map<string, Map<string, string>>();
    for (const [key, value, handle] of records(text)) {
      if (!key!.startsWith('scr') || key === 'scrcode' || !handle) continue;
      if (!byHandle.has(handle)) byHandle.set(handle, new Map());
      byHandle.get(handle)!.set(key!, value!);
    }
    const children = [...byHandle.entries()].filter(([handle]) => handle !== root);
    expect(children.map(([, fields]) => fields.get('scrvalue'))).toEqual([
      'SRS kölbåt',
      'Jolle/A/B',
    ]);
    expect(children.map(([, fields]) => fields.get('scrratingsystem'))).toEqual(['TCF', 'None']);
    for (const [, fields] of children) {
      expect(fields.get('scrparent')).toBe(root);
      expect(fields.get('scrfield')).toBe('Fleet');
      expect(fields.get('scrfollowdiscards')).toBe('1');
      expect(fields.get('scrfollowcodes')).toBe('1');
      expect(fields.get('scrfollowratingsystem')).toBe('0');
    }
    expect(byHandle.get(root)!.get('scrparent')).toBe('0');
    expect(values(text, 'compfleet')).toEqual(['SRS kölbåt', 'Jolle/A/B']);
  });

  it('writes the races: rank, sailed, date as d-m-y, name and a start per fleet', () => {
    const text = writeBlw(series());
    expect(values(text, 'racerank')).toEqual(['1', '2']);
    expect(values(text, 'racesailed')).toEqual(['1', '0']);
    expect(values(text, 'racedate')).toEqual(['22-04-2026', '29-04-2026']);
    expect(values(text, 'racename')).toEqual(['Onsdag 1', 'Onsdag 2']);
    expect(values(text, 'racestart')).toEqual([
      'Fleet^SRS kölbåt^^^^^^^^^^^=^=^=^=^=^=|18.30.00|Finish time|Start 1|||0||0|0||||1',
      'Fleet^Jolle/A/B^^^^^^^^^^^=^=^=^=^=^=||Place|Start 2|||0||0|0||||1',
    ]);
  });

  it("keeps every sailing's status in Segla's own race key, a race not sailed too", () => {
    // Sailwave's racesailed cannot tell these apart: called off ahead of its date, not sailed
    // yet though its date has passed, and not sailed yet.
    const races = [
      { name: 'Onsdag 1', date: '2026-04-22', sailed: true, status: 'finished' },
      { name: 'Onsdag 2', date: '2026-04-29', sailed: false, status: 'upcoming' },
      { name: 'Onsdag 3', date: '2099-05-06', sailed: false, status: 'cancelled' },
      { name: 'Onsdag 4', date: '2099-05-13', sailed: false, status: 'upcoming' },
    ] as const;
    const text = writeBlw(
      series({
        races: races.map((race) => ({ ...race, starts: [] })),
        competitors: [],
      }),
    );
    expect(SEGLA_RACE_STATUS_KEY).toBe('raceseglastatus');
    expect(values(text, 'racesailed')).toEqual(['1', '0', '0', '0']);
    expect(values(text, 'raceseglastatus')).toEqual([
      'finished',
      'upcoming',
      'cancelled',
      'upcoming',
    ]);
    // Each race's own record (the race handle, no competitor), as Segla's import reads races.
    const read = parseBlw(text).races;
    expect(read.map((race) => race.fields.get('racename'))).toEqual(races.map((r) => r.name));
    expect(read.map((race) => race.fields.get(SEGLA_RACE_STATUS_KEY))).toEqual(
      races.map((r) => r.status),
    );
  });

  it('writes a start of every competitor with no fleet selected, as Sailwave its first', () => {
    const start = { fleet: null, time: '18:30:00', entry: 'time' } as const;
    const text = writeBlw(
      series({
        races: [
          {
            name: 'Onsdag 2',
            date: '2026-04-29',
            sailed: false,
            status: 'cancelled',
            starts: [start],
          },
        ],
        competitors: [],
      }),
    );
    // Sailwave's own first start of a race: "||Place|Start 1|||0||0|0||||1".
    expect(values(text, 'racestart')).toEqual(['|18.30.00|Finish time|Start 1|||0||0|0||||1']);
  });

  it('writes a result with its times, code, race rating, points and discard', () => {
    const text = writeBlw(series());
    const comp = records(text).find((r) => r[0] === 'comptally' && r[1] === '1')![2]!;
    const race = records(text).find((r) => r[0] === 'racerank' && r[1] === '1')![3]!;
    const result = new Map(
      records(text)
        .filter((r) => r[2] === comp && r[3] === race)
        .map((r) => [r[0]!, r[1]!]),
    );
    expect(Object.fromEntries(result)).toEqual({
      rft: '19.36.47',
      rst: '18.30.00',
      rcod: 'DPI2.5',
      rpts: '4.5',
      rpos: '2',
      rdisc: '0',
      rcor: '1.10.07',
      rrestyp: '3',
      rele: '1.06.47',
      rrat: '1.100',
      srat: '0',
      rrset: '0',
    });
    expect(values(text, 'comprating')).toEqual(['1.050']);
    expect(values(text, 'comptotal')).toEqual(['4.5']);
    expect(values(text, 'comprank')).toEqual(['1']);
    // The unranked boat has no rank, total or rating; her result without entry keeps its points.
    expect(values(text, 'rpts', String(Number(comp) + 1), race)).toEqual(['3']);
    expect(values(text, 'rdisc', String(Number(comp) + 1), race)).toEqual(['1']);
    expect(values(text, 'rrestyp', String(Number(comp) + 1), race)).toEqual(['0']);
    // Every competitor has a record in every race.
    expect(values(text, 'rrestyp')).toHaveLength(4);
  });

  it('defines a fixed-penalty code for each DPI value beyond DPI1', () => {
    const codes = values(writeBlw(series()), 'scrcode');
    expect(codes.filter((c) => c.startsWith('DPI'))).toEqual([
      expect.stringMatching(/^DPI1\|Fixed penalty\|1\|/),
      expect.stringMatching(/^DPI2\.5\|Fixed penalty\|2\.5\|/),
    ]);
  });

  it('counts DNF from the series entries under A5.2 and from the race under A5.3', () => {
    const definition = (text: string, code: string) =>
      values(text, 'scrcode')
        .find((c) => c.startsWith(`${code}|`))!
        .split('|');
    const a52 = writeBlw(series({ dnfBase: 'series' }));
    const a53 = writeBlw(series({ dnfBase: 'race' }));
    expect(definition(a52, 'DNF').slice(1, 3)).toEqual(['Boats in series +', '1']);
    expect(definition(a53, 'DNF').slice(1, 3)).toEqual(['Boats in race +', '1']);
    // DNC counts the series' entries under both; DNS and the like follow DNF.
    expect(definition(a53, 'DNC').slice(1, 3)).toEqual(['Boats in series +', '1']);
    expect(definition(a53, 'DNS').slice(1, 3)).toEqual(['Score like', 'DNF']);
    // The definitions belong to the root system.
    const root = values(a53, 'serscoringhandle')[0];
    expect(definition(a53, 'DNF')[14]).toBe(root);
  });

  it('writes the rules edition and the discard list of every system', () => {
    const text = writeBlw(series({ rrs2025: false, discardList: [0, 0, 0, 1, 1, 1, 1, 2] }));
    expect(new Set(values(text, 'scrrrs2025'))).toEqual(new Set(['No']));
    expect(new Set(values(text, 'scrdiscardlist'))).toEqual(new Set(['0,0,0,1,1,1,1,2']));
    expect(values(writeBlw(series()), 'scrrrs2025')).toContain('Yes');
  });
});

describe('discardList', () => {
  it('counts discards cumulatively by races sailed', () => {
    expect(discardList([4, 8], 10)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2]);
    expect(discardList([4], 6)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('reaches the last threshold even in a short series, and is never empty', () => {
    expect(discardList([4, 8], 2)).toEqual([0, 0, 0, 1, 1, 1, 1, 2]);
    expect(discardList([], 3)).toEqual([0, 0, 0]);
    expect(discardList([], 0)).toEqual([0]);
    expect(discardList([1], 1)).toEqual([1]);
  });
});

describe('formats', () => {
  it('writes clock times, durations, dates and ratings as Sailwave does', () => {
    expect(clockTime('18:05:09')).toBe('18.05.09');
    expect(duration(4007)).toBe('1.06.47');
    expect(duration(59.6)).toBe('0.01.00');
    expect(duration(90_061)).toBe('25.01.01');
    expect(raceDate('2026-01-04')).toBe('04-01-2026');
    expect(rating(1)).toBe('1.000');
    expect(rating(0.857)).toBe('0.857');
    expect(rating(1.0425)).toBe('1.0425');
  });
});
