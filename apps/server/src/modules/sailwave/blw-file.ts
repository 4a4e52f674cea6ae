import { CsvError, parse } from 'csv-parse/sync';

/**
 * A Sailwave series file (`.blw`, Sailwave 2.x) read into its parts. The file is a CSV of
 * `key, value, competitor handle, race handle` records: series settings have neither handle,
 * scoring systems use the competitor column for their own handle, competitors one handle,
 * races the other, results both (docs/product.md §16).
 */
export interface BlwFile {
  /** `ser…` and other settings with no handle, first value kept. */
  globals: Map<string, string>;
  /** Scoring systems by handle: their `scr…` fields. */
  scoringSystems: Map<string, Map<string, string>>;
  /** `scrcode` definitions, each as its `|`-separated fields (the last but two is the system). */
  codeDefinitions: string[][];
  /** Competitors in file order: handle and `comp…` fields. */
  competitors: { handle: string; fields: Map<string, string> }[];
  /** Races in file order: handle, `race…` fields, and every `racestart` line. */
  races: { handle: string; fields: Map<string, string>; starts: string[] }[];
  /** Results by `${competitor}|${race}` handle. */
  results: Map<string, Map<string, string>>;
}

/** A file that is not a Sailwave series, with the line where reading stopped. */
export class BlwFormatError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

/** Largest file read: the largest real series files are a few hundred kilobytes. */
export const BLW_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Segla's own series key for the rounding of corrected times: Sailwave always rounds to the
 * second, so Segla writes its own setting under a key Sailwave ignores and reads it back.
 */
export const SEGLA_ROUND_CORRECTED_KEY = 'serseglaroundcorrected';

/**
 * Segla's own series key for `penalty_on_tie`: Sailwave always puts a penalty on the boat's
 * finishing place, so a Sailwave file imports as 'finishing_place'; a file Segla wrote says
 * which the series used.
 */
export const SEGLA_PENALTY_ON_TIE_KEY = 'serseglapenaltyontie';

/**
 * Segla's own race key for the status of the sailing a race was (a `SailingStatus`). Sailwave
 * only knows whether a race was sailed (`racesailed`); without this key a race not sailed is
 * read as cancelled once its date has passed and as upcoming before, so a sailing called off
 * ahead of its date, or one not sailed yet whose date has passed, would come back as the other.
 */
export const SEGLA_RACE_STATUS_KEY = 'raceseglastatus';

/**
 * Segla's own competitor key for the name of the result list an alias record stands for
 * (docs/product.md §16): Sailwave's fleet names are unique in a file, so a list whose name is
 * another fleet's is written under a longer fleet name, and this key gives its name back.
 */
export const SEGLA_LIST_NAME_KEY = 'compseglalist';

/**
 * The scoring method of a code that scores a fixed number of points (a DNF of Segla's `fixed`
 * scoring, docs/product.md §12); written and read by Segla.
 */
export const FIXED_POINTS = 'Fixed points';

/** Reads the records of a `.blw` text. */
export function parseBlw(text: string): BlwFile {
  let rows: { info: { lines: number }; record: string[] }[];
  try {
    rows = parse(text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw new BlwFormatError('Filen går inte att läsa som en Sailwave-fil (.blw).', line);
    }
    throw error;
  }

  const file: BlwFile = {
    globals: new Map(),
    scoringSystems: new Map(),
    codeDefinitions: [],
    competitors: [],
    races: [],
    results: new Map(),
  };
  const competitors = new Map<string, Map<string, string>>();
  const races = new Map<string, BlwFile['races'][number]>();

  for (const { info, record } of rows) {
    if (record.length !== 4 || !/^[a-z][a-z0-9]*$/.test(record[0] ?? '')) {
      throw new BlwFormatError(
        'Raden är ingen Sailwave-post (fyra fält: namn, värde och två referenser).',
        info.lines,
      );
    }
    const [key, value, comp, race] = record as [string, string, string, string];
    if (key === 'scrcode') {
      file.codeDefinitions.push(value.split('|'));
    } else if (comp !== '' && race !== '') {
      const id = `${comp}|${race}`;
      let result = file.results.get(id);
      if (!result) file.results.set(id, (result = new Map<string, string>()));
      result.set(key, value);
    } else if (key.startsWith('scr') && comp !== '') {
      let system = file.scoringSystems.get(comp);
      if (!system) file.scoringSystems.set(comp, (system = new Map<string, string>()));
      system.set(key, value);
    } else if (comp !== '') {
      let fields = competitors.get(comp);
      if (!fields) {
        competitors.set(comp, (fields = new Map<string, string>()));
        file.competitors.push({ handle: comp, fields });
      }
      fields.set(key, value);
    } else if (race !== '') {
      let entry = races.get(race);
      if (!entry) {
        races.set(race, (entry = { handle: race, fields: new Map(), starts: [] }));
        file.races.push(entry);
      }
      if (key === 'racestart') entry.starts.push(value);
      else entry.fields.set(key, value);
    } else if (!file.globals.has(key)) {
      file.globals.set(key, value);
    }
  }
  if (![...file.globals.keys()].some((key) => key.startsWith('ser'))) {
    throw new BlwFormatError('Filen är ingen Sailwave-serie: den saknar seriens inställningar.', 1);
  }
  return file;
}
