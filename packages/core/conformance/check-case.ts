/**
 * Compares the core's result for a case with the case's expectations: per-race figures
 * (`races[].expected`, `races[].rejected`) and the standings. Returns readable differences.
 */
import type { SeriesRaceScore, SeriesResult, SeriesStandingRow } from '../src/scoring/index.ts';
import type { CaseStanding, ConformanceCase } from './case-schema.ts';
import { DEFAULT_FLEET, type MappedCase } from './map-case.ts';

const POINTS_TOLERANCE = 1e-9;
const TIME_TOLERANCE = 1e-6;

function sameNumber(expected: number | null, actual: number | null, tolerance: number): boolean {
  if (expected === null || actual === null) return expected === actual;
  return Math.abs(expected - actual) <= tolerance;
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

/** Differences between two lists, element by element. */
function compareList<T>(
  label: string,
  expected: readonly T[] | undefined,
  actual: readonly T[],
  same: (e: T, a: T) => boolean,
  differences: string[],
): void {
  if (expected === undefined) return;
  const equal =
    expected.length === actual.length && expected.every((value, i) => same(value, actual[i]!));
  if (!equal) differences.push(`${label}: expected ${show(expected)}, got ${show(actual)}`);
}

/** The penalty codes of a race score as the case lists them: one code, or null. */
function penaltyColumn(score: SeriesRaceScore): string | null {
  return score.penalties.length === 0 ? null : score.penalties.join('+');
}

function checkStandingRow(
  expected: CaseStanding,
  row: SeriesStandingRow,
  label: string,
  differences: string[],
): void {
  if (expected.rank !== row.rank) {
    differences.push(`${label}.rank: expected ${expected.rank}, got ${row.rank}`);
  }
  const points = (a: number, b: number) => sameNumber(a, b, POINTS_TOLERANCE);
  const exact = <T>(a: T, b: T) => a === b;
  compareList(
    `${label}.racePoints`,
    expected.racePoints,
    row.races.map((r) => r.points),
    points,
    differences,
  );
  compareList(
    `${label}.raceCodes`,
    expected.raceCodes,
    row.races.map((r) => r.code),
    exact,
    differences,
  );
  compareList(
    `${label}.racePenaltyCodes`,
    expected.racePenaltyCodes,
    row.races.map(penaltyColumn),
    exact,
    differences,
  );
  compareList(
    `${label}.raceDiscards`,
    expected.raceDiscards,
    row.races.map((r) => r.discarded),
    exact,
    differences,
  );
  compareList(
    `${label}.raceExcluded`,
    expected.raceExcluded,
    row.races.map((r) => r.notSailed),
    exact,
    differences,
  );
  compareList(
    `${label}.raceNonDiscardable`,
    expected.raceNonDiscardable,
    row.races.map((r) => r.nonDiscardable),
    exact,
    differences,
  );
  compareList(
    `${label}.raceRedressFlags`,
    expected.raceRedressFlags,
    row.races.map((r) => r.redress),
    exact,
    differences,
  );
  if (!sameNumber(expected.totalPoints, row.total, POINTS_TOLERANCE)) {
    differences.push(`${label}.totalPoints: expected ${expected.totalPoints}, got ${row.total}`);
  }
  if (!sameNumber(expected.netPoints, row.net, POINTS_TOLERANCE)) {
    differences.push(`${label}.netPoints: expected ${expected.netPoints}, got ${row.net}`);
  }
}

function checkStandings(
  conformanceCase: ConformanceCase,
  mapped: MappedCase,
  result: SeriesResult,
  differences: string[],
): void {
  const standings = conformanceCase.expected?.standings;
  if (!standings) return;
  const byFleet = new Map<string, CaseStanding[]>();
  for (const row of standings) {
    const fleet = row.fleet ?? DEFAULT_FLEET;
    byFleet.set(fleet, [...(byFleet.get(fleet) ?? []), row]);
  }
  for (const [fleet, expectedRows] of byFleet) {
    const standing = result.fleets.find((f) => f.fleet === fleet);
    if (!standing) {
      differences.push(`standings: no fleet "${fleet}" in the result`);
      continue;
    }
    const expectedBoats = new Set<string>();
    for (const expected of expectedRows) {
      const boat = mapped.boatOf(expected.sailor);
      expectedBoats.add(boat);
      const row = standing.rows.find((r) => r.boat === boat);
      const label = `standings[${fleet}/${boat}]`;
      if (!row) differences.push(`${label}: missing from the result`);
      else checkStandingRow(expected, row, label, differences);
    }
    for (const row of standing.rows) {
      if (!expectedBoats.has(row.boat)) {
        differences.push(`standings[${fleet}/${row.boat}]: not expected in the standings`);
      }
    }
  }
}

function checkRaces(
  conformanceCase: ConformanceCase,
  mapped: MappedCase,
  result: SeriesResult,
  differences: string[],
): void {
  for (const race of conformanceCase.races) {
    const raceId = mapped.raceIdOf(race.number);
    const fleetResults = result.raceResults.filter((r) => r.raceId === raceId);
    for (const expected of race.expected ?? []) {
      const boat = mapped.boatOf(expected.sailor);
      const row = fleetResults.flatMap((r) => r.result.rows).find((r) => r.boat === boat);
      const label = `race ${race.number}[${boat}]`;
      if (!row) {
        differences.push(`${label}: missing from the race result`);
        continue;
      }
      const fields: [string, number | null | undefined, number | null, number][] = [
        ['rank', expected.rank, row.rank, 0],
        ['points', expected.points, row.points, POINTS_TOLERANCE],
        ['elapsedTime', expected.elapsedTime, row.elapsed, TIME_TOLERANCE],
        ['correctedTime', expected.correctedTime, row.corrected, TIME_TOLERANCE],
        ['tcfApplied', expected.tcfApplied, row.factor, POINTS_TOLERANCE],
      ];
      for (const [name, want, got, tolerance] of fields) {
        if (want !== undefined && !sameNumber(want, got, tolerance)) {
          differences.push(`${label}.${name}: expected ${show(want)}, got ${show(got)}`);
        }
      }
    }
    for (const expected of race.rejected ?? []) {
      const boat = mapped.boatOf(expected.sailor);
      const rejected = fleetResults.flatMap((r) => r.result.rejected).find((r) => r.boat === boat);
      if (rejected?.reason !== expected.reason) {
        differences.push(
          `race ${race.number}[${boat}]: expected rejected (${expected.reason}), got ${show(rejected ?? null)}`,
        );
      }
      if (fleetResults.some((r) => r.result.rows.some((row) => row.boat === boat))) {
        differences.push(`race ${race.number}[${boat}]: rejected but scored`);
      }
    }
  }
}

/** Every difference between the expectations of `conformanceCase` and `result`. */
export function checkCase(
  conformanceCase: ConformanceCase,
  mapped: MappedCase,
  result: SeriesResult,
): string[] {
  const differences: string[] = [];
  checkRaces(conformanceCase, mapped, result, differences);
  checkStandings(conformanceCase, mapped, result, differences);
  return differences;
}
