import type { SailingStatus } from '@segla/core';
import {
  SEGLA_LIST_NAME_KEY,
  SEGLA_PENALTY_ON_TIE_KEY,
  SEGLA_RACE_STATUS_KEY,
  SEGLA_ROUND_CORRECTED_KEY,
} from '../sailwave/blw-file.ts';
import {
  CODE_DEFINITIONS,
  columnRecords,
  DNF_METHOD,
  dpiDefinition,
  FOLLOW_KEYS,
  SCORING_HEAD,
  SCORING_MIDDLE,
  SCORING_TAIL,
  SERIES_DEFAULTS,
  SERIES_LIST_SETTINGS,
  SERIES_TRAILER,
  type CodeDefinition,
} from './blw-template.ts';

/**
 * Writes a Sailwave series file (`.blw`, Sailwave 2.38) from a plain model (docs/product.md §16).
 * The file is a CSV of `"key","value","competitor handle","race handle"` records, every field
 * quoted, CRLF line ends: series settings (no handles), scoring systems (their own handle in the
 * competitor column), code definitions (handle inside the value), competitors, races, results
 * (both handles) and the list's columns. Handles are numbers unique across the file.
 */

/**
 * A fleet of the series (Segla: the start groups of one name, or their further result lists of
 * one name) and how it is rated.
 */
export interface BlwFleet {
  name: string;
  /** `TCF`: corrected time = elapsed × rating (SRS, TCC); `PY`: × 1000 / PY; `None`: scratch. */
  ratingSystem: 'TCF' | 'PY' | 'None';
}

/** A fleet's start in a race. */
export interface BlwStart {
  /**
   * The fleet it starts, or null for a start of every competitor (Sailwave's own first start
   * selects nobody in particular): a race with no start groups keeps its time so.
   */
  fleet: string | null;
  /** Clock time "HH:MM:SS", or null when not known. */
  time: string | null;
  /** How the race officer enters it: finish times, or places (a pursuit start). */
  entry: 'time' | 'place';
}

/** A race (Segla: a sailing). */
export interface BlwRace {
  name: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** Whether it has results (a fleet had a finisher). */
  sailed: boolean;
  /**
   * The sailing's status in Segla. Sailwave has only `sailed`; the status is kept in a key of
   * Segla's own (`raceseglastatus`) that Sailwave ignores, so Segla's import can tell a race
   * cancelled from one not sailed yet whatever its date (docs/product.md §16).
   */
  status: SailingStatus;
  /**
   * One per start group, in their order ("Start 1", "Start 2", …); a race without start groups
   * has one for everybody at its own start time, if it has one.
   */
  starts: BlwStart[];
}

/**
 * How a result was entered (`rrestyp`): nothing, a place, a code, or a finish time. A code with
 * a finish (a penalty such as SCP) keeps its times.
 */
export type BlwResultType = 'none' | 'place' | 'code' | 'time';

/** A competitor's result in a race: what was entered, and the points Segla scored. */
export interface BlwResult {
  type: BlwResultType;
  /** Clock times "HH:MM:SS". */
  start?: string | null;
  finish?: string | null;
  /** Seconds. */
  elapsed?: number | null;
  corrected?: number | null;
  /** Sailwave's code name (DNF, RDGa, DPI2, …). */
  code?: string | null;
  /** The rating she sailed this race with, when it is not her rating of the series. */
  rating?: number | null;
  points?: number | null;
  position?: number | null;
  /** The place as entered (`rrecpos`): a fleet scored by place, or a pursuit start. */
  recordedPosition?: number | null;
  discarded?: boolean;
}

/** A competitor: one boat in one fleet over the series. */
export interface BlwCompetitor {
  fleet: string;
  /**
   * In a fleet of a result list: the index (in the series' competitors) of her record in her
   * start group's fleet, written as Sailwave's alias of it; and the list's name.
   */
  alias: { of: number; list: string } | null;
  helmName: string;
  boat: string;
  sailNo: string;
  boatClass: string;
  club: string;
  rating: number | null;
  /** The series standing, when she is ranked. */
  rank: number | null;
  total: number | null;
  nett: number | null;
  /** One per race, in race order; null where she has no result. */
  results: (BlwResult | null)[];
}

/** What the file says. */
export interface BlwSeries {
  /** Event (the series' name) and venue (the club's name). */
  event: string;
  venue: string;
  /** Sailwave's event id, unique per series. */
  eventId: string;
  /** The series' description, as Sailwave's series notes. */
  notes: string;
  /**
   * Segla's rounding of corrected times. Sailwave always rounds to the second and has no such
   * setting, so it is kept in a key of Segla's own (`serseglaroundcorrected`) that Sailwave
   * ignores and Segla's import reads back (docs/product.md §16).
   */
  roundCorrected: 'none' | 'second';
  /** Cumulative discards, indexed by races sailed − 1. */
  discardList: readonly number[];
  /** DNF counted from the series' entries (RRS A5.2) or the boats in the race (A5.3). */
  dnfBase: 'series' | 'race';
  /**
   * Codes scored otherwise than Sailwave's new series does (docs/product.md §12): DNF as boats
   * in the race + N or a fixed score, DNC fixed too, SCP as a fixed penalty of N places.
   */
  codeOverrides: readonly { code: string; method: string; value: string }[];
  /** Segla's `penalty_on_tie`, in a key of Segla's own (`serseglapenaltyontie`). */
  penaltyOnTie: 'tied_score' | 'finishing_place';
  rrs2025: boolean;
  fleets: readonly BlwFleet[];
  races: readonly BlwRace[];
  competitors: readonly BlwCompetitor[];
}

/** One field, quoted, its quotes doubled; control characters (line breaks) become spaces. */
export function quoteField(value: string): string {
  // eslint-disable-next-line no-control-regex -- a record is one line
  return `"${value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/"/g, '""')}"`;
}

/**
 * A name as a value inside Sailwave's own `|` and `^` separated fields (fleets in starts and
 * scoring systems): those separators become "/" everywhere the name is written.
 */
export function fleetName(name: string): string {
  return name.replace(/[|^]/g, '/');
}

/** "HH:MM:SS" as Sailwave writes clock times, "HH.MM.SS". */
export function clockTime(time: string): string {
  return time.replace(/:/g, '.');
}

/** Seconds as Sailwave writes durations, "H.MM.SS" (hours not padded), rounded to the second. */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}.${String(m).padStart(2, '0')}.${String(s).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" as the `serdatespec` d-m-y: "DD-MM-YYYY". */
export function raceDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/**
 * A rating as Sailwave shows it: a time factor with three decimals ("1.050"), more only when it
 * has them; a PY number (never below 100, a factor never above 5) as it is ("995").
 */
export function rating(value: number): string {
  if (value >= 100 && Number.isInteger(value)) return String(value);
  const fixed = value.toFixed(3);
  return Number(fixed) === value ? fixed : String(value);
}

/** Points as Sailwave writes them: "4", "7.5". */
export function points(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The cumulative discards for 1…length races sailed of Segla's thresholds ([4, 8]: one discard
 * from four races, two from eight): "0,0,0,1,1,1,1,2,…". At least as long as the series and as
 * its last threshold, so every count Segla discards at is in the list.
 */
export function discardList(thresholds: readonly number[], races: number): number[] {
  const length = Math.max(races, thresholds.at(-1) ?? 0, 1);
  return Array.from(
    { length },
    (_, i) => thresholds.filter((threshold) => threshold <= i + 1).length,
  );
}

const RESULT_TYPE: Record<BlwResultType, string> = { none: '0', place: '1', code: '3', time: '4' };

/** The file's text (CRLF lines, ending with one). */
export function writeBlw(series: BlwSeries): string {
  const lines: string[] = [];
  const record = (key: string, value: string, comp = '', race = '') =>
    lines.push([key, value, comp, race].map(quoteField).join(','));

  let next = 1;
  const rootHandle = next++;
  const fleetHandles = series.fleets.map(() => next++);
  const competitorHandles = series.competitors.map(() => next++);
  const raceHandles = series.races.map(() => next++);

  for (const [key, value] of SERIES_DEFAULTS) record(key, value);
  record('serevent', series.event);
  record('servenue', series.venue);
  record('sereventeid', series.eventId);
  if (series.notes !== '') record('sernotes', series.notes);
  record(SEGLA_ROUND_CORRECTED_KEY, series.roundCorrected);
  record(SEGLA_PENALTY_ON_TIE_KEY, series.penaltyOnTie);
  for (const [key, value] of SERIES_TRAILER) record(key, value);
  record('serscoringhandle', String(rootHandle));
  for (const [key, value] of SERIES_LIST_SETTINGS) record(key, value);

  writeScoringSystem(record, series, rootHandle, null);
  series.fleets.forEach((fleet, i) => {
    writeScoringSystem(record, series, fleetHandles[i]!, { parent: rootHandle, fleet });
  });
  // The fleets' systems follow the root's codes, so only the root has definitions.
  for (const code of codeDefinitions(series)) {
    const fields = [code.code, code.method, code.value, code.flags, String(rootHandle)];
    record('scrcode', [...fields, '', code.description].join('|'));
  }
  record('ui', '1|0|0|0|0|0|0|0|0|0|0|0|0|0|0');

  series.competitors.forEach((competitor, i) => {
    const handle = String(competitorHandles[i]);
    if (competitor.total != null) record('comptotal', points(competitor.total), handle);
    if (competitor.nett != null) record('compnett', points(competitor.nett), handle);
    record('compboat', competitor.boat, handle);
    if (competitor.rank != null) record('comprank', String(competitor.rank), handle);
    record('compsailno', competitor.sailNo, handle);
    if (competitor.boatClass !== '') record('compclass', competitor.boatClass, handle);
    if (competitor.club !== '') record('compclub', competitor.club, handle);
    record('compfleet', fleetName(competitor.fleet), handle);
    record('comptally', String(i + 1), handle);
    record('compexclude', '0', handle);
    const primary = competitor.alias && competitorHandles[competitor.alias.of];
    record('compalias', primary ? String(primary) : '0', handle);
    if (competitor.alias) record(SEGLA_LIST_NAME_KEY, competitor.alias.list, handle);
    if (competitor.rating != null) record('comprating', rating(competitor.rating), handle);
    record('compmedicalflag', '0', handle);
    record('comphelmname', competitor.helmName, handle);
    record('comphigh', '0', handle);
  });

  series.races.forEach((race, r) => {
    const handle = String(raceHandles[r]);
    record('racerank', String(r + 1), '', handle);
    record('racesailed', race.sailed ? '1' : '0', '', handle);
    record('racedate', raceDate(race.date), '', handle);
    record('racename', race.name, '', handle);
    record(SEGLA_RACE_STATUS_KEY, race.status, '', handle);
    race.starts.forEach((start, s) => {
      const entry = start.entry === 'time' ? 'Finish time' : 'Place';
      const time = start.time == null ? '' : clockTime(start.time);
      const fleet =
        start.fleet === null ? '' : `Fleet^${fleetName(start.fleet)}^^^^^^^^^^^=^=^=^=^=^=`;
      record('racestart', `${fleet}|${time}|${entry}|Start ${s + 1}|||0||0|0||||1`, '', handle);
    });
  });

  series.competitors.forEach((competitor, i) => {
    const comp = String(competitorHandles[i]);
    series.races.forEach((_, r) => {
      writeResult(record, competitor.results[r] ?? null, comp, String(raceHandles[r]));
    });
  });

  for (const column of columnRecords()) record('column', column);
  return `${lines.join('\r\n')}\r\n`;
}

type RecordFn = (key: string, value: string, comp?: string, race?: string) => void;

function writeResult(record: RecordFn, result: BlwResult | null, comp: string, race: string) {
  const put = (key: string, value: string) => record(key, value, comp, race);
  if (result?.finish) put('rft', clockTime(result.finish));
  if (result?.start) put('rst', clockTime(result.start));
  if (result?.code) put('rcod', result.code);
  if (result?.points != null) put('rpts', points(result.points));
  if (result?.position != null) put('rpos', String(result.position));
  if (result?.recordedPosition != null) put('rrecpos', String(result.recordedPosition));
  put('rdisc', result?.discarded ? '1' : '0');
  if (result?.corrected != null) put('rcor', duration(result.corrected));
  put('rrestyp', RESULT_TYPE[result?.type ?? 'none']);
  if (result?.elapsed != null) put('rele', duration(result.elapsed));
  if (result?.rating != null) put('rrat', rating(result.rating));
  put('srat', '0');
  put('rrset', '0');
}

/**
 * The root's codes: Sailwave's, DNF (and the codes scoring like it) on the series' base, and a
 * fixed-penalty code for every DPI value the results use beyond DPI1.
 */
function codeDefinitions(series: BlwSeries): CodeDefinition[] {
  const codes = CODE_DEFINITIONS.map((code) => {
    const override = series.codeOverrides.find((o) => o.code === code.code);
    if (override) return { ...code, method: override.method, value: override.value };
    return code.code === 'DNF' ? { ...code, method: DNF_METHOD[series.dnfBase] } : code;
  });
  const known = new Set(codes.map((code) => code.code));
  for (const competitor of series.competitors) {
    for (const result of competitor.results) {
      const name = result?.code;
      if (!name || known.has(name) || !name.startsWith('DPI')) continue;
      known.add(name);
      codes.push(dpiDefinition(name, name.slice(3)));
    }
  }
  return codes;
}

/**
 * A scoring system: the root (Appendix A, the series' settings, results split by fleet), or a
 * fleet's child that follows the root in everything but its rating system.
 */
function writeScoringSystem(
  record: RecordFn,
  series: BlwSeries,
  handle: number,
  child: { parent: number; fleet: BlwFleet } | null,
) {
  const put = (key: string, value: string) => record(key, value, String(handle));
  for (const key of FOLLOW_KEYS) {
    put(key, child && key !== 'scrfollowratingsystem' ? '1' : '0');
  }
  put('scrhotkey', '0');
  put('scrname', 'Appendix A');
  put('scrparent', child ? String(child.parent) : '0');
  put('scrfield', 'Fleet');
  put('scrsfield', 'Fleet');
  put('scrsfield2', 'Fleet');
  if (child) put('scrvalue', fleetName(child.fleet.name));
  for (const [key, value] of SCORING_HEAD) put(key, value);
  put('scrrrs2025', series.rrs2025 ? 'Yes' : 'No');
  put('scrpointsaccumulation', 'Sum');
  put('scrpointssystem', 'Low point');
  put('scrratingsystem', child ? child.fleet.ratingSystem : 'None');
  for (const [key, value] of SCORING_MIDDLE) put(key, value);
  put('scrdiscardlist', series.discardList.join(','));
  for (const [key, value] of SCORING_TAIL) put(key, value);
}
