/**
 * Maps a sailscoring conformance case onto the scoring core's own input. Only a translation of
 * names and shapes: every rule the case tests is decided by the core and its options.
 */
import type {
  DiscardPolicy,
  DiscardRule,
  DnfScoring,
  Handicap,
  Penalty,
  RaceEntry,
  Redress,
  RoundCorrected,
  ScoreCode,
  SeriesFleetRace,
  SeriesInput,
} from '../src/scoring/index.ts';
import type { CaseFinish, CaseRace, ConformanceCase } from './case-schema.ts';

/** Fleet name for cases whose competitors name none. */
export const DEFAULT_FLEET = 'Fleet';

/** A case mapped onto the core. */
export interface MappedCase {
  input: SeriesInput;
  /** The boat key a case's `sailor` (sail number or name) refers to. */
  boatOf: (sailor: string) => string;
  /** Race id in the core of a case race number. */
  raceIdOf: (raceNumber: number) => string;
}

const DNF_SCORING: Record<string, DnfScoring> = {
  seriesEntries: 'series_entries',
  startingArea: 'starting_area',
  startingAreaInclDnc: 'starting_area_incl_dnc',
};

const DISCARD_POLICY: Record<string, DiscardPolicy> = {
  normal: 'normal',
  mustCount: 'must_count',
  discardFirst: 'discard_first',
};

type RatingField = 'ircTcc' | 'vprsTcc' | 'pyNumber';

/**
 * The case's scoring system as a core handicap. IRC and VPRS are time-on-time like SRS; PY is a
 * yardstick. The README states that these fleets round corrected time half-up to whole seconds
 * before ranking (HalSail, Sailwave): that is the core's `roundCorrected: 'second'`.
 */
function handicapOf(system: 'irc' | 'vprs' | 'py' | undefined): {
  handicap: Handicap;
  ratingField: RatingField | null;
  roundCorrected: RoundCorrected;
} {
  switch (system) {
    case 'irc':
      return { handicap: 'time_on_time', ratingField: 'ircTcc', roundCorrected: 'second' };
    case 'vprs':
      return { handicap: 'time_on_time', ratingField: 'vprsTcc', roundCorrected: 'second' };
    case 'py':
      return { handicap: 'yardstick', ratingField: 'pyNumber', roundCorrected: 'second' };
    default:
      return { handicap: 'scratch', ratingField: null, roundCorrected: 'none' };
  }
}

/**
 * `discardThresholds` lists (minRaces, discardCount) steps; the core takes one threshold per
 * discard, so a step from 0 to 2 discards at 5 races becomes [5, 5].
 */
function discardRuleOf(series: ConformanceCase['series']): DiscardRule {
  if (series.proportionalDiscard) {
    return {
      kind: 'proportional',
      firstAt: series.proportionalDiscard.firstAt,
      every: series.proportionalDiscard.everyRaces,
    };
  }
  const thresholds: number[] = [];
  const steps = [...series.discardThresholds].sort((a, b) => a.minRaces - b.minRaces);
  for (const step of steps) {
    while (thresholds.length < step.discardCount) thresholds.push(step.minRaces);
  }
  return { kind: 'thresholds', thresholds };
}

function penaltiesOf(finish: CaseFinish): Penalty[] {
  switch (finish.penaltyCode) {
    case undefined:
      return [];
    case 'DPI':
      return [{ code: 'DPI', points: finish.penaltyOverride ?? Number.NaN }];
    default:
      return [
        finish.penaltyOverride === undefined
          ? { code: finish.penaltyCode }
          : { code: finish.penaltyCode, percent: finish.penaltyOverride },
      ];
  }
}

function redressOf(finish: CaseFinish): Redress | null {
  if (finish.code !== 'RDG') return null;
  const method = finish.redressMethod ?? 'all_races';
  if (method === 'stated') return { method, points: finish.redressPoints ?? Number.NaN };
  return { method, excludeRaces: (finish.redressExcludeRaces ?? []).map(String) };
}

/** Maps a parsed case onto a `SeriesInput`. */
export function mapCase(conformanceCase: ConformanceCase): MappedCase {
  const { competitors, races, series } = conformanceCase;
  const { handicap, ratingField, roundCorrected } = handicapOf(
    conformanceCase.fleet?.scoringSystem,
  );

  const boatOf = (sailor: string): string => {
    const competitor =
      competitors.find((c) => c.sailNumber === sailor) ??
      competitors.find((c) => c.name === sailor);
    if (!competitor) throw new Error(`unknown sailor "${sailor}"`);
    return competitor.sailNumber;
  };
  const fleetOf = (boat: string) =>
    competitors.find((c) => c.sailNumber === boat)?.fleet ?? DEFAULT_FLEET;
  const fleets = [...new Set(competitors.map((c) => c.fleet ?? DEFAULT_FLEET))];
  const raceIdOf = (raceNumber: number) => String(raceNumber);

  const ratingOf = (race: CaseRace, boat: string): number | null => {
    if (!ratingField) return null;
    const override = race.ratingOverrides?.find(
      (o) => o.field === ratingField && boatOf(o.sailor) === boat,
    );
    if (override) return override.value;
    return competitors.find((c) => c.sailNumber === boat)?.[ratingField] ?? null;
  };

  const mapRace = (race: CaseRace): SeriesFleetRace[] => {
    // `tiedWithPrevious`: a dead heat with the finish listed before, i.e. an equal position.
    const positions: (number | null)[] = [];
    race.finishes.forEach((finish, i) => {
      positions.push(
        finish.tiedWithPrevious && i > 0 ? (positions[i - 1] ?? null) : (finish.position ?? null),
      );
    });
    return fleets.map((fleet) => ({
      fleet,
      handicap,
      startType: 'common',
      startTime: race.startTime ?? null,
      entries: race.finishes.flatMap((finish, i): RaceEntry[] => {
        const boat = boatOf(finish.sailor);
        if (fleetOf(boat) !== fleet) return [];
        return [
          {
            boat,
            rating: ratingOf(race, boat),
            position: positions[i] ?? null,
            finishTime: finish.finishTime ?? null,
            code: (finish.code ?? null) as ScoreCode | null,
            penalties: penaltiesOf(finish),
            redress: redressOf(finish),
            cameToStartingArea: finish.startPresent ?? null,
          },
        ];
      }),
    }));
  };

  const input: SeriesInput = {
    rulesEdition: series.rulesEdition ?? '2025',
    dnfScoring: DNF_SCORING[series.dnfScoring ?? 'seriesEntries'],
    roundCorrected: series.roundCorrected ?? roundCorrected,
    discards: discardRuleOf(series),
    entries: competitors.map((c) => ({ boat: c.sailNumber, fleet: c.fleet ?? DEFAULT_FLEET })),
    races: races.map((race) => ({
      id: raceIdOf(race.number),
      discardPolicy: DISCARD_POLICY[race.discardPolicy ?? 'normal'],
      weight: race.pointsMultiplier ?? race.weight ?? 1,
      fleets: mapRace(race),
    })),
  };
  return { input, boatOf, raceIdOf };
}
