import {
  COMPETITOR_NAME_MAX,
  MAX_TIME_FACTOR,
  PENALTY_CODES,
  SAILING_DESCRIPTION_MAX,
  SAILING_NAME_MAX,
  SAIL_NUMBER_MAX,
  SCORE_CODES,
  SERIES_NAME_MAX,
} from '@segla/core';
import type { ResultListKind } from '@segla/core/sailing';
import type { SeriesDnfScoring, SeriesPenaltyOnTie, SeriesRulesEdition } from '@segla/core/series';
import { MAX_SCORING_NUMBER } from '@segla/core/series';
import {
  FIXED_POINTS,
  SEGLA_PENALTY_ON_TIE_KEY,
  SEGLA_RACE_STATUS_KEY,
  SEGLA_ROUND_CORRECTED_KEY,
} from './blw-file.ts';
import type { BlwFile } from './blw-file.ts';
import { aliasLists, aliasRating } from './sailwave-aliases.ts';
import {
  isoDate,
  parseSailwaveDate,
  sailwaveClockTime,
  sailwaveSeconds,
} from './sailwave-times.ts';

/**
 * What a Sailwave series becomes in Segla (docs/product.md §16): one series, one sailing per
 * race, one start group per fleet and race, one competitor per Sailwave competitor and race.
 * Pure: the service writes it, or shows it as the preview.
 */
export interface SailwavePlan {
  series: {
    name: string;
    description: string;
    discard_thresholds: number[];
    dnf_scoring: SeriesDnfScoring;
    dnf_points: number | null;
    rules_edition: SeriesRulesEdition;
    round_corrected: 'none' | 'second';
    scp_places: number | null;
    penalty_on_tie: SeriesPenaltyOnTie;
  };
  sailings: PlannedSailing[];
  /**
   * Every fleet, with its handicap as imported and its number of competitors; a fleet of
   * Sailwave aliases is a further result list of another fleet's start group (`list`).
   */
  fleets: {
    name: string;
    handicap: 'srs' | 'scratch';
    competitors: number;
    list: { of: string; kind: ResultListKind } | null;
  }[];
  /** What Segla does not represent as Sailwave did, in Swedish, one sentence each. */
  warnings: string[];
}

export interface PlannedSailing {
  name: string;
  start_date: string;
  start_time: string | null;
  /** Sailed races are finished; the others upcoming, or cancelled when their date has passed. */
  status: 'finished' | 'upcoming' | 'cancelled';
  groups: PlannedGroup[];
}

export interface PlannedGroup {
  name: string;
  handicap: 'srs' | 'scratch';
  start_time: string | null;
  competitors: PlannedCompetitor[];
  /** Its further result lists: a rating per competitor, in the order of `competitors`. */
  lists: { name: string; kind: ResultListKind; ratings: (number | null)[] }[];
}

export interface PlannedCompetitor {
  name: string;
  boat_name: string;
  boat_type: string;
  sail_number: string;
  club_name: string;
  rating: number | null;
  finish_time: string | null;
  elapsed_time: number | null;
  finish_position: number | null;
  code: string | null;
  code_points: number | null;
  redress_method: 'all_races' | 'earlier_races' | 'stated' | null;
}

type Fields = Map<string, string>;

/** The rating systems whose numbers are time correction factors (corrected = elapsed × TCF). */
const TCF_SYSTEMS = new Set(['TCF', 'NHC', 'NHC1', 'NHC2', 'HPH', 'ECHO', 'IRC', 'ORC', 'SRS']);

/** Sailwave's own codes that Segla scores under another name (docs/product.md §16). */
const CODE_ALIASES: Record<string, string> = { DGM: 'DNE', RDGA: 'RDG', RDGB: 'RDG' };

/**
 * Reads a parsed `.blw` into the plan; `fileName` names the series when the file does not, and
 * `today` (YYYY-MM-DD, Stockholm) tells a race not sailed yet from one that was never sailed.
 */
export function planSailwaveImport(file: BlwFile, fileName: string, today: string): SailwavePlan {
  const warnings: string[] = [];
  const warn = (text: string) => {
    if (!warnings.includes(text)) warnings.push(text);
  };
  const g = file.globals;
  const rootHandle = g.get('serscoringhandle') ?? '';
  const root = file.scoringSystems.get(rootHandle) ?? firstRoot(file) ?? new Map<string, string>();

  const fixedPenalties = fixedPenaltiesOf(file, rootHandle);
  const competitors = file.competitors.filter((c) => c.fields.get('compexclude') !== '1');
  const excluded = file.competitors.length - competitors.length;
  if (excluded > 0) warn(`${excluded} deltagare som är undantagna i Sailwave importeras inte.`);

  // Fleets in order of first appearance; a competitor without one sails in "Alla".
  const fleetOf = (fields: Fields) => (fields.get('compfleet') ?? '').trim() || 'Alla';
  const fleetNames = [...new Set(competitors.map((c) => fleetOf(c.fields)))];
  const systemOf = (fleet: string) => fleetSystem(file, rootHandle, fleet) ?? root;
  const ratingSystemOf = (fleet: string) =>
    (systemOf(fleet).get('scrratingsystem') ?? '').trim() || 'None';
  // Fleets of aliases become lists of the fleet they alias; the others are start groups.
  const lists = aliasLists(file, competitors, fleetOf, ratingSystemOf, warn);
  const groupFleets = fleetNames.filter((fleet) => !lists.has(fleet));
  const handicapOf = new Map<string, 'srs' | 'scratch'>();
  for (const fleet of fleetNames) {
    const system = systemOf(fleet);
    const rating = ratingSystemOf(fleet);
    if (rating === 'None') {
      handicapOf.set(fleet, 'scratch');
    } else {
      handicapOf.set(fleet, 'srs');
      // A list of PY numbers scores them as they are; a start group takes 1000/PY.
      if (rating === 'PY' && !lists.has(fleet)) {
        warn(
          `Flottan ${fleet} räknas i Sailwave med Portsmouth Yardstick (PY). Segla räknar med ` +
            'tidsfaktorn 1000/PY, så en korrigerad tid som hamnar exakt på en halv sekund kan ' +
            'avrundas annorlunda.',
        );
      } else if (rating !== 'PY' && !TCF_SYSTEMS.has(rating)) {
        warn(
          `Flottan ${fleet} använder handikappsystemet ${rating}, som Segla inte har. Talen ` +
            'importeras som tidsfaktorer (korrigerad tid = seglad tid × tal).',
        );
      }
    }
    const points = (system.get('scrpointssystem') ?? 'Low point').trim();
    if (points !== 'Low point' && points !== '') {
      warn(`Flottan ${fleet} räknas med poängsystemet ${points}; Segla räknar lågpoäng (RRS A4).`);
    }
  }

  const series = {
    name: clip(
      (g.get('serevent') ?? '').trim() || fileName.replace(/\.blw$/i, '').trim() || 'Sailwave',
      SERIES_NAME_MAX,
    ),
    // A file Segla wrote keeps the description as the series' notes; Sailwave's own, the venue.
    description: clip(g.get('sernotes') || g.get('servenue') || '', SAILING_DESCRIPTION_MAX),
    discard_thresholds: discardThresholds(root.get('scrdiscardlist') ?? '', warn),
    ...dnfScoring(file, rootHandle, warn),
    scp_places: fixedPenalties.get('SCP') ?? null,
    // Sailwave puts a penalty on the finishing place; a file Segla wrote says what it used.
    penalty_on_tie:
      g.get(SEGLA_PENALTY_ON_TIE_KEY) === 'tied_score'
        ? ('tied_score' as const)
        : ('finishing_place' as const),
    // Files from before Sailwave knew the 2025 rules have no scrrrs2025: they score by 2021.
    rules_edition: root.get('scrrrs2025') === 'Yes' ? ('2025' as const) : ('2021' as const),
    // Sailwave rounds corrected times to the second; a file Segla wrote says how it rounds.
    round_corrected:
      g.get(SEGLA_ROUND_CORRECTED_KEY) === 'none' ? ('none' as const) : ('second' as const),
  };

  // A fleet with no result in any race never sailed: Sailwave still lists its competitors (with
  // no points), so they are entered in every race not cancelled, where none of theirs finished.
  const neverSailed = new Set(
    groupFleets.filter((fleet) =>
      competitors.every(
        (c) =>
          fleetOf(c.fields) !== fleet ||
          file.races.every(
            (race) =>
              !hasResult(
                file.results.get(`${c.handle}|${race.handle}`) ?? new Map<string, string>(),
              ),
          ),
      ),
    ),
  );
  const races = [...file.races].sort(
    (a, b) => Number(a.fields.get('racerank') ?? 0) - Number(b.fields.get('racerank') ?? 0),
  );
  const spec = g.get('serdatespec') ?? 'd-m-y';
  const dates = raceDates(races, spec, fileName, warn);
  const sailings: PlannedSailing[] = races.map((race, index) => {
    const sailed = race.fields.get('racesailed') === '1';
    const startDate = dates[index]!;
    // A race not sailed is cancelled once its date has passed; one without a date of its own
    // has not been given a day yet, so it is still to come.
    const dated = parseSailwaveDate(race.fields.get('racedate'), spec) !== null;
    const status = sailed
      ? 'finished'
      : (seglaStatus(race.fields) ?? (dated && startDate < today ? 'cancelled' : 'upcoming'));
    const groups: PlannedGroup[] = groupFleets.map((fleet) => {
      const handicap = handicapOf.get(fleet) ?? 'scratch';
      const members = competitors.filter((c) => fleetOf(c.fields) === fleet);
      const resultOf = (handle: string) =>
        file.results.get(`${handle}|${race.handle}`) ?? new Map<string, string>();
      const results = members.map((c) => resultOf(c.handle));
      const start = groupStart(race.starts, fleet, results);
      const system = systemOf(fleet);
      const entered = members.filter(
        (_, i) => hasResult(results[i]!) || (status !== 'cancelled' && neverSailed.has(fleet)),
      );
      return {
        name: fleet,
        handicap,
        start_time: start,
        competitors: entered.map((c) =>
          plannedCompetitor(
            c.fields,
            resultOf(c.handle),
            handicap,
            system,
            fleet,
            fixedPenalties,
            warn,
          ),
        ),
        // A list is scored in a race where its aliases have results (Segla's own export leaves
        // them out where a sailing had no such list).
        lists: [...lists.values()]
          .filter(
            (list) =>
              list.of === fleet &&
              [...list.aliases.values()].some((alias) => hasResult(resultOf(alias.handle))),
          )
          .map((list) => ({
            name: list.name,
            kind: list.kind,
            ratings: entered.map((c) => {
              const alias = list.aliases.get(c.handle);
              const system = ratingSystemOf(list.fleet);
              return aliasRating(list, system, alias, alias && resultOf(alias.handle), warn);
            }),
          })),
      };
    });
    const starts = groups.map((group) => group.start_time).filter((t): t is string => t !== null);
    return {
      name: clip(
        (race.fields.get('racename') ?? '').trim() || `Race ${index + 1}`,
        SAILING_NAME_MAX,
      ),
      start_date: startDate,
      start_time: starts.sort()[0] ?? null,
      status,
      groups: groups.filter((group) => group.competitors.length > 0 || sailed),
    };
  });

  const cancelled = sailings.filter((sailing) => sailing.status === 'cancelled').length;
  if (cancelled > 0) {
    warn(
      `${cancelled} race som inte seglades och vars datum har passerat importeras som inställda.`,
    );
  }
  if (races.length === 0 && competitors.length > 0) {
    warn(
      `Filen har inga seglingar. Dess ${competitors.length} deltagare importeras inte, eftersom ` +
        'Segla har deltagarna per segling.',
    );
  }

  return {
    series,
    sailings,
    fleets: fleetNames.map((name) => {
      const list = lists.get(name);
      return {
        name,
        handicap: handicapOf.get(name) ?? 'scratch',
        competitors: competitors.filter((c) => fleetOf(c.fields) === name).length,
        list: list ? { of: list.of, kind: list.kind } : null,
      };
    }),
    warnings,
  };
}

/**
 * The status a file Segla wrote gives a race (SEGLA_RACE_STATUS_KEY), when it is one an import
 * makes; Sailwave's own files have none.
 */
function seglaStatus(fields: Fields): PlannedSailing['status'] | null {
  const status = fields.get(SEGLA_RACE_STATUS_KEY);
  return status === 'finished' || status === 'upcoming' || status === 'cancelled' ? status : null;
}

/** The points of the file's fixed-penalty codes ("DPI1|Fixed penalty|1|…" gives DPI1 → 1). */
function fixedPenaltiesOf(file: BlwFile, rootHandle: string): Map<string, number> {
  const points = new Map<string, number>();
  for (const fields of file.codeDefinitions) {
    if ((fields[fields.length - 3] ?? '') !== rootHandle || fields[1] !== 'Fixed penalty') continue;
    const value = Number(fields[2]);
    if (Number.isFinite(value) && value > 0) points.set((fields[0] ?? '').toUpperCase(), value);
  }
  return points;
}

/** A text trimmed to at most `max` characters, as the write endpoints accept it. */
function clip(text: string, max: number): string {
  return text.trim().slice(0, max).trim();
}

function firstRoot(file: BlwFile): Fields | undefined {
  for (const system of file.scoringSystems.values()) {
    if ((system.get('scrparent') ?? '0') === '0') return system;
  }
  return undefined;
}

/** The child scoring system Sailwave applies to a fleet (field Fleet = name), if any. */
function fleetSystem(file: BlwFile, rootHandle: string, fleet: string): Fields | undefined {
  for (const [handle, system] of file.scoringSystems) {
    if (handle === rootHandle) continue;
    if ((system.get('scrfield') ?? '') === 'Fleet' && (system.get('scrvalue') ?? '') === fleet) {
      return system;
    }
  }
  return undefined;
}

/**
 * Sailwave's discard list (discards in force after 1, 2, 3… races) as Segla's thresholds: the
 * number of races at which each further discard starts. A list that goes down, or adds two at
 * once, cannot be written so and is warned about.
 */
export function discardThresholds(list: string, warn: (text: string) => void): number[] {
  const counts = list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);
  const thresholds: number[] = [];
  let previous = 0;
  counts.forEach((count, index) => {
    if (!Number.isInteger(count) || count < previous) {
      warn(`Borträkningslistan "${list}" går inte att följa exakt; den läses så långt den stiger.`);
      previous = Math.max(previous, Number.isInteger(count) ? count : previous);
      return;
    }
    if (count > previous + 1) {
      warn(
        `Borträkningslistan "${list}" ger flera borträkningar på en gång; Segla ger en i taget.`,
      );
    }
    for (let n = previous; n < count; n++) thresholds.push(index + 1 + (n - previous));
    previous = count;
  });
  return thresholds.filter((t, i, all) => i === 0 || t > all[i - 1]!).slice(0, 20);
}

/**
 * What the root system's DNF scores: boats in the series + 1 (RRS A5.2), boats in the race + N
 * (A5.3 when N is 1), or a fixed number of points; DNC as the rules have it (series + 1).
 */
function dnfScoring(
  file: BlwFile,
  rootHandle: string,
  warn: (text: string) => void,
): { dnf_scoring: SeriesDnfScoring; dnf_points: number | null } {
  const bases = new Map<string, [string, string]>();
  for (const fields of file.codeDefinitions) {
    const handle = fields[fields.length - 3] ?? '';
    if (handle !== rootHandle) continue;
    bases.set(fields[0] ?? '', [fields[1] ?? '', fields[2] ?? '']);
  }
  const dnc = bases.get('DNC');
  const [kind, value] = bases.get('DNF') ?? ['Boats in series +', '1'];
  // A fixed score covers DNC too.
  const dncFixed = kind === FIXED_POINTS && dnc?.join('|') === `${FIXED_POINTS}|${value}`;
  if (dnc !== undefined && dnc.join('|') !== 'Boats in series +|1' && !dncFixed) {
    warn(
      `Sailwave räknar DNC som "${dnc.join(' ')}"; Segla räknar DNC som antalet anmälda i ` +
        'serien + 1 (RRS A5.2, A5.3).',
    );
  }
  const n = Number(value);
  const whole = Number.isInteger(n) && n >= 1 && n <= MAX_SCORING_NUMBER;
  if (kind === 'Boats in series +' && n === 1)
    return { dnf_scoring: 'series_entries', dnf_points: null };
  if (kind === 'Boats in race +' && n === 1)
    return { dnf_scoring: 'starting_area', dnf_points: null };
  if (kind === 'Boats in race +' && whole) {
    return { dnf_scoring: 'starting_area_plus', dnf_points: n };
  }
  if (kind === FIXED_POINTS && whole) return { dnf_scoring: 'fixed', dnf_points: n };
  warn(
    `Sailwave räknar DNF som "${kind} ${value}"; Segla räknar antalet anmälda i serien + 1 ` +
      '(RRS A5.2), startande + ett antal eller ett fast antal poäng, och A5.2 används.',
  );
  return { dnf_scoring: 'series_entries', dnf_points: null };
}

/**
 * A date for every race, in order: the file's date where it has one (a missing year taken from
 * another race or the file name, else this year), else the previous race's date, and never
 * before it so the sailings keep Sailwave's order.
 */
function raceDates(
  races: BlwFile['races'],
  spec: string,
  fileName: string,
  warn: (text: string) => void,
): string[] {
  const parsed = races.map((race) => parseSailwaveDate(race.fields.get('racedate'), spec));
  const fileYear = /(?:^|\D)(20\d\d)(?:\D|$)/.exec(fileName)?.[1];
  const knownYear =
    parsed.find((date) => date?.year != null)?.year ??
    (fileYear ? Number(fileYear) : new Date().getUTCFullYear());
  let previous: string | null = null;
  const dates = parsed.map((date, index) => {
    const raw = (races[index]!.fields.get('racedate') ?? '').trim();
    let iso: string | null = null;
    if (date) {
      if (date.year === null && raw !== '') {
        warn(`Datumen saknar år i Sailwave-filen; året ${knownYear} används.`);
      }
      iso = isoDate(date.year ?? knownYear, date.month, date.day);
    } else if (raw !== '') {
      warn(`Datumet "${raw}" går inte att läsa; seglingen får föregående seglings datum.`);
    }
    if (iso === null || (previous !== null && iso < previous)) iso = previous;
    previous = iso;
    return iso;
  });
  const first = dates.find((d) => d !== null) ?? isoDate(knownYear, 1, 1);
  if (dates.some((d) => d === null)) {
    warn('Seglingar utan datum i Sailwave-filen får datumet för seglingen före eller efter.');
  }
  let last = first;
  return dates.map((d) => (last = d ?? last));
}

/** Whether a selector of a `racestart` line takes a fleet ("Fleet^A^^…^=^=…", OR of its terms). */
function startTakes(selector: string, fleet: string): boolean {
  if (selector.trim() === '') return true;
  const parts = selector.split('^');
  const terms = parts.slice(0, 12);
  const operators = parts.slice(12);
  let any = false;
  for (let i = 0; i < 6; i++) {
    const field = terms[i * 2] ?? '';
    if (field === '') continue;
    any = true;
    const value = terms[i * 2 + 1] ?? '';
    const equal = field === 'Fleet' && value === fleet;
    if ((operators[i] ?? '=') === '<>' ? field === 'Fleet' && !equal : equal) return true;
  }
  return !any;
}

/** A fleet's start: the start time most of its results carry, else the race's start line's. */
function groupStart(starts: string[], fleet: string, results: Fields[]): string | null {
  const counts = new Map<string, number>();
  for (const result of results) {
    const time = sailwaveClockTime(result.get('rst'));
    if (time) counts.set(time, (counts.get(time) ?? 0) + 1);
  }
  const fromResults = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (fromResults) return fromResults;
  for (const line of starts) {
    const [selector = '', time = ''] = line.split('|');
    if (startTakes(selector, fleet)) return sailwaveClockTime(time);
  }
  return null;
}

/** Whether a competitor has anything recorded in a race (a finish, a place or a code). */
function hasResult(result: Fields): boolean {
  return (
    (result.get('rrestyp') ?? '0') !== '0' ||
    (result.get('rcod') ?? '').trim() !== '' ||
    (result.get('rft') ?? '').trim() !== '' ||
    (result.get('rele') ?? '').trim() !== ''
  );
}

function plannedCompetitor(
  fields: Fields,
  result: Fields,
  handicap: 'srs' | 'scratch',
  system: Fields,
  fleet: string,
  fixedPenalties: ReadonlyMap<string, number>,
  warn: (text: string) => void,
): PlannedCompetitor {
  const helm = (fields.get('comphelmname') ?? '').trim();
  const crew = (fields.get('compcrewname') ?? '').trim();
  const type = result.get('rrestyp') ?? '0';
  const finishTime = sailwaveClockTime(result.get('rft'));
  const elapsed = finishTime === null ? sailwaveSeconds(result.get('rele')) : null;
  // The place as entered; a file without it (Segla's own, older ones) has the fleet's place.
  const recorded = Number(result.get('rrecpos') ?? (type === '1' ? result.get('rpos') : '') ?? '');
  const position = Number.isInteger(recorded) && recorded > 0 ? recorded : null;
  const finished = finishTime !== null || elapsed !== null || position !== null;
  let code = (result.get('rcod') ?? '').trim().toUpperCase() || null;
  let codePoints: number | null = null;
  let redress: PlannedCompetitor['redress_method'] = null;
  if (code !== null) {
    const raw = code;
    code = CODE_ALIASES[code] ?? code;
    const penalty = /^DPI\d*$/.test(code) || code === 'ZFP' || code === 'SCP';
    if (/^DPI\d*$/.test(code)) {
      code = 'DPI';
      codePoints = fixedPenalties.get(raw) ?? null;
    }
    if ((type === '4' || type === '1') && !penalty) {
      // Sailwave scores the finish and keeps the code only as a note.
      warn(
        `En båt i flottan ${fleet} har både måltid och koden ${raw}; som i Sailwave räknas ` +
          'måltiden och koden importeras inte.',
      );
      code = null;
    } else if (penalty && !finished) {
      warn(
        `En båt i flottan ${fleet} har straffet ${raw} utan måltid eller placering; Segla ` +
          'räknar ett straff bara på en båt som gått i mål, så den räknas som ej i mål.',
      );
    } else if (code === 'RDG') {
      redress = raw === 'RDGB' ? 'earlier_races' : raw === 'RDGA' ? 'all_races' : 'stated';
      if (redress === 'stated') {
        const points = Number(result.get('rpts') ?? '');
        codePoints = Number.isFinite(points) ? points : null;
      }
    } else if (
      !(SCORE_CODES as readonly string[]).includes(code) &&
      !(PENALTY_CODES as readonly string[]).includes(code)
    ) {
      warn(`Koden ${raw} finns inte i Segla; den sparas men räknas inte.`);
    }
  }
  const codeReplacesFinish = code !== null && (SCORE_CODES as readonly string[]).includes(code);
  const text = (key: string, max = COMPETITOR_NAME_MAX) => clip(fields.get(key) ?? '', max);
  return {
    name: clip(
      crew === '' ? helm : `${helm}${helm === '' ? '' : ', '}${crew}`,
      COMPETITOR_NAME_MAX,
    ),
    boat_name: text('compboat'),
    boat_type: text('compclass'),
    sail_number: text('compsailno', SAIL_NUMBER_MAX),
    club_name: text('compclub'),
    rating: handicap === 'srs' ? ratingOf(fields, result, system, fleet, warn) : null,
    finish_time: codeReplacesFinish ? null : finishTime,
    elapsed_time: codeReplacesFinish ? null : elapsed,
    finish_position: codeReplacesFinish ? null : position,
    code,
    code_points: codePoints,
    redress_method: redress,
  };
}

/** The race's rating (`rrat`), else the competitor's (`comprating`), as a time factor. */
function ratingOf(
  fields: Fields,
  result: Fields,
  system: Fields,
  fleet: string,
  warn: (text: string) => void,
): number | null {
  const text = (result.get('rrat') ?? '').trim() || (fields.get('comprating') ?? '').trim();
  const value = Number(text.replace(',', '.'));
  if (text === '' || !Number.isFinite(value) || value <= 0) return null;
  const system_ = (system.get('scrratingsystem') ?? '').trim();
  const factor = system_ === 'PY' ? 1000 / value : value;
  if (factor > MAX_TIME_FACTOR) {
    warn(`Ett tal i flottan ${fleet} (${text}) är ingen tidsfaktor; båten importeras utan tal.`);
    return null;
  }
  return factor;
}
