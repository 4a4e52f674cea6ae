import { describe, expect, it } from 'vitest';
import { ScoringValidationError } from './errors.ts';
import { scoreSeries } from './series-standings.ts';
import type { FleetStanding, RaceEntry, SeriesInput, SeriesRace, SeriesResult } from './types.ts';

/** A scratch race of one fleet: `order` finishes 1, 2, …; `extra` adds coded boats. */
function race(
  id: string,
  order: string[],
  extra: RaceEntry[] = [],
  options: Partial<SeriesRace> = {},
  fleet = 'A',
): SeriesRace {
  return {
    id,
    fleets: [
      {
        fleet,
        handicap: 'scratch',
        entries: [...order.map((boat, i) => ({ boat, position: i + 1 })), ...extra],
      },
    ],
    ...options,
  };
}

function standing(result: SeriesResult, fleet = 'A'): FleetStanding {
  const found = result.fleets.find((f) => f.fleet === fleet);
  if (!found) throw new Error(`no fleet ${fleet}`);
  return found;
}

/** Per boat: [rank, race points, discarded flags, total, net]. */
function summary(result: SeriesResult, fleet = 'A') {
  return Object.fromEntries(
    standing(result, fleet).rows.map((row) => [
      row.boat,
      [
        row.rank,
        row.races.map((r) => r.points),
        row.races.map((r) => r.discarded),
        row.total,
        row.net,
      ],
    ]),
  );
}

const entries = (boats: string[], fleet = 'A') => boats.map((boat) => ({ boat, fleet }));
const noDiscards = { kind: 'thresholds', thresholds: [] } as const;

describe('scoreSeries: totals and DNC', () => {
  it('sums race points; a boat absent from a race scores DNC = entries + 1', () => {
    const result = scoreSeries({
      entries: entries(['101', '202', '303']),
      discards: noDiscards,
      races: [race('1', ['101', '202', '303']), race('2', ['202', '101'])],
    });
    expect(summary(result)).toEqual({
      // Tied on 3; A8.1 cannot separate them, A8.2 takes the last race.
      '202': [1, [2, 1], [false, false], 3, 3],
      '101': [2, [1, 2], [false, false], 3, 3],
      '303': [3, [3, 4], [false, false], 7, 7],
    });
    const cell = standing(result).rows[2]!.races[1]!;
    expect(cell).toMatchObject({ code: 'DNC', place: null, notSailed: false });
  });

  it('enters every boat seen in the fleet when no entries are given', () => {
    const result = scoreSeries({
      discards: noDiscards,
      races: [race('1', ['a', 'b']), race('2', ['c'])],
    });
    expect(summary(result)).toEqual({
      c: [1, [4, 1], [false, false], 5, 5],
      a: [2, [1, 4], [false, false], 5, 5],
      b: [3, [2, 4], [false, false], 6, 6],
    });
  });

  it('defaults to one discard from the fourth race', () => {
    const four = ['1', '2', '3', '4'].map((id) => race(id, ['a', 'b']));
    const three = scoreSeries({ races: four.slice(0, 3) });
    expect(standing(three).discards).toBe(0);
    const result = scoreSeries({ races: four });
    expect(standing(result)).toMatchObject({ racesSailed: 4, discards: 1 });
    expect(summary(result)['b']).toEqual([2, [2, 2, 2, 2], [true, false, false, false], 8, 6]);
  });
});

describe('scoreSeries: scoring options of the sailing instructions', () => {
  it('scores an absent boat the fixed DNF score, and reports it per race', () => {
    const result = scoreSeries({
      entries: entries(['a', 'b', 'c']),
      discards: noDiscards,
      dnfScoring: 'fixed',
      dnfPoints: 10,
      races: [race('1', ['a', 'b'], [{ boat: 'c', code: 'DNF' }]), race('2', ['b', 'a'])],
    });
    expect(summary(result)['c']).toEqual([3, [10, 10], [false, false], 20, 20]);
    expect(result.raceResults.map((r) => [r.result.dnfScore, r.result.dncScore])).toEqual([
      [10, 10],
      [10, 10],
    ]);
  });

  it('keeps DNC at entries + 1 under starting_area_plus', () => {
    const result = scoreSeries({
      entries: entries(['a', 'b', 'c', 'd']),
      discards: noDiscards,
      dnfScoring: 'starting_area_plus',
      dnfPoints: 2,
      races: [race('1', ['a'], [{ boat: 'b', code: 'RET' }])],
    });
    // Came: a, b → RET 4; c and d absent: DNC 5.
    expect(summary(result)).toMatchObject({
      b: [2, [4], [false], 4, 4],
      c: [3, [5], [false], 5, 5],
    });
  });

  it('adds penalties on a tie to the finishing place, and SCP in places, in every race', () => {
    const tied = (id: string): SeriesRace => ({
      id,
      fleets: [
        {
          fleet: 'A',
          handicap: 'scratch',
          entries: [
            { boat: 'a', position: 1, penalties: [{ code: 'SCP' }] },
            { boat: 'b', position: 1 },
            { boat: 'c', position: 3 },
          ],
        },
      ],
    });
    const input: SeriesInput = { discards: noDiscards, races: [tied('1'), tied('2')] };
    expect(summary(scoreSeries({ ...input, scpPlaces: 2 }))['a']).toEqual([
      3,
      [3.5, 3.5],
      [false, false],
      7,
      7,
    ]);
    const onPlace = scoreSeries({ ...input, scpPlaces: 2, penaltyOnTie: 'finishing_place' });
    expect(summary(onPlace)['a']).toEqual([2, [3, 3], [false, false], 6, 6]);
    expect(summary(onPlace)['b']).toEqual([1, [1.5, 1.5], [false, false], 3, 3]);
  });
});

describe('scoreSeries: discards (RRS A2.1)', () => {
  it('excludes the worst score once the threshold is reached (scratch/03)', () => {
    const result = scoreSeries({
      entries: entries(['101', '202', '303']),
      discards: { kind: 'thresholds', thresholds: [5] },
      races: [
        race('1', ['101', '202', '303']),
        race('2', ['101', '202', '303']),
        race('3', ['101', '202', '303']),
        race('4', ['202', '101', '303']),
        race('5', ['202', '303'], [{ boat: '101', code: 'DNC' }]),
      ],
    });
    expect(summary(result)).toEqual({
      '101': [1, [1, 1, 1, 2, 4], [false, false, false, false, true], 9, 5],
      '202': [2, [2, 2, 2, 1, 1], [true, false, false, false, false], 8, 6],
      '303': [3, [3, 3, 3, 3, 2], [true, false, false, false, false], 14, 11],
    });
  });

  it('never excludes a DNE nor a race that must count (race-options/04)', () => {
    const result = scoreSeries({
      entries: entries(['101', '202', '303', '404']),
      discards: { kind: 'thresholds', thresholds: [4] },
      races: [
        race('1', ['101', '202', '303', '404']),
        race('2', ['202', '303', '101', '404'], [], { discardPolicy: 'must_count' }),
        race('3', ['202', '303', '404'], [{ boat: '101', code: 'DNE' }]),
        race('4', ['101', '202', '303', '404']),
      ],
    });
    const alice = standing(result).rows.find((r) => r.boat === '101')!;
    expect(alice.races.map((r) => [r.points, r.discarded, r.nonDiscardable])).toEqual([
      [1, true, false],
      [3, false, false],
      [5, false, true],
      [1, false, false],
    ]);
    expect(alice.net).toBe(9);
  });

  it('excludes discard-first races before worse scores (race-options/02)', () => {
    const result = scoreSeries({
      entries: entries(['101', '202']),
      discards: { kind: 'thresholds', thresholds: [3] },
      races: [
        race('1', ['101', '202'], [], { discardPolicy: 'discard_first' }),
        race('2', ['202', '101']),
        race('3', ['101', '202']),
      ],
    });
    expect(summary(result)['101']).toEqual([1, [1, 2, 1], [true, false, false], 4, 3]);
  });

  it('does not count a race nobody finished, nor give it a discard slot (scratch/12)', () => {
    const result = scoreSeries({
      entries: entries(['a', 'b']),
      discards: { kind: 'thresholds', thresholds: [3] },
      races: [
        race('1', ['a', 'b']),
        race(
          '2',
          [],
          [
            { boat: 'a', code: 'DNC' },
            { boat: 'b', code: 'DNC' },
          ],
        ),
        race('3', ['a', 'b']),
      ],
    });
    expect(standing(result)).toMatchObject({ racesSailed: 2, discards: 0 });
    const b = standing(result).rows[1]!;
    expect(b.races.map((r) => [r.points, r.code, r.notSailed])).toEqual([
      [2, null, false],
      [0, 'DNC', true],
      [2, null, false],
    ]);
    expect(b.total).toBe(4);
  });

  it('counts proportional discards on races sailed', () => {
    const races = ['1', '2', '3', '4', '5', '6'].map((id, i) =>
      race(id, i % 2 === 0 ? ['a', 'b', 'c'] : ['c', 'b', 'a']),
    );
    const result = scoreSeries({
      entries: entries(['a', 'b', 'c']),
      discards: { kind: 'proportional', firstAt: 3, every: 3 },
      races,
    });
    expect(standing(result).discards).toBe(2);
    // a and c tie on 6 with the same kept scores; c won the last race (A8.2).
    expect(summary(result)['a']).toEqual([
      2,
      [1, 3, 1, 3, 1, 3],
      [false, true, false, true, false, false],
      12,
      6,
    ]);
  });
});

describe('scoreSeries: weighted races', () => {
  it('multiplies points, rounded to tenths, and discards on the weighted score', () => {
    const result = scoreSeries({
      entries: entries(['a', 'b', 'c', 'd']),
      discards: { kind: 'thresholds', thresholds: [3] },
      races: [
        race('1', ['a', 'b', 'c', 'd']),
        race(
          '2',
          [],
          [
            { boat: 'a', position: 1 },
            { boat: 'b', position: 2 },
            { boat: 'c', position: 2 },
            { boat: 'd', position: 4 },
          ],
          { weight: 1.5 },
        ),
        race('3', ['d', 'c', 'b', 'a']),
      ],
    });
    // b, c and d net 5: d's kept 1 wins A8.1; c beats b in the last race (A8.2).
    expect(summary(result)).toEqual({
      a: [1, [1, 1.5, 4], [false, false, true], 6.5, 2.5],
      d: [2, [4, 6, 1], [false, true, false], 11, 5],
      c: [3, [3, 3.8, 2], [false, true, false], 8.8, 5],
      b: [4, [2, 3.8, 3], [false, true, false], 8.8, 5],
    });
    const race2 = result.raceResults.find((r) => r.raceId === '2')!;
    expect(race2.result.rows.map((r) => r.points)).toEqual([1, 2.5, 2.5, 4]);
  });
});

describe('scoreSeries: redress (RRS A9)', () => {
  it('averages the other races, never another redress, and fills in the race result', () => {
    const result = scoreSeries({
      entries: entries(['1', '2', '3', '4']),
      discards: noDiscards,
      races: [
        race('1', ['2', '3', '4'], [{ boat: '1', code: 'RDG', redress: { method: 'all_races' } }]),
        race('2', ['2', '3', '4'], [{ boat: '1', code: 'RDG', redress: { method: 'all_races' } }]),
        race('3', ['2', '1', '3', '4']),
        race('4', ['2', '3', '1', '4']),
      ],
    });
    const alice = standing(result).rows.find((r) => r.boat === '1')!;
    expect(alice.races.map((r) => [r.points, r.code, r.redress])).toEqual([
      [2.5, 'RDG', true],
      [2.5, 'RDG', true],
      [2, null, false],
      [3, null, false],
    ]);
    const race1 = result.raceResults.find((r) => r.raceId === '1')!.result;
    expect(race1.rows.find((r) => r.boat === '1')).toMatchObject({ points: 2.5, rank: null });
  });

  it('averages the races before (A9(b)) and uses stated points (A9(c))', () => {
    const result = scoreSeries({
      entries: entries(['1', '2', '3']),
      discards: noDiscards,
      races: [
        race('1', ['2', '1', '3']),
        race('2', ['1', '2', '3']),
        race('3', ['2', '3'], [{ boat: '1', code: 'RDG', redress: { method: 'races_before' } }]),
        race('4', ['2', '1', '3'], []),
        race(
          '5',
          ['2', '3'],
          [{ boat: '1', code: 'RDG', redress: { method: 'stated', points: 2.5 } }],
        ),
      ],
    });
    expect(summary(result)['1']![1]).toEqual([2, 1, 1.5, 2, 2.5]);
  });

  it('keeps the finishing place, or gives the DNF score, while nothing can be averaged', () => {
    const result = scoreSeries({
      entries: entries(['a', 'b', 'c']),
      discards: noDiscards,
      races: [
        race('1', ['b', 'a'], [{ boat: 'c', code: 'RDG', redress: { method: 'races_before' } }]),
        race(
          '2',
          ['b', 'c'],
          [
            {
              boat: 'a',
              code: 'RDG',
              position: 3,
              redress: { method: 'races_before', excludeRaces: ['1'] },
            },
          ],
        ),
      ],
    });
    expect(summary(result)['c']![1]).toEqual([4, 2]);
    expect(summary(result)['a']![1]).toEqual([2, 3]);
  });

  it('leaves out DNC scores up to the discards (HalSail type 2)', () => {
    const result = scoreSeries({
      entries: entries(['1', '2', '3', '4']),
      discards: { kind: 'thresholds', thresholds: [4] },
      races: [
        race('1', ['2', '3', '4'], [{ boat: '1', code: 'DNC' }]),
        race('2', ['2', '3', '4'], [{ boat: '1', code: 'DNC' }]),
        race('3', ['2', '1', '3', '4']),
        race(
          '4',
          ['2', '3', '4'],
          [{ boat: '1', code: 'RDG', redress: { method: 'all_races_excl_dnc' } }],
        ),
      ],
    });
    expect(summary(result)['1']).toEqual([
      4,
      [5, 5, 2, 3.5],
      [true, false, false, false],
      15.5,
      10.5,
    ]);
  });

  it('rejects redress that leaves out a race not in the series', () => {
    expect(() =>
      scoreSeries({
        races: [
          race(
            '1',
            ['a'],
            [{ boat: 'b', code: 'RDG', redress: { method: 'all_races', excludeRaces: ['9'] } }],
          ),
        ],
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid_redress' }));
  });
});

describe('scoreSeries: tie-breaks (RRS A8)', () => {
  it('breaks a tie by A8.1 on scores not excluded, then A8.2 (scratch/14)', () => {
    const result = scoreSeries({
      entries: entries(['101', '202', '303', '404']),
      discards: { kind: 'thresholds', thresholds: [3] },
      races: [
        race(
          '1',
          ['303', '202'],
          [
            { boat: '101', code: 'DNC' },
            { boat: '404', code: 'DNC' },
          ],
        ),
        race('2', ['303', '101', '202', '404']),
        race('3', ['303', '404', '101', '202']),
      ],
    });
    expect(standing(result).rows.map((r) => [r.boat, r.rank, r.net])).toEqual([
      ['303', 1, 2],
      ['101', 2, 5],
      ['202', 3, 5],
      ['404', 4, 6],
    ]);
  });

  it('lets boats no rule separates share the rank (scratch/08)', () => {
    const tied: RaceEntry[] = [
      { boat: 'a', position: 1 },
      { boat: 'b', position: 1 },
      { boat: 'c', position: 3 },
    ];
    const result = scoreSeries({
      discards: noDiscards,
      races: [race('1', [], tied), race('2', [], tied)],
    });
    expect(standing(result).rows.map((r) => [r.boat, r.rank, r.net])).toEqual([
      ['a', 1, 3],
      ['b', 1, 3],
      ['c', 3, 6],
    ]);
  });
});

describe('scoreSeries: fleets', () => {
  it('scores each fleet on its own, with its own entries + 1', () => {
    const result = scoreSeries({
      entries: [...entries(['J1', 'J2', 'J3'], 'Junior'), ...entries(['S1', 'S2'], 'Senior')],
      discards: noDiscards,
      races: [
        {
          id: '1',
          fleets: [
            {
              fleet: 'Junior',
              handicap: 'scratch',
              entries: [
                { boat: 'J1', position: 1 },
                { boat: 'J2', position: 2 },
                { boat: 'J3', position: 3 },
              ],
            },
            {
              fleet: 'Senior',
              handicap: 'scratch',
              entries: [
                { boat: 'S1', position: 4 },
                { boat: 'S2', position: 5 },
              ],
            },
          ],
        },
        {
          id: '2',
          fleets: [
            {
              fleet: 'Junior',
              handicap: 'scratch',
              entries: [
                { boat: 'J1', position: 1 },
                { boat: 'J2', position: 2 },
                { boat: 'J3', code: 'DNC' },
              ],
            },
            { fleet: 'Senior', handicap: 'scratch', entries: [{ boat: 'S1', position: 3 }] },
          ],
        },
      ],
    });
    expect(result.fleets.map((f) => f.fleet)).toEqual(['Junior', 'Senior']);
    expect(summary(result, 'Junior')['J3']![1]).toEqual([3, 4]);
    expect(summary(result, 'Senior')).toEqual({
      S1: [1, [1, 1], [false, false], 2, 2],
      S2: [2, [2, 3], [false, false], 5, 5],
    });
    expect(result.raceResults.map((r) => [r.raceId, r.fleet])).toEqual([
      ['1', 'Junior'],
      ['1', 'Senior'],
      ['2', 'Junior'],
      ['2', 'Senior'],
    ]);
  });

  it('leaves a race out for a fleet that had no start group in it', () => {
    const result = scoreSeries({
      discards: noDiscards,
      races: [race('1', ['a', 'b']), race('2', ['x', 'y'], [], {}, 'B'), race('3', ['b', 'a'])],
    });
    expect(standing(result, 'A').racesSailed).toBe(2);
    expect(standing(result, 'A').rows[0]!.races[1]).toMatchObject({
      points: 0,
      code: null,
      notSailed: true,
    });
  });
});

describe('scoreSeries: handicap fleets', () => {
  const handicapRace = (id: string, entriesOfRace: RaceEntry[]): SeriesRace => ({
    id,
    fleets: [{ fleet: 'A', handicap: 'time_on_time', startTime: '14:00', entries: entriesOfRace }],
  });

  it('uses each race’s rating (a new certificate mid-series)', () => {
    const result = scoreSeries({
      roundCorrected: 'second',
      discards: noDiscards,
      races: [
        handicapRace('1', [
          { boat: '1', rating: 1.0, finishTime: '15:00:00' },
          { boat: '2', rating: 1.0, finishTime: '15:00:00' },
        ]),
        handicapRace('2', [
          { boat: '2', rating: 0.9, finishTime: '15:05:00' },
          { boat: '1', rating: 1.0, finishTime: '15:00:00' },
        ]),
      ],
    });
    expect(summary(result)).toEqual({
      '2': [1, [1.5, 1], [false, false], 2.5, 2.5],
      '1': [2, [1.5, 2], [false, false], 3.5, 3.5],
    });
  });

  it('leaves a boat without a rating out of the whole series and reports it', () => {
    const result = scoreSeries({
      discards: noDiscards,
      races: [
        handicapRace('1', [
          { boat: '1', rating: 1.0, finishTime: '14:50' },
          { boat: '2', rating: 1.0, finishTime: '14:40' },
          { boat: '3', rating: 1.0, finishTime: '15:00' },
        ]),
        handicapRace('2', [
          { boat: '1', rating: 1.0, finishTime: '14:50' },
          { boat: '2', finishTime: '14:40' },
        ]),
      ],
    });
    expect(standing(result).rejected).toEqual([{ boat: '2', reason: 'no_rating', raceIds: ['2'] }]);
    expect(summary(result)).toEqual({
      '1': [1, [1, 1], [false, false], 2, 2],
      '3': [2, [2, 3], [false, false], 5, 5],
    });
    expect(result.raceResults.map((r) => r.result.rejected)).toEqual([
      [{ boat: '2', reason: 'no_rating' }],
      [{ boat: '2', reason: 'no_rating' }],
    ]);
  });
});

describe('scoreSeries: validation', () => {
  const cases: [string, SeriesInput, string][] = [
    ['two races with one id', { races: [race('1', ['a']), race('1', ['a'])] }, 'duplicate_race'],
    ['an empty race id', { races: [race('', ['a'])] }, 'duplicate_race'],
    [
      'a fleet twice in a race',
      {
        races: [
          {
            id: '1',
            fleets: [
              { fleet: 'A', handicap: 'scratch', entries: [] },
              { fleet: 'A', handicap: 'scratch', entries: [] },
            ],
          },
        ],
      },
      'duplicate_fleet',
    ],
    [
      'a boat not entered',
      { entries: entries(['a']), races: [race('1', ['a', 'z'])] },
      'unknown_boat',
    ],
    [
      'a fleet without entries',
      { entries: entries(['a']), races: [race('1', ['q'], [], {}, 'B')] },
      'unknown_boat',
    ],
    ['a boat entered twice', { entries: entries(['a', 'a']), races: [] }, 'duplicate_boat'],
    ['a zero weight', { races: [race('1', ['a'], [], { weight: 0 })] }, 'invalid_weight'],
    ['a huge weight', { races: [race('1', ['a'], [], { weight: 1000 })] }, 'invalid_weight'],
    [
      'an unknown discard policy',
      { races: [race('1', ['a'], [], { discardPolicy: 'never' as 'normal' })] },
      'invalid_option',
    ],
    [
      'a bad discard rule',
      { discards: { kind: 'thresholds', thresholds: [0] }, races: [] },
      'invalid_discards',
    ],
    ['an unknown rules edition', { rulesEdition: '1997' as '2021', races: [] }, 'invalid_option'],
    ['a bad scpPlaces', { scpPlaces: 0, races: [] }, 'invalid_option'],
    ['fixed DNF without dnfPoints', { dnfScoring: 'fixed', races: [] }, 'invalid_option'],
    [
      'an unknown penalty on ties',
      { penaltyOnTie: 'x' as 'tied_score', races: [] },
      'invalid_option',
    ],
  ];

  it.each(cases)('rejects %s', (_name, input, code) => {
    let caught: unknown;
    try {
      scoreSeries(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScoringValidationError);
    expect((caught as ScoringValidationError).code).toBe(code);
  });

  it('names the race and fleet of a race error', () => {
    expect(() =>
      scoreSeries({ races: [race('7', [], [{ boat: 'a', finishTime: '12:00' }])] }),
    ).toThrow(
      expect.objectContaining({
        code: 'missing_start_time',
        context: expect.objectContaining({ raceId: '7', fleet: 'A', boat: 'a' }) as unknown,
      }),
    );
  });

  it('scores an empty series', () => {
    expect(scoreSeries({ races: [] })).toEqual({ fleets: [], raceResults: [] });
  });
});
