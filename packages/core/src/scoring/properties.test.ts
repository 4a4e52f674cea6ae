import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from './elapsed-time.ts';
import { scoreRace } from './score-race.ts';
import { scoreSeries } from './series-standings.ts';
import type {
  DiscardPolicy,
  DnfScoring,
  RaceEntry,
  RaceResult,
  ScoreCode,
  SeriesInput,
  SeriesResult,
  SeriesStandingRow,
} from './types.ts';

/** Deterministic shuffle (mulberry32), so a failing case replays from its seed. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const sumOfPlaces = (n: number) => (n * (n + 1)) / 2;
const totalPoints = (result: RaceResult) =>
  result.rows.reduce((sum, row) => sum + Math.round((row.points ?? 0) * 10), 0) / 10;

/** A scratch race where every boat finishes at a position in 1..n (equal positions tie). */
const finishingRace = (allowTies: boolean) =>
  fc.integer({ min: 1, max: 12 }).chain((n) =>
    (allowTies
      ? fc.array(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n })
      : fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i + 1),
          { minLength: n, maxLength: n },
        )
    ).map((positions) => positions.map((position, i) => ({ boat: `b${i}`, position }))),
  );

describe('race properties', () => {
  it('with no ties and no codes, points sum to n(n+1)/2 and are the places', () => {
    fc.assert(
      fc.property(finishingRace(false), (entries) => {
        const result = scoreRace({ handicap: 'scratch', entries });
        expect(totalPoints(result)).toBe(sumOfPlaces(entries.length));
        expect(result.rows.map((row) => row.points)).toEqual(entries.map((_, i) => i + 1));
      }),
    );
  });

  it('ties keep the sum n(n+1)/2 (RRS A7)', () => {
    fc.assert(
      fc.property(finishingRace(true), (entries) => {
        const result = scoreRace({ handicap: 'scratch', entries });
        expect(totalPoints(result)).toBe(sumOfPlaces(entries.length));
      }),
    );
  });

  it('corrected-time ties, rounded or not, keep the sum n(n+1)/2', () => {
    const boat = fc.record({
      elapsed: fc.integer({ min: 600, max: 3 * 3600 }),
      rating: fc.integer({ min: 700, max: 1400 }).map((r) => r / 1000),
    });
    fc.assert(
      fc.property(
        fc.array(boat, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('none', 'second'),
        (boats, roundCorrected) => {
          const result = scoreRace({
            handicap: 'time_on_time',
            startTime: '10:00',
            roundCorrected,
            entries: boats.map(({ elapsed, rating }, i) => ({
              boat: `b${i}`,
              rating,
              finishTime: formatClockTime(36_000 + elapsed),
            })),
          });
          expect(totalPoints(result)).toBe(sumOfPlaces(boats.length));
          const corrected = result.rows.map((row) => row.corrected!);
          expect([...corrected].sort((a, b) => a - b)).toEqual(corrected);
        },
      ),
    );
  });

  it('input order never changes a race result', () => {
    const entry = fc.oneof(
      { weight: 5, arbitrary: fc.record({ position: fc.integer({ min: 1, max: 8 }) }) },
      {
        weight: 1,
        arbitrary: fc.record({
          position: fc.integer({ min: 1, max: 8 }),
          penalties: fc.constant([{ code: 'ZFP' as const }]),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          code: fc.constantFrom<ScoreCode>('DNC', 'DNS', 'OCS', 'DNF', 'RET', 'DSQ', 'DNE'),
        }),
      },
    );
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 10 }),
        fc.integer(),
        fc.constantFrom<DnfScoring>('series_entries', 'starting_area', 'starting_area_incl_dnc'),
        (generated, seed, dnfScoring) => {
          const entries: RaceEntry[] = generated.map((e, i) => ({ boat: `b${i}`, ...e }));
          const byBoat = (result: RaceResult) =>
            Object.fromEntries(result.rows.map((row) => [row.boat, row]));
          const straight = scoreRace({ handicap: 'scratch', dnfScoring, entries });
          const shuffled = scoreRace({
            handicap: 'scratch',
            dnfScoring,
            entries: shuffle(entries, seed),
          });
          expect(byBoat(shuffled)).toEqual(byBoat(straight));
          expect(shuffled.rows.map((row) => row.points)).toEqual(
            straight.rows.map((row) => row.points),
          );
        },
      ),
    );
  });
});

/** What a boat does in one race of a generated series. */
type Outcome = { position: number } | { code: ScoreCode } | null;

interface GeneratedSeries {
  boats: number;
  outcomes: Outcome[][];
  thresholds: number[];
  weights: number[];
  policies: DiscardPolicy[];
  dnfScoring: DnfScoring;
}

const outcome: fc.Arbitrary<Outcome> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }).map((position) => ({ position })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<ScoreCode>('DNC', 'DNS', 'OCS', 'DNF', 'RET', 'DSQ', 'BFD', 'DNE')
      .map((code) => ({ code })),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

const generatedSeries: fc.Arbitrary<GeneratedSeries> = fc
  .record({ boats: fc.integer({ min: 2, max: 6 }), races: fc.integer({ min: 1, max: 7 }) })
  .chain(({ boats, races }) =>
    fc.record({
      boats: fc.constant(boats),
      outcomes: fc.array(fc.array(outcome, { minLength: boats, maxLength: boats }), {
        minLength: races,
        maxLength: races,
      }),
      thresholds: fc
        .array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 })
        .map((t) => t.sort((a, b) => a - b)),
      weights: fc.array(fc.constantFrom(1, 1, 1, 2, 0.5, 1.5), {
        minLength: races,
        maxLength: races,
      }),
      policies: fc.array(
        fc.constantFrom<DiscardPolicy>('normal', 'normal', 'normal', 'must_count', 'discard_first'),
        { minLength: races, maxLength: races },
      ),
      dnfScoring: fc.constantFrom<DnfScoring>(
        'series_entries',
        'starting_area',
        'starting_area_incl_dnc',
      ),
    }),
  );

function seriesInput(generated: GeneratedSeries, seed?: number): SeriesInput {
  const boats = Array.from({ length: generated.boats }, (_, i) => `b${i}`);
  const order = <T>(items: T[], salt: number) =>
    seed === undefined ? items : shuffle(items, seed + salt);
  return {
    dnfScoring: generated.dnfScoring,
    discards: { kind: 'thresholds', thresholds: generated.thresholds },
    entries: order(
      boats.map((boat) => ({ boat, fleet: 'A' })),
      0,
    ),
    races: generated.outcomes.map((raceOutcomes, r) => ({
      id: `r${r}`,
      weight: generated.weights[r]!,
      discardPolicy: generated.policies[r]!,
      fleets: [
        {
          fleet: 'A',
          handicap: 'scratch',
          entries: order(
            raceOutcomes.flatMap((o, b): RaceEntry[] => (o ? [{ boat: boats[b]!, ...o }] : [])),
            r + 1,
          ),
        },
      ],
    })),
  };
}

const rowsByBoat = (result: SeriesResult) =>
  Object.fromEntries(result.fleets[0]!.rows.map((row) => [row.boat, row]));

/** RRS A8 written out again, independently of tie-breaks.ts, to check the ranks against. */
function oracleCompare(a: SeriesStandingRow, b: SeriesStandingRow): number {
  const tenths = (points: number) => Math.round(points * 10);
  if (tenths(a.net) !== tenths(b.net)) return tenths(a.net) - tenths(b.net);
  const kept = (row: SeriesStandingRow) =>
    row.races
      .filter((r) => !r.notSailed && !r.discarded)
      .map((r) => tenths(r.points))
      .sort((x, y) => x - y);
  const keptA = kept(a);
  const keptB = kept(b);
  for (let i = 0; i < keptA.length; i += 1) {
    if (keptA[i] !== keptB[i]) return keptA[i]! - keptB[i]!;
  }
  const lastFirst = (row: SeriesStandingRow) =>
    row.races
      .filter((r) => !r.notSailed)
      .map((r) => tenths(r.points))
      .reverse();
  const racesA = lastFirst(a);
  const racesB = lastFirst(b);
  for (let i = 0; i < racesA.length; i += 1) {
    if (racesA[i] !== racesB[i]) return racesA[i]! - racesB[i]!;
  }
  return 0;
}

describe('series properties', () => {
  it('input order never changes the standings', () => {
    fc.assert(
      fc.property(generatedSeries, fc.integer(), (generated, seed) => {
        const straight = scoreSeries(seriesInput(generated));
        const shuffled = scoreSeries(seriesInput(generated, seed));
        expect(rowsByBoat(shuffled)).toEqual(rowsByBoat(straight));
      }),
    );
  });

  it('excluding a score never raises a net score', () => {
    fc.assert(
      fc.property(generatedSeries, (generated) => {
        const none = rowsByBoat(scoreSeries(seriesInput({ ...generated, thresholds: [] })));
        const some = scoreSeries(seriesInput(generated));
        for (const row of some.fleets[0]!.rows) {
          expect(row.net).toBeLessThanOrEqual(row.total);
          expect(row.net).toBeLessThanOrEqual(none[row.boat]!.net);
          expect(none[row.boat]!.net).toBe(none[row.boat]!.total);
          const discarded = row.races.filter((r) => r.discarded);
          expect(discarded.length).toBeLessThanOrEqual(some.fleets[0]!.discards);
          expect(discarded.every((r) => !r.nonDiscardable && !r.notSailed)).toBe(true);
        }
      }),
    );
  });

  it('ranks follow net points, then A8.1, then A8.2; ties that survive share the rank', () => {
    fc.assert(
      fc.property(generatedSeries, (generated) => {
        const rows = scoreSeries(seriesInput(generated)).fleets[0]!.rows;
        rows.forEach((row, i) => {
          const better = rows.filter((other) => oracleCompare(other, row) < 0).length;
          expect(row.rank).toBe(better + 1);
          if (i > 0) expect(oracleCompare(rows[i - 1]!, row)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it('every score is a multiple of 0.1 and totals add up', () => {
    fc.assert(
      fc.property(generatedSeries, (generated) => {
        for (const row of scoreSeries(seriesInput(generated)).fleets[0]!.rows) {
          const tenths = row.races.map((r) => r.points * 10);
          expect(tenths.every((t) => Math.abs(t - Math.round(t)) < 1e-9)).toBe(true);
          const sum = tenths.reduce((a, t) => a + Math.round(t), 0);
          expect(Math.round(row.total * 10)).toBe(sum);
        }
      }),
    );
  });
});
