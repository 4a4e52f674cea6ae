import {
  scoreSeries,
  type ResultProtest,
  type DiscardRule,
  type SeriesRace,
  type SeriesResult,
  type SeriesResults,
} from '@segla/core';
import { coreScoringOptions } from '../series/series-scoring-columns.ts';
import { prepareEntry, usableRating } from './race-entries.ts';
import { categoryIds, resultCategories } from './result-categories.ts';
import { listRanking, protestOf } from './sailing-scoring.ts';
import type { ResultListKind } from '@segla/core/sailing';
import type { ResultCompetitorRow, ResultGroupRow, ResultSeriesRow } from './results-repository.ts';

/** A sailing of the series as scoring needs it. */
export interface SeriesSailing {
  id: number;
  name: string;
  start_date: string;
}

/**
 * The boat a competitor sails, the same across the series' sailings (docs/product.md §12): her
 * sailor when linked, else sail number and boat name (spacing and case ignored).
 */
export function boatKey(competitor: ResultCompetitorRow): string {
  if (competitor.sailor_id != null) return sailorBoatKey(competitor.sailor_id);
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  return `boat:${fold(competitor.sail_number)}|${fold(competitor.boat_name)}`;
}

/** The boat of a sailor's entries in a series (`boatKey` of a competitor linked to her). */
export function sailorBoatKey(sailorId: number): string {
  return `sailor:${sailorId}`;
}

/** The stored discard thresholds, or the default one discard from four races if unreadable. */
export function discardRuleOf(series: Pick<ResultSeriesRow, 'discard_thresholds'>): DiscardRule {
  try {
    const parsed: unknown = JSON.parse(series.discard_thresholds);
    if (Array.isArray(parsed) && parsed.every((n) => Number.isInteger(n) && (n as number) > 0)) {
      return { kind: 'thresholds', thresholds: parsed as number[] };
    }
  } catch {
    // fall through to the default
  }
  return { kind: 'thresholds', thresholds: [4] };
}

/**
 * Scores a series: its sailings are the races, each sailing's start groups are fleets grouped
 * by name, a boat absent from a sailing scores DNC, worst scores are excluded by the series'
 * discard rule, ties broken by A8.1 then A8.2 (all in the core's `scoreSeries`).
 */
export function scoreSeriesResults(
  series: ResultSeriesRow,
  sailings: readonly SeriesSailing[],
  groups: readonly ResultGroupRow[],
  competitors: readonly ResultCompetitorRow[],
): SeriesResults {
  return scoreSeriesBoats(series, sailings, groups, competitors).results;
}

/**
 * As `scoreSeriesResults`, with the boat (`boatKey`) of every standings row beside it
 * (`boats[g][r]` is the boat of `results.groups[g].rows[r]`): how a sailor's own line is found;
 * and the core's whole result (`scored`: every fleet race's rows too, for the Sailwave export).
 */
export function scoreSeriesBoats(
  series: Omit<ResultSeriesRow, 'results_version'>,
  sailings: readonly SeriesSailing[],
  groups: readonly ResultGroupRow[],
  competitors: readonly ResultCompetitorRow[],
): { results: SeriesResults; boats: string[][]; scored: SeriesResult } {
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  /** Latest record of each boat: the name shown in the standings. */
  const shown = new Map<string, ResultCompetitorRow>();
  const fleetsBySailing = new Map<number, Map<string, SeriesRace['fleets'][number]>>();
  /** The decision behind each boat's code in each fleet race (issue 30), by `raceKey`. */
  const protests = new Map<string, ResultProtest | null>();
  const raceKey = (sailingId: number | string, fleet: string, boat: string) =>
    JSON.stringify([String(sailingId), fleet, boat]);

  /** A further list's fleet (docs/product.md §12): its group's name and its own, apart. */
  const listFleets = new Map<string, { group: string; name: string; kind: ResultListKind }>();
  for (const sailing of sailings) fleetsBySailing.set(sailing.id, new Map());
  for (const group of groups) {
    const base = { startType: group.start_type, startTime: group.start_time, entries: [] };
    const fleets = fleetsBySailing.get(group.sailing_id);
    fleets?.set(`${group.id}`, {
      ...base,
      fleet: group.name,
      handicap: group.handicap === 'srs' ? 'time_on_time' : 'scratch',
    });
    for (const list of group.lists) {
      const fleet = listFleetName(group.name, list.name);
      listFleets.set(fleet, { group: group.name, name: list.name, kind: list.kind });
      fleets?.set(`${group.id}:${list.id}`, { ...base, entries: [], fleet, handicap: list.kind });
    }
  }
  for (const competitor of competitors) {
    const group =
      competitor.start_group_id == null ? undefined : groupsById.get(competitor.start_group_id);
    const fleets = fleetsBySailing.get(competitor.sailing_id);
    const fleet = group ? fleets?.get(`${group.id}`) : undefined;
    if (!group || !fleets || !fleet) continue;
    const key = boatKey(competitor);
    // A boat entered twice in one start group counts once (the first entry).
    if (fleet.entries.some((entry) => entry.boat === key)) continue;
    const prepared = prepareEntry(competitor, group);
    (fleet.entries as unknown[]).push({ ...prepared.entry, boat: key });
    for (const list of group.lists) {
      const listFleet = fleets.get(`${group.id}:${list.id}`)!;
      const rating = listRanking(list).ratingOf(competitor);
      (listFleet.entries as unknown[]).push({
        ...prepared.entry,
        boat: key,
        rating: usableRating(list.kind, rating),
      });
    }
    shown.set(key, competitor);
    protests.set(raceKey(competitor.sailing_id, fleet.fleet, key), protestOf(competitor));
  }

  const result = scoreSeries({
    races: sailings.map((sailing) => ({
      id: String(sailing.id),
      fleets: [...(fleetsBySailing.get(sailing.id)?.values() ?? [])],
    })),
    discards: discardRuleOf(series),
    ...coreScoringOptions(series),
  });

  const standingRows = (fleet: (typeof result.fleets)[number], protestFleet: string) =>
    fleet.rows.map((row) => {
      const competitor = shown.get(row.boat);
      return {
        rank: row.rank,
        name: competitor?.name ?? '',
        boat_name: competitor?.boat_name ?? '',
        sail_number: competitor?.sail_number ?? '',
        races: row.races.map((race) => ({
          sailing_id: Number(race.raceId),
          points: race.points,
          code: race.code ?? (race.penalties.length > 0 ? race.penalties.join('+') : null),
          discarded: race.discarded,
          protest: protests.get(raceKey(race.raceId, protestFleet, row.boat)) ?? null,
        })),
        total: row.total,
        net: row.net,
        categories: competitor ? categoryIds(competitor) : [],
      };
    });
  /**
   * The boats the core left out of a fleet for want of a rating in one of its races
   * (`collectRejections`): named after the ranked rows rather than lost (docs/product.md §12).
   */
  const unratedBoats = (fleet: (typeof result.fleets)[number]) =>
    fleet.rejected.map((rejected) => {
      const competitor = shown.get(rejected.boat);
      return {
        name: competitor?.name ?? '',
        boat_name: competitor?.boat_name ?? '',
        sail_number: competitor?.sail_number ?? '',
        sailing_ids: [...new Set(rejected.raceIds)].map(Number),
        categories: competitor ? categoryIds(competitor) : [],
      };
    });
  const mainFleets = result.fleets.filter((fleet) => !listFleets.has(fleet.fleet));
  const results: SeriesResults = {
    serie_id: series.id,
    sailings: sailings.map(({ id, name, start_date }) => ({ id, name, start_date })),
    groups: mainFleets.map((fleet) => ({
      name: fleet.fleet,
      rows: standingRows(fleet, fleet.fleet),
      no_rating: unratedBoats(fleet),
      lists: result.fleets.flatMap((other) => {
        const list = listFleets.get(other.fleet);
        return list && list.group === fleet.fleet
          ? [
              {
                name: list.name,
                kind: list.kind,
                rows: standingRows(other, fleet.fleet),
                no_rating: unratedBoats(other),
              },
            ]
          : [];
      }),
    })),
    categories: resultCategories([...shown.values()]),
  };
  const boats = mainFleets.map((fleet) => fleet.rows.map((row) => row.boat));
  return { results, boats, scored: result };
}

/**
 * The core's fleet name of a further list: apart from every start group's name (a character no
 * form takes), so a list is scored as its own fleet and matched across sailings by both names.
 */
export function listFleetName(group: string, list: string): string {
  return `${group}\u0001${list}`;
}
