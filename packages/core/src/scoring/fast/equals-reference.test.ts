/**
 * The fast path gives exactly what the reference gives (decision 0054): on random series and
 * races, the same result, field for field and in the same order, or the same error with the same
 * code and context.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../elapsed-time.ts';
import { isScoringValidationError } from '../errors.ts';
import { scoreRace as referenceScoreRace } from '../score-race.ts';
import { scoreSeries as referenceScoreSeries } from '../series-standings.ts';
import type {
  DiscardRule,
  DnfScoring,
  Handicap,
  Penalty,
  RaceEntry,
  Redress,
  ScoreCode,
  SeriesFleetRace,
  SeriesInput,
  SeriesRace,
} from '../types.ts';
import * as fast from './index.ts';

/** A run's outcome as JSON: the result, or the error's code and context. */
function outcome<T>(run: () => T): string {
  try {
    return JSON.stringify({ result: run() });
  } catch (error) {
    if (!isScoringValidationError(error)) throw error;
    return JSON.stringify({ error: error.code, context: error.context });
  }
}

const BOATS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const FLEETS = ['A', 'B'];
const START = 10 * 3600;

/** Ratings as typed (few decimals), with the float noise of a sum, or missing. */
const timeFactor = fc.oneof(
  fc.constantFrom(0.925, 0.93, 1, 1.05, 0.875, 1.125),
  fc.integer({ min: 800, max: 1200 }).map((n) => n / 1000),
  fc.constant(0.8 + 0.07),
);
const pyNumber = fc.oneof(fc.constantFrom(1000, 1050, 1111, 950), fc.constant(1049.5));

const penalty: fc.Arbitrary<Penalty> = fc.oneof(
  fc.record({ code: fc.constantFrom('ZFP' as const, 'SCP' as const) }),
  fc.record({
    code: fc.constantFrom('ZFP' as const, 'SCP' as const),
    percent: fc.constantFrom(10, 20, 30, 12.5, 50),
  }),
  fc.record({ code: fc.constant('DPI' as const), points: fc.constantFrom(1, 2.5, 0.3, 10) }),
);

const redress = (raceIds: string[]): fc.Arbitrary<Redress> =>
  fc.oneof(
    fc.record({ method: fc.constant('stated' as const), points: fc.constantFrom(1, 2.5, 7.3) }),
    fc.record(
      {
        method: fc.constantFrom(
          'all_races' as const,
          'races_before' as const,
          'all_races_excl_dnc' as const,
        ),
        // Now and then a race that is not in the series: an error.
        excludeRaces: fc.oneof(
          {
            weight: 19,
            arbitrary: fc.subarray(raceIds, { maxLength: Math.min(2, raceIds.length) }),
          },
          { weight: 1, arbitrary: fc.constant(['r9']) },
        ),
      },
      { requiredKeys: ['method'] },
    ),
  );

const replacingCode = fc.constantFrom<ScoreCode>(
  'DNC',
  'DNS',
  'OCS',
  'NSC',
  'DNF',
  'RET',
  'DSQ',
  'UFD',
  'BFD',
  'DNE',
);

/**
 * A boat's record in a race: what she did (finish, code, redress, penalties), or absent. In a
 * `close` race the finishes bunch up, so that ties, penalised boats among them, are common.
 */
const record = (
  boat: string,
  handicap: Handicap,
  pursuit: boolean,
  byPosition: boolean,
  close: boolean,
  raceIds: string[],
): fc.Arbitrary<RaceEntry | null> => {
  const rating =
    handicap === 'time_on_time' ? timeFactor : handicap === 'yardstick' ? pyNumber : fc.constant(1);
  // Finishes close together, so that times and corrected times tie.
  const finish = fc
    .integer({ min: 2400, max: close ? 2402 : 2460 })
    .map((s) => formatClockTime(START + s));
  // Now and then a boat still racing (no finish time).
  const finishOrNone = fc.option(finish, { freq: 20, nil: null });
  const position = fc.integer({ min: 1, max: close ? 3 : 6 });
  const finished: fc.Arbitrary<RaceEntry> = fc
    .record({
      rating: fc.option(rating, { freq: 12, nil: null }),
      finishTime: finishOrNone,
      position,
      startTime: fc.integer({ min: 0, max: 600 }).map((s) => formatClockTime(START + s)),
      penalties: fc.array(penalty, { maxLength: 2 }),
      cameToStartingArea: fc.option(fc.boolean(), { freq: 4, nil: undefined }),
    })
    .map(
      ({ rating: given, finishTime, position: at, startTime, penalties, cameToStartingArea }) => ({
        boat,
        rating: given,
        ...(byPosition ? { position: at } : { finishTime }),
        ...(pursuit ? { startTime } : {}),
        ...(penalties.length > 0 ? { penalties } : {}),
        ...(cameToStartingArea === undefined ? {} : { cameToStartingArea }),
      }),
    );
  const coded = fc.record(
    {
      boat: fc.constant(boat),
      rating,
      code: replacingCode,
      finishTime: finish,
      cameToStartingArea: fc.boolean(),
    },
    { requiredKeys: ['boat', 'rating', 'code'] },
  );
  const redressed = fc
    .tuple(finished, redress(raceIds), fc.boolean())
    .map(([entry, given, keepsFinish]): RaceEntry => {
      const base = keepsFinish
        ? { ...entry, penalties: [] }
        : { boat, rating: entry.rating ?? null };
      return { ...base, code: 'RDG', redress: given };
    });
  const stillRacing = fc.record({ boat: fc.constant(boat), rating });
  return fc.oneof(
    { weight: 12, arbitrary: finished },
    { weight: 3, arbitrary: coded },
    { weight: 2, arbitrary: redressed },
    { weight: 1, arbitrary: stillRacing },
    { weight: 2, arbitrary: fc.constant(null) },
  );
};

/** One fleet's start group in a race. */
const fleetRace = (fleet: string, boats: string[], raceIds: string[]) =>
  fc
    .record({
      handicap: fc.constantFrom<Handicap>('scratch', 'time_on_time', 'time_on_time', 'yardstick'),
      byPosition: fc.boolean(),
      close: fc.constantFrom(false, false, true),
    })
    .chain(({ handicap, byPosition, close }) =>
      fc.constantFrom(false, false, false, true).chain((pursuit) =>
        fc
          .tuple(
            ...boats.map((boat) =>
              record(boat, handicap, pursuit, byPosition && handicap === 'scratch', close, raceIds),
            ),
          )
          .chain((records) =>
            fc.record({
              fleet: fc.constant(fleet),
              handicap: fc.constant(handicap),
              startType: fc.constant(pursuit ? ('pursuit' as const) : ('common' as const)),
              startTime: pursuit
                ? fc.constantFrom(formatClockTime(START), null)
                : fc.constant(formatClockTime(START)),
              entries: fc.shuffledSubarray(records.filter((entry) => entry !== null)),
            }),
          ),
      ),
    );

const discardRule: fc.Arbitrary<DiscardRule> = fc.oneof(
  fc
    .array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 })
    .map((t) => ({ kind: 'thresholds' as const, thresholds: t.sort((a, b) => a - b) })),
  fc.record({
    kind: fc.constant('proportional' as const),
    firstAt: fc.integer({ min: 1, max: 4 }),
    every: fc.integer({ min: 1, max: 3 }),
  }),
);

/** SCP stated in places: mostly not, else a few places, now and then a bad value (an error). */
const scpPlaces: fc.Arbitrary<number | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1.5, 1001) },
);

/**
 * The DNF scoring and its number: the number drawn for the scorings that need it (now and then
 * missing or bad: an error), and sometimes given, even bad, to those that ignore it.
 */
const dnfOptions: fc.Arbitrary<Pick<SeriesInput, 'dnfScoring' | 'dnfPoints'>> = fc
  .constantFrom<DnfScoring | undefined>(
    undefined,
    'series_entries',
    'starting_area',
    'starting_area_incl_dnc',
    'starting_area_plus',
    'fixed',
  )
  .chain((dnfScoring) => {
    const needs = dnfScoring === 'starting_area_plus' || dnfScoring === 'fixed';
    // Fixed scores run from below the places (a penalty cannot better a boat) to above them.
    const points = fc.oneof(
      { weight: needs ? 20 : 1, arbitrary: fc.integer({ min: 1, max: 14 }) },
      { weight: 1, arbitrary: fc.constantFrom(null, 0, 2.5) },
    );
    return fc.record(
      {
        ...(dnfScoring === undefined ? {} : { dnfScoring: fc.constant(dnfScoring) }),
        dnfPoints: points,
      },
      { requiredKeys: needs ? ['dnfPoints'] : [] },
    );
  });

/** A random series: 1–2 fleets, 1–6 races, up to 10 boats a fleet, options and entries. */
const series: fc.Arbitrary<SeriesInput> = fc
  .record({
    races: fc.integer({ min: 1, max: 6 }),
    fleets: fc.subarray(FLEETS, { minLength: 1 }),
    boats: fc.integer({ min: 1, max: BOATS.length }),
  })
  .chain(({ races, fleets, boats }) => {
    const raceIds = Array.from({ length: races }, (_, r) => `r${r + 1}`);
    const fleetBoats = (fleet: string) => BOATS.slice(0, boats).map((boat) => `${fleet}-${boat}`);
    const race = (id: string): fc.Arbitrary<SeriesRace> =>
      fc.record(
        {
          id: fc.constant(id),
          fleets: fc
            .tuple(...fleets.map((fleet) => fleetRace(fleet, fleetBoats(fleet), raceIds)))
            .chain((groups: SeriesFleetRace[]) => fc.subarray(groups, { minLength: 0 })),
          weight: fc.constantFrom(1, 1, 1, 2, 0.5, 1.5, 1.25),
          discardPolicy: fc.constantFrom(
            'normal' as const,
            'normal' as const,
            'must_count' as const,
            'discard_first' as const,
          ),
        },
        { requiredKeys: ['id', 'fleets'] },
      );
    return fc
      .record(
        {
          races: fc.tuple(...raceIds.map(race)),
          discards: discardRule,
          // Explicit entries (or none: the boats seen): every boat of each fleet, some never
          // racing.
          entries: fc.constant(
            fleets.flatMap((fleet) => fleetBoats(fleet).map((boat) => ({ boat, fleet }))),
          ),
          rulesEdition: fc.constantFrom('2025' as const, '2021' as const),
          roundCorrected: fc.constantFrom('none' as const, 'second' as const),
          scpPlaces,
          penaltyOnTie: fc.constantFrom(
            'tied_score' as const,
            'finishing_place' as const,
            'finishing_place' as const,
          ),
        },
        { requiredKeys: ['races'] },
      )
      .chain((input) => dnfOptions.map((dnf) => ({ ...input, ...dnf })));
  });

describe('the fast path equals the reference', () => {
  it('scores every random series as the reference does, errors included', () => {
    fc.assert(
      fc.property(series, (input) => {
        expect(outcome(() => fast.scoreSeries(input))).toBe(
          outcome(() => referenceScoreSeries(input)),
        );
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('scores every random race as the reference does, errors included', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 99 }), (input, entrantsOver) => {
        for (const race of input.races) {
          for (const group of race.fleets) {
            const { races: _races, entries: _entries, discards: _discards, ...options } = input;
            const raceInput = {
              ...group,
              entrantCount: group.entries.length + (entrantsOver % 3),
              ...options,
            };
            expect(outcome(() => fast.scoreRace(raceInput))).toBe(
              outcome(() => referenceScoreRace(raceInput)),
            );
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('meets results and errors that the generator is meant to reach', () => {
    // Guards the generator: a property over inputs that always fail would prove nothing.
    const samples = fc.sample(series, { numRuns: 300, seed: 28 });
    const outcomes = samples.map((input) => outcome(() => referenceScoreSeries(input)));
    const scored = outcomes.filter((text) => text.startsWith('{"result"'));
    expect(scored.length).toBeGreaterThan(150);
    expect(outcomes.length - scored.length).toBeGreaterThan(10);
    const text = scored.join('\n');
    for (const seen of ['"redress":true', '"discarded":true', '"ZFP"', '"no_rating"', '"DNE"']) {
      expect(text).toContain(seen);
    }
    // Bad option values are reached too.
    const errors = outcomes.filter((text) => !text.startsWith('{"result"')).join('\n');
    for (const field of ['dnfPoints', 'scpPlaces']) {
      expect(errors).toContain(`"error":"invalid_option","context":{"field":"${field}"}`);
    }
    // Each new option is drawn where it changes a result: scored again with it set back (or
    // with the score it stands for), the series comes out different.
    const changedBy = (reset: (input: SeriesInput) => SeriesInput | null) =>
      samples.filter((input, i) => {
        const other = outcomes[i]!.startsWith('{"result"') ? reset(input) : null;
        return other !== null && outcome(() => referenceScoreSeries(other)) !== outcomes[i];
      }).length;
    const counts = {
      finishingPlace: changedBy((input) =>
        input.penaltyOnTie === 'finishing_place' ? { ...input, penaltyOnTie: 'tied_score' } : null,
      ),
      scpPlaces: changedBy((input) =>
        input.scpPlaces == null ? null : { ...input, scpPlaces: null },
      ),
      startingAreaPlus: changedBy((input) =>
        input.dnfScoring === 'starting_area_plus' && input.dnfPoints !== 1
          ? { ...input, dnfScoring: 'starting_area' }
          : null,
      ),
      fixed: changedBy((input) =>
        input.dnfScoring === 'fixed' ? { ...input, dnfScoring: 'series_entries' } : null,
      ),
    };
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(10);
  }, 120_000);
});
