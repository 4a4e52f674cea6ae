import { formatNumber } from '@segla/core/format';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { anyClubExists } from '../modules/clubs/club-repository.ts';
import { NATIONAL_SIZE, seedScale, type ScaleSize } from '../demo/scale/seed-scale.ts';
import { CommandError } from './account-commands.ts';

/** The options of `seed-scale`, checked before the database is opened. */
export interface SeedScaleOptions extends ScaleSize {
  /** Add to a database that already holds clubs. */
  force: boolean;
}

/** Upper bounds, so a slip of the keyboard does not fill the disk. */
const LIMITS = { clubs: 5_000, sailings: 500_000, competitors: 20_000_000, seed: 2 ** 31 };

/**
 * Reads `--clubs`, `--sailings`, `--competitors`, `--seed` (whole numbers; the national size
 * when left out) and `--force`. Returns the problem's text for a bad value.
 */
export function seedScaleOptions(
  values: Record<string, string | boolean | undefined>,
): SeedScaleOptions | string {
  const size: ScaleSize = { ...NATIONAL_SIZE };
  for (const key of ['clubs', 'sailings', 'competitors', 'seed'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    const min = key === 'seed' || key === 'competitors' ? 0 : 1;
    if (!Number.isSafeInteger(n) || n < min || n > LIMITS[key]) {
      return `--${key}: ett heltal från ${min} till ${LIMITS[key]}.`;
    }
    size[key] = n;
  }
  if (size.sailings < size.clubs) return '--sailings: minst en segling per klubb.';
  return { ...size, force: values.force === true };
}

/**
 * `seed-scale`: the national data set (issue 15) in one transaction; refuses a database that
 * already holds clubs unless `force`. Returns what was made and how long it took.
 */
export async function seedScaleCommand(
  db: Kysely<DB>,
  options: SeedScaleOptions,
  progress: (line: string) => void,
): Promise<string> {
  if (!options.force && (await anyClubExists(db))) {
    throw new CommandError(
      'Databasen innehåller redan klubbar. Använd en tom databas, eller --force för att lägga till.',
    );
  }
  const started = performance.now();
  const summary = await db
    .transaction()
    .execute((trx) => seedScale(trx, options, new Date(), progress));
  const seconds = (performance.now() - started) / 1000;
  const n = (value: number, decimals = 0) =>
    formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (
    `Skaldata inlagd på ${n(seconds, 1)} s: ${n(summary.clubs)} klubbar, ` +
    `${n(summary.series)} serier, ${n(summary.sailings)} seglingar, ` +
    `${n(summary.startGroups)} startgrupper, ${n(summary.competitors)} deltagare, ` +
    `${n(summary.sailors)} seglare, ${n(summary.boats)} båtar, ` +
    `${n(summary.searchWords)} sökord.`
  );
}
