import {
  formatClockTime,
  type RaceResultRow,
  type SailingStatus,
  type SeriesRaceScore,
  type SeriesResult,
} from '@segla/core';
import type { ResultListKind } from '@segla/core/sailing';
import { discardRuleOf, boatKey, listFleetName } from '../results/series-scoring.ts';
import { clockSeconds, prepareEntry, type PreparedEntry } from '../results/race-entries.ts';
import type { ResultCompetitorRow, ResultGroupRow } from '../results/results-repository.ts';
import {
  discardList,
  type BlwCompetitor,
  type BlwFleet,
  type BlwRace,
  type BlwResult,
  type BlwStart,
  type BlwSeries,
} from './blw-writer.ts';
import type { ExportSeriesRow } from './sailwave-export-repository.ts';
import { FIXED_POINTS } from '../sailwave/blw-file.ts';
import { dnfScoringOfColumns } from '../series/series-scoring-columns.ts';

/**
 * Segla's series as a Sailwave series (docs/product.md §16): sailings are races, start groups of
 * one name a fleet, and a boat (as the standings know her: `boatKey`) in a fleet one competitor
 * for the whole series, with her entries' times, codes and ratings race by race and the points,
 * discards and ranks of Segla's own standings.
 */

/** A sailing of the series as the export needs it. */
export interface ExportSailing {
  id: number;
  name: string;
  start_date: string;
  start_time: string | null;
  status: SailingStatus;
}

/** Everything the export is made of. */
export interface ExportInput {
  series: ExportSeriesRow;
  /**
   * Every sailing of the series, the file's races in their order: those the standings score,
   * and those they leave out (cancelled), which are races not sailed.
   */
  sailings: readonly ExportSailing[];
  /** The start groups of the sailings (of those not scored too: their starts). */
  groups: readonly ResultGroupRow[];
  /** The entries of the scored sailings. */
  competitors: readonly ResultCompetitorRow[];
  /** Competitor id → her club's name. */
  clubs: ReadonlyMap<number, string>;
  /**
   * Segla's standings of the scored sailings, their groups and these competitors; a boat's
   * race scores are found by sailing id, as they need not be one per race of the file.
   */
  scored: SeriesResult;
}

/** A boat in a fleet, and her entry in each sailing. */
interface Boat {
  fleet: string;
  key: string;
  /** Sailing id → her entry in it. */
  entries: Map<number, { competitor: ResultCompetitorRow; group: ResultGroupRow }>;
  /** Her latest record (the name the standings show). */
  shown: ResultCompetitorRow;
}

/** A clock time as "HH:MM:SS", or null when it is missing or malformed. */
function normalTime(text: string | null): string | null {
  const seconds = clockSeconds(text);
  return seconds == null ? null : formatClockTime(seconds);
}

/** The boats of each fleet in the order of their first entry (fleets too). */
function collectBoats(input: ExportInput): Map<string, Boat> {
  const groups = new Map(input.groups.map((group) => [group.id, group]));
  const boats = new Map<string, Boat>();
  for (const competitor of input.competitors) {
    const group =
      competitor.start_group_id == null ? undefined : groups.get(competitor.start_group_id);
    if (!group) continue;
    const key = boatKey(competitor);
    const id = `${group.name}\u0000${key}`;
    let boat = boats.get(id);
    if (!boat) {
      boat = { fleet: group.name, key, entries: new Map(), shown: competitor };
      boats.set(id, boat);
    }
    // A boat entered twice in one sailing's fleet counts once (the first entry), as scored.
    if (!boat.entries.has(competitor.sailing_id)) {
      boat.entries.set(competitor.sailing_id, { competitor, group });
    }
    boat.shown = competitor;
  }
  return boats;
}

/** Her club: of her latest entry that names one (a club's own entry may leave it out). */
function clubOf(
  boat: Boat,
  sailings: readonly ExportSailing[],
  clubs: ReadonlyMap<number, string>,
): string {
  const named = sailings
    .map((sailing) => clubs.get(boat.entries.get(sailing.id)?.competitor.id ?? 0) ?? '')
    .filter((club) => club.trim() !== '');
  return named.at(-1) ?? '';
}

/** Sailwave's code for what Segla scored: the code, the kind of redress, or the penalty. */
function sailwaveCode(prepared: PreparedEntry): string | null {
  const { entry } = prepared;
  if (entry.code === 'RDG') {
    const method = entry.redress?.method;
    return method === 'stated' ? 'RDG' : method === 'races_before' ? 'RDGb' : 'RDGa';
  }
  if (entry.code) return entry.code;
  const penalty = entry.penalties?.[0];
  // A stored code the scoring leaves out (a penalty without a finish) still travels, so the
  // boat keeps her record in the race.
  if (!penalty) return prepared.code;
  return penalty.code === 'DPI' ? `DPI${penalty.points}` : penalty.code;
}

/** A boat's result in one race. */
function resultOf(
  entry: { competitor: ResultCompetitorRow; group: ResultGroupRow } | undefined,
  row: RaceResultRow | undefined,
  place: number | null,
  score: SeriesRaceScore | undefined,
  ratings: { race: number | null; series: number | null },
): BlwResult | null {
  if (!entry && (!row || score?.notSailed)) return null;
  const counted = score && !score.notSailed ? score.points : (row?.points ?? null);
  const common = {
    points: counted,
    position: place,
    discarded: score?.discarded ?? false,
  };
  if (!entry) return { type: 'none', ...common };
  const prepared = prepareEntry(entry.competitor, entry.group);
  const code = sailwaveCode(prepared);
  const pursuit = entry.group.start_type === 'pursuit';
  const rating = ratings.race;
  // A place without a time (a fleet scored by place, §16), or a pursuit start's order.
  const recorded =
    prepared.elapsed == null && entry.competitor.finish_position != null
      ? entry.competitor.finish_position
      : pursuit
        ? (row?.rank ?? null)
        : null;
  return {
    type:
      code != null
        ? 'code'
        : recorded != null
          ? 'place'
          : prepared.elapsed != null
            ? 'time'
            : 'none',
    recordedPosition: recorded,
    start: prepared.start,
    finish: normalTime(prepared.finishTime),
    elapsed: prepared.elapsed,
    corrected: row?.corrected ?? null,
    code,
    rating: rating != null && rating !== ratings.series ? rating : null,
    ...common,
  };
}

/**
 * The codes a series scores otherwise than A5.2/A5.3 and 20 %, in Sailwave's words (the
 * importer reads them back, docs/product.md §16): the stored DNF columns as the API knows them.
 */
function codeOverrides(series: ExportSeriesRow): BlwSeries['codeOverrides'] {
  const overrides: { code: string; method: string; value: string }[] = [];
  const dnf = dnfScoringOfColumns(series);
  if (dnf.dnf_scoring === 'starting_area_plus' && dnf.dnf_points !== null) {
    overrides.push({ code: 'DNF', method: 'Boats in race +', value: String(dnf.dnf_points) });
  } else if (dnf.dnf_scoring === 'fixed' && dnf.dnf_points !== null) {
    for (const code of ['DNF', 'DNC']) {
      overrides.push({ code, method: FIXED_POINTS, value: String(dnf.dnf_points) });
    }
  }
  if (series.scp_places !== null) {
    overrides.push({ code: 'SCP', method: 'Fixed penalty', value: String(series.scp_places) });
  }
  return overrides;
}

/** Sailwave's rating system of a list's fleet. */
const LIST_RATING_SYSTEMS: Record<ResultListKind, BlwFleet['ratingSystem']> = {
  scratch: 'None',
  yardstick: 'PY',
  time_on_time: 'TCF',
};

/** A further result list as a fleet of the file: the lists of one name of one group's fleet. */
interface ListFleet {
  /** The fleet the scoring knows it by (`listFleetName`). */
  key: string;
  group: string;
  name: string;
  kind: ResultListKind;
  /** Its fleet name in the file: its own, unless a fleet already has it. */
  fleet: string;
}

/** The series' lists in the order of their groups, each given a fleet name no other fleet has. */
function listFleetsOf(groups: readonly ResultGroupRow[], groupFleets: Set<string>): ListFleet[] {
  const taken = new Set([...groupFleets].map((name) => name.toLowerCase()));
  const lists = new Map<string, ListFleet>();
  for (const group of groups) {
    for (const list of group.lists) {
      const key = listFleetName(group.name, list.name);
      const known = lists.get(key);
      if (known) {
        known.kind = list.kind;
        continue;
      }
      let fleet = list.name;
      for (let n = 2; taken.has(fleet.toLowerCase()); n++) {
        fleet = n === 2 ? `${group.name} ${list.name}` : `${group.name} ${list.name} (${n - 1})`;
      }
      taken.add(fleet.toLowerCase());
      lists.set(key, { key, group: group.name, name: list.name, kind: list.kind, fleet });
    }
  }
  return [...lists.values()];
}

/** Whether a list ranks a boat: a "Först i mål" list every boat, the others those with a rating. */
function ranksIn(boat: Boat, list: ListFleet): boolean {
  return [...boat.entries.values()].some(({ competitor, group }) => {
    const own = group.lists.find((l) => l.name === list.name);
    return own !== undefined && (own.kind === 'scratch' || own.ratings.has(competitor.id));
  });
}

/** The model of the file. */
export function presentSailwaveSeries(input: ExportInput): BlwSeries {
  const { series, sailings, groups, scored } = input;
  const boats = collectBoats(input);

  const fleets = new Map<string, BlwFleet>();
  const races: BlwRace[] = sailings.map((sailing) => {
    const own = groups.filter((group) => group.sailing_id === sailing.id);
    for (const group of own) {
      const fleet = fleets.get(group.name) ?? { name: group.name, ratingSystem: 'None' };
      // A fleet rated in any sailing is rated: Sailwave has one rating system per fleet.
      if (group.handicap === 'srs') fleet.ratingSystem = 'TCF';
      fleets.set(group.name, fleet);
    }
    const starts: BlwStart[] = own.map((group) => ({
      fleet: group.name,
      time: normalTime(group.start_time),
      entry: group.start_type === 'pursuit' ? 'place' : 'time',
    }));
    // A sailing without start groups (cancelled or not planned yet, or imported not sailed)
    // still has its start time: one start for everybody keeps it, and with it the order of the
    // sailings of a day, which goes by start time.
    const time = normalTime(sailing.start_time);
    if (starts.length === 0 && time !== null) starts.push({ fleet: null, time, entry: 'time' });
    return {
      name: sailing.name,
      date: sailing.start_date,
      status: sailing.status,
      sailed: scored.raceResults.some(
        (race) => race.raceId === String(sailing.id) && race.result.sailed,
      ),
      starts,
    };
  });

  const raceResults = new Map(
    scored.raceResults.map((race) => [`${race.raceId}\u0000${race.fleet}`, race.result]),
  );
  const standings = new Map(
    scored.fleets.flatMap((fleet) =>
      fleet.rows.map((row) => [`${fleet.fleet}\u0000${row.boat}`, row] as const),
    ),
  );
  // Ranked boats in rank order, fleet by fleet; the boats Segla could not rank follow theirs.
  const order = [...fleets.keys()];
  const ordered = [...boats.values()].sort((a, b) => {
    const byFleet = order.indexOf(a.fleet) - order.indexOf(b.fleet);
    if (byFleet !== 0) return byFleet;
    const rankOf = (boat: Boat) =>
      standings.get(`${boat.fleet}\u0000${boat.key}`)?.rank ?? Number.MAX_SAFE_INTEGER;
    return rankOf(a) - rankOf(b);
  });

  /** A boat's record in one fleet of the file: her start group's, or a list's (`list`). */
  const competitorOf = (
    boat: Boat,
    fleet: string,
    list: { fleet: ListFleet; of: number } | null,
  ): BlwCompetitor => {
    const key = list?.fleet.key ?? boat.fleet;
    const standing = standings.get(`${key}\u0000${boat.key}`);
    const scores = new Map(standing?.races.map((score) => [score.raceId, score]));
    /** Her entry in a sailing, where this fleet was scored, and her rating in it. */
    const entryIn = (sailingId: number) => {
      const entry = boat.entries.get(sailingId);
      if (!list || !entry) return { entry, rating: entry?.competitor.rating ?? null };
      const own = entry.group.lists.find((l) => l.name === list.fleet.name);
      return { entry: own && entry, rating: own?.ratings.get(entry.competitor.id) ?? null };
    };
    const seriesRating =
      sailings.map((sailing) => entryIn(sailing.id).rating).find((rating) => rating != null) ??
      null;
    return {
      fleet,
      alias: list && { of: list.of, list: list.fleet.name },
      helmName: boat.shown.name,
      boat: boat.shown.boat_name,
      sailNo: boat.shown.sail_number,
      boatClass: boat.shown.boat_type,
      club: clubOf(boat, sailings, input.clubs),
      rating: seriesRating,
      rank: standing?.rank ?? null,
      total: standing?.total ?? null,
      nett: standing?.net ?? null,
      results: sailings.map((sailing) => {
        const race = raceResults.get(`${sailing.id}\u0000${key}`);
        const index = race?.rows.findIndex((row) => row.boat === boat.key) ?? -1;
        const row = index >= 0 ? race!.rows[index] : undefined;
        const place = row ? (row.rank ?? index + 1) : null;
        const score = scores.get(String(sailing.id));
        const { entry, rating } = entryIn(sailing.id);
        return resultOf(entry, row, place, score, { race: rating, series: seriesRating });
      }),
    };
  };
  const competitors = ordered.map((boat) => competitorOf(boat, boat.fleet, null));
  // Every further list is a fleet of aliases (docs/product.md §16): a record per boat it ranks,
  // an alias of her record in her start group's fleet, in the list's rank order.
  const listFleets = listFleetsOf(groups, new Set(fleets.keys()));
  for (const list of listFleets) {
    fleets.set(list.fleet, { name: list.fleet, ratingSystem: LIST_RATING_SYSTEMS[list.kind] });
    const rankOf = (boat: Boat) =>
      standings.get(`${list.key}\u0000${boat.key}`)?.rank ?? Number.MAX_SAFE_INTEGER;
    const members = ordered
      .map((boat, of) => ({ boat, of }))
      .filter(({ boat }) => boat.fleet === list.group && ranksIn(boat, list))
      .sort((a, b) => rankOf(a.boat) - rankOf(b.boat));
    for (const { boat, of } of members) {
      competitors.push(competitorOf(boat, list.fleet, { fleet: list, of }));
    }
  }

  const thresholds = discardRuleOf(series);
  return {
    event: series.name,
    venue: series.club_name,
    eventId: `sws${String(series.id).padStart(16, '0')}`,
    notes: series.description,
    roundCorrected: series.round_corrected,
    discardList: discardList(
      thresholds.kind === 'thresholds' ? thresholds.thresholds : [],
      sailings.length,
    ),
    dnfBase: series.dnf_scoring === 'starting_area' ? 'race' : 'series',
    codeOverrides: codeOverrides(series),
    penaltyOnTie: series.penalty_on_tie,
    rrs2025: series.rules_edition === '2025',
    fleets: [...fleets.values()],
    races,
    competitors,
  };
}

/** Characters a file name may not hold on the systems clubs use (and quotes, for the header). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|]/g;

/**
 * The Content-Disposition of the download: the series' name as the file name, in ASCII for old
 * clients (accents dropped, anything else "_") and whole in `filename*` (RFC 6266, RFC 8187).
 */
export function blwContentDisposition(seriesName: string): string {
  const name = seriesName.replace(UNSAFE, '_').trim() || 'serie';
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(`${name}.blw`).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.blw"; filename*=UTF-8''${encoded}`;
}
