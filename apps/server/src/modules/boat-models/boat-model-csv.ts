import { BOAT_MODEL_CSV_COLUMNS, boatModelCsvRowSchema } from '@segla/core';
import { CsvError, parse } from 'csv-parse/sync';

/** Most rows one import takes (the SRS list has a few thousand models). */
export const MAX_IMPORT_ROWS = 10_000;

type Column = (typeof BOAT_MODEL_CSV_COLUMNS)[number];
type Variant = Exclude<Column, 'name' | 'srs'>;

/** One model read from the file; variants whose column is missing are left out. */
export interface CsvBoatModel {
  line: number;
  name: string;
  srs: number;
  variants: Partial<Record<Variant, number | null>>;
}

export type CsvParseResult = { rows: CsvBoatModel[]; errors: [] } | { rows: []; errors: string[] };

/** How names are matched: letter case and runs of spaces do not make another model. */
export function boatModelNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
}

const failure = (errors: string[]): CsvParseResult => ({ rows: [], errors });

/**
 * Reads an SRS list: a header row naming the columns (name and srs required, in any order),
 * then one model per row; comma or semicolon separated, decimal comma accepted. Every problem
 * is reported with its line number, so the whole file can be fixed in one go.
 */
export function parseBoatModelCsv(text: string): CsvParseResult {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (firstLine === '') return failure(['Filen är tom.']);
  // Swedish spreadsheets separate with semicolons, since the comma is their decimal sign.
  const delimiter = firstLine.includes(';') ? ';' : ',';

  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(body, {
      delimiter,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return failure([
        `Rad ${line ?? 1}: filen kunde inte läsas som CSV. Kontrollera citattecknen.`,
      ]);
    }
    throw error;
  }

  const [header, ...data] = records;
  if (!header) return failure(['Filen är tom.']);
  const columns = header.record.map((cell) => cell.toLowerCase());
  const headerErrors = checkHeader(columns, header.info.lines);
  if (headerErrors.length > 0) return failure(headerErrors);
  if (data.length === 0) return failure(['Filen innehåller inga båtmodeller, bara rubrikraden.']);
  if (data.length > MAX_IMPORT_ROWS) {
    return failure([`Filen har för många rader: högst ${MAX_IMPORT_ROWS} båtmodeller per import.`]);
  }

  const errors: string[] = [];
  const rows: CsvBoatModel[] = [];
  const lineByName = new Map<string, number>();
  for (const { info, record } of data) {
    const line = info.lines;
    if (record.length !== columns.length) {
      errors.push(
        `Rad ${line}: ${record.length} värden, men rubrikraden har ${columns.length} kolumner.`,
      );
      continue;
    }
    const cells = Object.fromEntries(columns.map((column, i) => [column, record[i]]));
    const result = boatModelCsvRowSchema.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push(`Rad ${line}: ${String(issue.path[0] ?? 'raden')}: ${issue.message}`);
      }
      continue;
    }
    const { name, srs, ...variants } = result.data;
    const key = boatModelNameKey(name);
    const earlier = lineByName.get(key);
    if (earlier !== undefined) {
      errors.push(`Rad ${line}: "${name}" finns redan på rad ${earlier}.`);
      continue;
    }
    lineByName.set(key, line);
    rows.push({ line, name: name.replace(/\s+/g, ' '), srs, variants });
  }
  return errors.length > 0 ? failure(errors) : { rows, errors: [] };
}

function checkHeader(columns: string[], line: number): string[] {
  const errors: string[] = [];
  const allowed = new Set<string>(BOAT_MODEL_CSV_COLUMNS);
  const seen = new Set<string>();
  for (const column of columns) {
    if (!allowed.has(column)) {
      errors.push(
        `Rad ${line}: okänd kolumn "${column}". Rubrikraden ska innehålla ${BOAT_MODEL_CSV_COLUMNS.join(', ')}.`,
      );
    } else if (seen.has(column)) {
      errors.push(`Rad ${line}: kolumnen "${column}" finns två gånger.`);
    }
    seen.add(column);
  }
  for (const required of ['name', 'srs'] as const) {
    if (!seen.has(required))
      errors.push(`Rad ${line}: kolumnen "${required}" saknas i rubrikraden.`);
  }
  return errors;
}
