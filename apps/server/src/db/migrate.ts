import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as searchWords from './migrations/0002-search-words.ts';
import * as boatModelExample from './migrations/0003-boat-model-example-flag.ts';
import * as resultsVersion from './migrations/0004-results-version.ts';
import * as oneEntryPerSailor from './migrations/0005-one-entry-per-sailor.ts';
import * as uniqueStartGroupNames from './migrations/0006-unique-start-group-names.ts';
import * as finishRecording from './migrations/0007-finish-recording.ts';
import * as entriesAndAdmin from './migrations/0008-entries-and-admin.ts';
import * as boatSearchWords from './migrations/0009-boat-search-words.ts';
import * as finishReports from './migrations/0010-finish-reports.ts';
import * as finishPositions from './migrations/0011-finish-positions.ts';
import * as resultsChangeNotices from './migrations/0012-results-change-notices.ts';
import * as searchWordsCovering from './migrations/0013-search-words-covering.ts';
import * as searchWordsByPosition from './migrations/0014-search-words-by-position.ts';
import * as sailingsSeriesVisibility from './migrations/0015-sailings-series-visibility.ts';
import * as indexDataNotices from './migrations/0016-index-data-notices.ts';
import * as sailingsCompetitorCount from './migrations/0017-sailings-competitor-count.ts';

/** Migrations in order; names sort as they apply. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search-words': searchWords,
  '0003-boat-model-example-flag': boatModelExample,
  '0004-results-version': resultsVersion,
  '0005-one-entry-per-sailor': oneEntryPerSailor,
  '0006-unique-start-group-names': uniqueStartGroupNames,
  '0007-finish-recording': finishRecording,
  '0008-entries-and-admin': entriesAndAdmin,
  '0009-boat-search-words': boatSearchWords,
  '0010-finish-reports': finishReports,
  '0011-finish-positions': finishPositions,
  '0012-results-change-notices': resultsChangeNotices,
  '0013-search-words-covering': searchWordsCovering,
  '0014-search-words-by-position': searchWordsByPosition,
  '0015-sailings-series-visibility': sailingsSeriesVisibility,
  '0016-index-data-notices': indexDataNotices,
  '0017-sailings-competitor-count': sailingsCompetitorCount,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema to the latest migration. Safe to run from several processes at once. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  // Migrations see the schema as it was when written, not today's DB type.
  const migrator = new Migrator({ db: db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migrering misslyckades.');
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The names of the migrations this code knows that the database has not run, in order (none:
 * the schema is current). Reads the migration table; `GET /readyz` asks it.
 */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db, provider });
  const all = await migrator.getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}
