import { describe, expect, it } from 'vitest';
import { ScoringValidationError } from './errors.ts';
import { scoreRace } from './score-race.ts';
import type { Penalty, RaceEntry, RaceInput, RaceResult, ScoreCode } from './types.ts';

/** Scratch race with boats in finishing order (positions 1, 2, …). */
function scratch(boats: string[], extra: RaceEntry[] = [], options: Partial<RaceInput> = {}) {
  return scoreRace({
    handicap: 'scratch',
    entries: [...boats.map((boat, i) => ({ boat, position: i + 1 })), ...extra],
    ...options,
  });
}

function pointsOf(result: RaceResult): Record<string, number | null> {
  return Object.fromEntries(result.rows.map((row) => [row.boat, row.points]));
}

function rowOf(result: RaceResult, boat: string) {
  const row = result.rows.find((r) => r.boat === boat);
  if (!row) throw new Error(`no row for ${boat}`);
  return row;
}

describe('scoreRace: places (RRS A4)', () => {
  it('scores a place per point, in rank order', () => {
    const result = scratch(['a', 'b', 'c']);
    expect(result.rows.map((r) => [r.boat, r.rank, r.points, r.status])).toEqual([
      ['a', 1, 1, 'finished'],
      ['b', 2, 2, 'finished'],
      ['c', 3, 3, 'finished'],
    ]);
    expect(result).toMatchObject({ sailed: true, entrants: 3, dnfScore: 4, dncScore: 4 });
  });

  it('places by positions within the fleet, whatever the numbers', () => {
    const result = scoreRace({
      handicap: 'scratch',
      entries: [
        { boat: 'x', position: 9 },
        { boat: 'y', position: 4 },
      ],
    });
    expect(pointsOf(result)).toEqual({ y: 1, x: 2 });
  });
});

describe('scoreRace: ties (RRS A7)', () => {
  it('shares the points of the places tied on positions', () => {
    const result = scoreRace({
      handicap: 'scratch',
      entries: [
        { boat: 'a', position: 1 },
        { boat: 'b', position: 2 },
        { boat: 'c', position: 2 },
        { boat: 'd', position: 4 },
      ],
    });
    expect(pointsOf(result)).toEqual({ a: 1, b: 2.5, c: 2.5, d: 4 });
    expect(rowOf(result, 'c').rank).toBe(2);
    expect(rowOf(result, 'd').rank).toBe(4);
  });

  it('shares on equal corrected times', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startTime: '14:00',
      entries: [
        { boat: '1', rating: 1.0, finishTime: '15:00:00' },
        { boat: '2', rating: 0.9, finishTime: '15:06:40' },
        { boat: '3', rating: 1.0, finishTime: '14:58:00' },
      ],
    });
    expect(pointsOf(result)).toEqual({ '3': 1, '1': 2.5, '2': 2.5 });
  });

  it('ties on corrected times rounded to seconds only when the series rounds', () => {
    const input: RaceInput = {
      handicap: 'time_on_time',
      startTime: '14:00',
      entries: [
        { boat: '1357', rating: 0.975, finishTime: '14:44:27' },
        { boat: '7347', rating: 0.97, finishTime: '14:44:40' },
      ],
    };
    expect(pointsOf(scoreRace(input))).toEqual({ '7347': 1, '1357': 2 });
    const rounded = scoreRace({ ...input, roundCorrected: 'second' });
    expect(pointsOf(rounded)).toEqual({ '1357': 1.5, '7347': 1.5 });
    expect(rounded.rows.map((r) => r.corrected)).toEqual([2600, 2600]);
  });
});

describe('scoreRace: times', () => {
  it('ranks a time-on-time fleet (SRS) on elapsed × rating', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startTime: '14:05:00',
      roundCorrected: 'second',
      entries: [
        { boat: '1', rating: 1.05, finishTime: '15:05:00' },
        { boat: '2', rating: 0.88, finishTime: '15:12:58' },
        { boat: '3', rating: 0.95, finishTime: '15:08:30' },
      ],
    });
    expect(result.rows.map((r) => [r.boat, r.rank, r.elapsed, r.corrected, r.factor])).toEqual([
      ['2', 1, 4078, 3589, 0.88],
      ['3', 2, 3810, 3620, 0.95],
      ['1', 3, 3600, 3780, 1.05],
    ]);
  });

  it('keeps corrected time unrounded by default', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startTime: '14:05:00',
      entries: [{ boat: '3', rating: 0.95, finishTime: '15:08:30' }],
    });
    expect(result.rows[0]!.corrected).toBe(3619.5);
  });

  it('ranks a yardstick fleet on elapsed × 1000 / PY', () => {
    const result = scoreRace({
      handicap: 'yardstick',
      startTime: '14:00',
      entries: [
        { boat: '1', rating: 1000, finishTime: '15:00:00' },
        { boat: '2', rating: 900, finishTime: '14:55:00' },
        { boat: '3', rating: 1100, finishTime: '15:10:00' },
      ],
    });
    expect(result.rows.map((r) => r.boat)).toEqual(['1', '2', '3']);
    expect(rowOf(result, '2').factor).toBe(1000 / 900);
  });

  it('ranks scratch on elapsed time and handles a finish after midnight', () => {
    const result = scoreRace({
      handicap: 'scratch',
      startTime: '23:00',
      entries: [
        { boat: 'late', finishTime: '00:30:00' },
        { boat: 'early', finishTime: '23:55:00' },
      ],
    });
    expect(result.rows.map((r) => [r.boat, r.elapsed, r.corrected, r.factor])).toEqual([
      ['early', 3300, 3300, null],
      ['late', 5400, 5400, null],
    ]);
  });

  it('ranks a pursuit start on the finishing order, elapsed from each own start', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startType: 'pursuit',
      startTime: '18:00',
      entries: [
        { boat: 'fast', rating: 1.25, startTime: '18:21:36', finishTime: '19:00:10' },
        { boat: 'slow', rating: 0.8, startTime: '18:00:00', finishTime: '19:00:05' },
        { boat: 'unrated', startTime: '18:10:00', finishTime: '19:01:00' },
      ],
    });
    expect(result.rows.map((r) => [r.boat, r.rank, r.elapsed, r.corrected])).toEqual([
      ['slow', 1, 3605, null],
      ['fast', 2, 2314, null],
      ['unrated', 3, 3060, null],
    ]);
    expect(result.rejected).toEqual([]);
  });

  it('ranks a pursuit start across midnight from the first start', () => {
    const result = scoreRace({
      handicap: 'scratch',
      startType: 'pursuit',
      entries: [
        { boat: 'a', startTime: '23:40', finishTime: '00:20:00' },
        { boat: 'b', startTime: '23:30', finishTime: '23:59:00' },
      ],
    });
    expect(result.rows.map((r) => r.boat)).toEqual(['b', 'a']);
  });

  it('computes elapsed beside positions when times are known', () => {
    const result = scoreRace({
      handicap: 'scratch',
      startTime: '12:00',
      entries: [
        { boat: 'a', position: 2, finishTime: '12:30:00' },
        { boat: 'b', position: 1, finishTime: '12:30:00' },
      ],
    });
    expect(result.rows.map((r) => [r.boat, r.points, r.elapsed])).toEqual([
      ['b', 1, 1800],
      ['a', 2, 1800],
    ]);
  });
});

describe('scoreRace: codes (RRS A5.2, A5.3, A6.1)', () => {
  const codes: ScoreCode[] = ['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE'];

  it.each(codes)('scores %s entries + 1 under A5.2', (code) => {
    const result = scratch(['a', 'b'], [{ boat: 'x', code }]);
    expect(rowOf(result, 'x')).toMatchObject({ rank: null, points: 4, code, status: 'coded' });
  });

  it.each(codes.filter((c) => c !== 'DNC'))(
    'scores %s from the starting area under A5.3',
    (code) => {
      const result = scratch(
        ['a'],
        [
          { boat: 'x', code },
          { boat: 'y', code: 'DNC' },
        ],
        {
          dnfScoring: 'starting_area',
          entrantCount: 5,
        },
      );
      // Came: a, x. DNF score 3; DNC keeps entries + 1 = 6.
      expect(pointsOf(result)).toEqual({ a: 1, x: 3, y: 6 });
      expect(result.cameToStartingArea).toBe(2);
    },
  );

  it('scores DNC from the starting area with starting_area_incl_dnc', () => {
    const result = scratch(['a'], [{ boat: 'y', code: 'DNC' }], {
      dnfScoring: 'starting_area_incl_dnc',
      entrantCount: 5,
    });
    expect(pointsOf(result)).toEqual({ a: 1, y: 2 });
  });

  it('counts the starting area from cameToStartingArea when given', () => {
    const result = scratch(
      ['a'],
      [
        { boat: 'x', code: 'DNF', cameToStartingArea: true },
        { boat: 'y', code: 'DNS', cameToStartingArea: false },
        { boat: 'z', code: 'DNC', cameToStartingArea: true },
      ],
      { dnfScoring: 'starting_area' },
    );
    expect(result.cameToStartingArea).toBe(3);
    expect(pointsOf(result)).toEqual({ a: 1, x: 4, y: 4, z: 5 });
  });

  it.each(['DSQ', 'RET', 'NSC'] as const)(
    'moves boats behind a %s after finishing up (A6.1)',
    (code) => {
      const result = scoreRace({
        handicap: 'scratch',
        entries: [
          { boat: 'a', position: 1 },
          { boat: 'b', position: 2, code },
          { boat: 'c', position: 3 },
        ],
      });
      expect(pointsOf(result)).toEqual({ a: 1, c: 2, b: 4 });
      expect(rowOf(result, 'b').elapsed).toBeNull();
    },
  );

  it('moves boats up behind a timed finisher scored DSQ, dropping its times', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startTime: '10:00',
      entries: [
        { boat: 'a', rating: 1, finishTime: '11:00' },
        { boat: 'b', rating: 1, finishTime: '11:01', code: 'DSQ' },
        { boat: 'c', rating: 1, finishTime: '11:02' },
      ],
    });
    expect(result.rows.map((r) => [r.boat, r.rank, r.points, r.elapsed, r.factor])).toEqual([
      ['a', 1, 1, 3600, 1],
      ['c', 2, 2, 3720, 1],
      ['b', null, 4, null, 1],
    ]);
  });

  it('scores a boat without finish or code as not finished (still racing)', () => {
    const result = scratch(['a'], [{ boat: 'x' }], {
      dnfScoring: 'starting_area',
      entrantCount: 4,
    });
    expect(rowOf(result, 'x')).toMatchObject({ status: 'unfinished', points: 3, code: null });
  });

  it('treats a race nobody finished as not sailed', () => {
    const result = scratch(
      [],
      [
        { boat: 'a', code: 'DNC' },
        { boat: 'b', code: 'DNF' },
      ],
    );
    expect(result.sailed).toBe(false);
    expect(scratch([], [{ boat: 'a', position: 1, code: 'DSQ' }]).sailed).toBe(true);
  });
});

describe('scoreRace: penalties (rules 30.2, 44.3(c))', () => {
  it('adds ZFP and SCP to the place without moving others (2025 rounding)', () => {
    const result = scoreRace({
      handicap: 'scratch',
      entries: [
        { boat: 'a', position: 1, penalties: [{ code: 'ZFP' }] },
        { boat: 'b', position: 2, penalties: [{ code: 'SCP', percent: 30 }] },
        { boat: 'c', position: 3 },
        { boat: 'd', position: 4 },
        { boat: 'e', position: 5 },
      ],
    });
    expect(pointsOf(result)).toEqual({ a: 2.2, c: 3, b: 3.8, d: 4, e: 5 });
    expect(rowOf(result, 'a')).toMatchObject({ rank: 1, code: null, penalties: ['ZFP'] });
  });

  it('rounds ZFP to whole points under the 2021 rules', () => {
    const result = scratch(
      ['b', 'c', 'd', 'e'],
      [{ boat: 'a', position: 5, penalties: [{ code: 'ZFP' }] }],
    );
    expect(rowOf(result, 'a').points).toBe(6); // 5 + 1.2, capped at DNF 6
    const entries: RaceEntry[] = [
      { boat: 'a', position: 1, penalties: [{ code: 'ZFP' }] },
      ...['b', 'c', 'd', 'e'].map((boat, i) => ({ boat, position: i + 2 })),
    ];
    expect(
      rowOf(scoreRace({ handicap: 'scratch', entries, rulesEdition: '2021' }), 'a').points,
    ).toBe(2);
    expect(
      rowOf(scoreRace({ handicap: 'scratch', entries, rulesEdition: '2025' }), 'a').points,
    ).toBe(2.2);
  });

  it('adds DPI points, capped at the DNF score', () => {
    const result = scoreRace({
      handicap: 'scratch',
      entries: [
        { boat: 'a', position: 1, penalties: [{ code: 'DPI', points: 2 }] },
        { boat: 'b', position: 2 },
        { boat: 'c', position: 3, penalties: [{ code: 'DPI', points: 4 }] },
        { boat: 'd', position: 4 },
      ],
    });
    expect(pointsOf(result)).toEqual({ b: 2, a: 3, d: 4, c: 5 });
  });

  it('takes the ZFP base from the starting area under A5.3', () => {
    const result = scratch(
      ['a', 'b', 'c'],
      [
        { boat: 'd', position: 4, penalties: [{ code: 'ZFP' }] },
        { boat: 'x', code: 'DNC' },
      ],
      { dnfScoring: 'starting_area', entrantCount: 10 },
    );
    // Came 4 → DNF score 5 → 20% = 1.
    expect(rowOf(result, 'd').points).toBe(5);
    expect(result.dnfScore).toBe(5);
  });
});

describe('scoreRace: SCP in places and penalties on ties (rule 44.3(c), A7)', () => {
  /** Two boats tied first, one with `penalty`, then c and d; 4 entered, so DNF scores 5. */
  function tiedFirst(penalty: Penalty, options: Partial<RaceInput> = {}) {
    return scoreRace({
      handicap: 'scratch',
      entries: [
        { boat: 'a', position: 1, penalties: [penalty] },
        { boat: 'b', position: 1 },
        { boat: 'c', position: 3 },
        { boat: 'd', position: 4 },
      ],
      ...options,
    });
  }

  it('adds a fixed SCP of 2 places to the tied score, or to the finishing place', () => {
    const scp: Penalty = { code: 'SCP' };
    expect(pointsOf(tiedFirst(scp, { scpPlaces: 2 }))).toEqual({ b: 1.5, c: 3, a: 3.5, d: 4 });
    expect(pointsOf(tiedFirst(scp, { scpPlaces: 2, penaltyOnTie: 'tied_score' }))).toEqual({
      b: 1.5,
      c: 3,
      a: 3.5,
      d: 4,
    });
    // Her place is 1 (the tie's best): 1 + 2 = 3; b keeps 1.5 (others never change).
    expect(pointsOf(tiedFirst(scp, { scpPlaces: 2, penaltyOnTie: 'finishing_place' }))).toEqual({
      b: 1.5,
      a: 3,
      c: 3,
      d: 4,
    });
  });

  it('adds a 20 % SCP (1.0 of DNF 5) to the tied score, or to the finishing place', () => {
    const scp: Penalty = { code: 'SCP' };
    expect(rowOf(tiedFirst(scp), 'a').points).toBe(2.5);
    const onPlace = tiedFirst(scp, { penaltyOnTie: 'finishing_place' });
    expect(rowOf(onPlace, 'a')).toMatchObject({ rank: 1, points: 2, penalties: ['SCP'] });
    expect(rowOf(onPlace, 'b').points).toBe(1.5);
  });

  it('puts ZFP and DPI on the finishing place too', () => {
    const place = { penaltyOnTie: 'finishing_place' } as const;
    expect(rowOf(tiedFirst({ code: 'ZFP' }, place), 'a').points).toBe(2);
    expect(rowOf(tiedFirst({ code: 'DPI', points: 0.5 }, place), 'a').points).toBe(1.5);
    expect(rowOf(tiedFirst({ code: 'DPI', points: 0.5 }), 'a').points).toBe(2);
  });

  it('scores untied boats the same either way', () => {
    const entries: RaceEntry[] = [
      { boat: 'a', position: 1 },
      { boat: 'b', position: 2, penalties: [{ code: 'ZFP' }] },
      { boat: 'c', position: 3, penalties: [{ code: 'SCP' }] },
    ];
    const tied = scoreRace({ handicap: 'scratch', entries, scpPlaces: 1 });
    const onPlace = scoreRace({
      handicap: 'scratch',
      entries,
      scpPlaces: 1,
      penaltyOnTie: 'finishing_place',
    });
    expect(pointsOf(tied)).toEqual({ a: 1, b: 2.8, c: 4 });
    expect(onPlace).toEqual(tied);
  });

  it('keeps an SCP with its own percentage, and ZFP, as percentages', () => {
    const result = scratch(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      [
        { boat: 'x', position: 10, penalties: [{ code: 'SCP', percent: 10 }] },
        { boat: 'y', position: 11, penalties: [{ code: 'ZFP' }] },
        { boat: 'z', position: 12, penalties: [{ code: 'SCP' }] },
      ],
      { scpPlaces: 3, entrantCount: 14 },
    );
    // DNF 15: 10 % = 1.5, 20 % = 3; z: 12 + 3 places = 15, the cap.
    expect(pointsOf(result)).toMatchObject({ x: 11.5, y: 14, z: 15 });
  });

  it('never scores an SCP in places worse than DNF', () => {
    const result = scratch(['a', 'b'], [{ boat: 'c', position: 3, penalties: [{ code: 'SCP' }] }], {
      scpPlaces: 5,
    });
    expect(rowOf(result, 'c').points).toBe(4);
  });
});

describe('scoreRace: DNF scores the sailing instructions state', () => {
  const coded: RaceEntry[] = [
    { boat: 'x', code: 'DNF' },
    { boat: 'y', code: 'DNC' },
    { boat: 'z', code: 'OCS' },
  ];

  it('scores the starting area + dnfPoints, DNC entries + 1 (starting_area_plus)', () => {
    const result = scratch(['a', 'b'], coded, {
      dnfScoring: 'starting_area_plus',
      dnfPoints: 3,
      entrantCount: 8,
    });
    // Came: a, b, x, z = 4 → 7; DNC 9.
    expect(pointsOf(result)).toEqual({ a: 1, b: 2, x: 7, z: 7, y: 9 });
    expect(result).toMatchObject({ cameToStartingArea: 4, dnfScore: 7, dncScore: 9 });
  });

  it('is A5.3 itself with 1', () => {
    const plus = scratch(['a', 'b'], coded, {
      dnfScoring: 'starting_area_plus',
      dnfPoints: 1,
      entrantCount: 8,
    });
    const a53 = scratch(['a', 'b'], coded, { dnfScoring: 'starting_area', entrantCount: 8 });
    expect(plus).toEqual(a53);
  });

  it('scores every code the fixed points, DNC included, still racing too', () => {
    const result = scratch(['a', 'b'], [...coded, { boat: 'w' }], {
      dnfScoring: 'fixed',
      dnfPoints: 20,
      entrantCount: 8,
    });
    expect(pointsOf(result)).toEqual({ a: 1, b: 2, x: 20, y: 20, z: 20, w: 20 });
    expect(result).toMatchObject({ dnfScore: 20, dncScore: 20 });
  });

  it('takes ZFP and SCP percentages of the DNF score it gives', () => {
    const result = scratch(['a'], [{ boat: 'b', position: 2, penalties: [{ code: 'ZFP' }] }], {
      dnfScoring: 'fixed',
      dnfPoints: 12,
    });
    expect(rowOf(result, 'b').points).toBe(4.4); // 2 + 20 % of 12
    const plus = scratch(['a'], [{ boat: 'b', position: 2, penalties: [{ code: 'SCP' }] }], {
      dnfScoring: 'starting_area_plus',
      dnfPoints: 8,
    });
    expect(rowOf(plus, 'b').points).toBe(4); // 2 + 20 % of (2 + 8)
  });

  it('ignores dnfPoints with the other DNF scorings', () => {
    const result = scratch(['a', 'b'], coded, { dnfPoints: 0.5, entrantCount: 8 });
    expect(result).toEqual(scratch(['a', 'b'], coded, { entrantCount: 8 }));
  });
});

describe('scoreRace: redress and rejection', () => {
  it('scores stated redress; averaged redress needs the series', () => {
    const result = scratch(
      ['a', 'b'],
      [
        { boat: 'x', code: 'RDG', redress: { method: 'stated', points: 2.5 } },
        { boat: 'y', code: 'RDG', position: 3, redress: { method: 'all_races' } },
      ],
    );
    expect(rowOf(result, 'x')).toMatchObject({ points: 2.5, rank: null, status: 'redress' });
    expect(rowOf(result, 'y')).toMatchObject({ points: null, rank: 3, status: 'redress' });
    expect(result.rows.at(-1)!.boat).toBe('y');
  });

  it('rejects boats without a rating in a handicap fleet; they count for nothing', () => {
    const result = scoreRace({
      handicap: 'time_on_time',
      startTime: '14:00',
      entries: [
        { boat: '1', rating: 1.0, finishTime: '14:50' },
        { boat: '2', finishTime: '14:55' },
        { boat: '3', rating: 1.0, finishTime: '15:00' },
        { boat: '4', code: 'DNF' },
        { boat: '5', rating: 1.0, code: 'DNC' },
      ],
    });
    expect(result.rejected).toEqual([
      { boat: '2', reason: 'no_rating' },
      { boat: '4', reason: 'no_rating' },
    ]);
    expect(pointsOf(result)).toEqual({ '1': 1, '3': 2, '5': 4 });
    expect(result.entrants).toBe(3);
  });
});

describe('scoreRace: validation', () => {
  const base: RaceInput = { handicap: 'scratch', entries: [] };
  const cases: [string, RaceInput, string][] = [
    [
      'a penalty without a finish',
      { ...base, entries: [{ boat: 'a', penalties: [{ code: 'ZFP' }] }] },
      'penalty_without_finish',
    ],
    [
      'a penalty beside a replacing code',
      { ...base, entries: [{ boat: 'a', position: 1, code: 'DSQ', penalties: [{ code: 'SCP' }] }] },
      'penalty_without_finish',
    ],
    [
      'an unknown code',
      { ...base, entries: [{ boat: 'a', code: 'XYZ' as ScoreCode }] },
      'invalid_code',
    ],
    [
      'the same boat twice',
      {
        ...base,
        entries: [
          { boat: 'a', position: 1 },
          { boat: 'a', position: 2 },
        ],
      },
      'duplicate_boat',
    ],
    ['an empty boat key', { ...base, entries: [{ boat: '', position: 1 }] }, 'invalid_option'],
    ['a zero position', { ...base, entries: [{ boat: 'a', position: 0 }] }, 'invalid_position'],
    [
      'a fractional position',
      { ...base, entries: [{ boat: 'a', position: 1.5 }] },
      'invalid_position',
    ],
    ['a bad finish time', { ...base, entries: [{ boat: 'a', finishTime: '7pm' }] }, 'invalid_time'],
    [
      'a timed finish without a start',
      { ...base, entries: [{ boat: 'a', finishTime: '12:00' }] },
      'missing_start_time',
    ],
    [
      'positions and times mixed',
      {
        ...base,
        startTime: '11:00',
        entries: [
          { boat: 'a', position: 1 },
          { boat: 'b', finishTime: '12:00' },
        ],
      },
      'mixed_finish_data',
    ],
    [
      'a handicap finisher without a time',
      {
        handicap: 'time_on_time',
        startTime: '11:00',
        entries: [{ boat: 'a', rating: 1, position: 1 }],
      },
      'missing_finish_time',
    ],
    [
      'a rating out of range',
      {
        handicap: 'time_on_time',
        startTime: '11:00',
        entries: [{ boat: 'a', rating: 7, finishTime: '12:00' }],
      },
      'invalid_rating',
    ],
    [
      'a PY out of range',
      {
        handicap: 'yardstick',
        startTime: '11:00',
        entries: [{ boat: 'a', rating: 1.1, finishTime: '12:00' }],
      },
      'invalid_rating',
    ],
    ['RDG without redress', { ...base, entries: [{ boat: 'a', code: 'RDG' }] }, 'invalid_redress'],
    [
      'redress without RDG',
      { ...base, entries: [{ boat: 'a', position: 1, redress: { method: 'all_races' } }] },
      'invalid_redress',
    ],
    [
      'stated redress off the tenths',
      {
        ...base,
        entries: [{ boat: 'a', code: 'RDG', redress: { method: 'stated', points: 2.25 } }],
      },
      'invalid_redress',
    ],
    [
      'an unknown redress method',
      {
        ...base,
        entries: [
          {
            boat: 'a',
            code: 'RDG',
            redress: { method: 'best' } as unknown as { method: 'all_races' },
          },
        ],
      },
      'invalid_redress',
    ],
    [
      'an entrant count below the entries',
      { ...base, entrantCount: 0, entries: [{ boat: 'a', position: 1 }] },
      'invalid_option',
    ],
    ['an unknown handicap', { ...base, handicap: 'lys' as 'scratch' }, 'invalid_option'],
    ['an unknown start type', { ...base, startType: 'rolling' as 'common' }, 'invalid_option'],
    ['an unknown rules edition', { ...base, rulesEdition: '2017' as '2021' }, 'invalid_option'],
    [
      'an unknown DNF scoring',
      { ...base, dnfScoring: 'starters' as 'starting_area' },
      'invalid_option',
    ],
    ['an unknown rounding', { ...base, roundCorrected: 'minute' as 'second' }, 'invalid_option'],
    [
      'an unknown penalty on ties',
      { ...base, penaltyOnTie: 'average' as 'tied_score' },
      'invalid_option',
    ],
    ['scpPlaces 0', { ...base, scpPlaces: 0 }, 'invalid_option'],
    ['scpPlaces 1.5', { ...base, scpPlaces: 1.5 }, 'invalid_option'],
    ['scpPlaces over 1000', { ...base, scpPlaces: 1001 }, 'invalid_option'],
    [
      'starting_area_plus without dnfPoints',
      { ...base, dnfScoring: 'starting_area_plus' },
      'invalid_option',
    ],
    [
      'fixed without dnfPoints',
      { ...base, dnfScoring: 'fixed', dnfPoints: null },
      'invalid_option',
    ],
    ['fixed with dnfPoints 0', { ...base, dnfScoring: 'fixed', dnfPoints: 0 }, 'invalid_option'],
    [
      'starting_area_plus with dnfPoints 2.5',
      { ...base, dnfScoring: 'starting_area_plus', dnfPoints: 2.5 },
      'invalid_option',
    ],
  ];

  it.each(cases)('rejects %s', (_name, input, code) => {
    let caught: unknown;
    try {
      scoreRace(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScoringValidationError);
    expect((caught as ScoringValidationError).code).toBe(code);
  });

  it.each<[string, RaceInput]>([
    ['scpPlaces', { ...base, scpPlaces: -2 }],
    ['scpPlaces', { ...base, scpPlaces: '3' as unknown as number }],
    ['dnfPoints', { ...base, dnfScoring: 'fixed', dnfPoints: 1000.5 }],
    ['dnfPoints', { ...base, dnfScoring: 'starting_area_plus', dnfPoints: Number.NaN }],
    ['penaltyOnTie', { ...base, penaltyOnTie: 'place' as 'tied_score' }],
  ])('names the option %s in the error', (field, input) => {
    expect(() => scoreRace(input)).toThrow(
      expect.objectContaining({ code: 'invalid_option', context: { field } }),
    );
  });

  it('names the boat and field of the error', () => {
    expect(() =>
      scoreRace({ ...base, entries: [{ boat: 'SWE 12', finishTime: '25:00' }] }),
    ).toThrow(expect.objectContaining({ context: { boat: 'SWE 12', field: 'finishTime' } }));
  });
});
