import {
  Migrator,
  SqliteAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { errorMessage } from '../error-message.ts';
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
import * as clubOfficials from './migrations/0018-club-officials.ts';
import * as noticeBoard from './migrations/0019-notice-board.ts';
import * as entryFees from './migrations/0020-entry-fees.ts';
import * as crewLists from './migrations/0021-crew-lists.ts';
import * as sailorMail from './migrations/0022-sailor-mail.ts';
import * as safetyTally from './migrations/0023-safety-tally.ts';
import * as sailwaveScoringOptions from './migrations/0024-sailwave-scoring-options.ts';
import * as resultLists from './migrations/0025-result-lists.ts';
import * as prizeCategories from './migrations/0026-prize-categories.ts';

/** Migrations in order; names sort as they apply. They only go forward: none is edited later. */
export const migrations: Readonly<Record<string, Migration>> = {
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
  '0018-club-officials': clubOfficials,
  '0019-notice-board': noticeBoard,
  '0020-entry-fees': entryFees,
  '0021-crew-lists': crewLists,
  '0022-sailor-mail': sailorMail,
  '0023-safety-tally': safetyTally,
  '0024-sailwave-scoring-options': sailwaveScoringOptions,
  '0025-result-lists': resultLists,
  '0026-prize-categories': prizeCategories,
};

/**
 * A migration run that failed. Every pending migration runs in one transaction (decision 0043),
 * so the database is as it was before the run.
 */
export class MigrationError extends Error {
  constructor(
    readonly migrationName: string | null,
    readonly reason: string,
    /** What the database answered (a connection error's code is read from it). */
    cause?: unknown,
  ) {
    super(
      migrationName
        ? `Migreringen ${migrationName} misslyckades: ${reason}. Databasen är oförändrad.`
        : `Migreringen kunde inte köras: ${reason}. Databasen är oförändrad.`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

function reasonOf(error: unknown): string {
  const message = errorMessage(error);
  // Kysely's words for a database that a later Segla has migrated (an older version started).
  const unknown = /previously executed migration (\S+) is missing/.exec(message)?.[1];
  if (unknown) {
    return (
      `databasen har migreringen ${unknown}, som den här versionen av Segla inte känner till ` +
      '(den är gjord av en nyare version: starta den i stället)'
    );
  }
  return message.trim().replace(/[.\s]+$/, '') || 'okänt fel';
}

/**
 * Kysely's provider of `list`, one for migrating and for /readyz's question, so both see the
 * same migrations. Migrations see the schema as it was when written, not today's DB type.
 */
function providerOf(list: Readonly<Record<string, Migration>>): MigrationProvider {
  return { getMigrations: () => Promise.resolve({ ...list }) };
}

/**
 * Brings the schema to the latest migration, all pending migrations in ONE transaction: on
 * failure nothing of the run stays and a MigrationError names the failing migration. Safe to
 * run from several processes at once: PostgreSQL takes Kysely's advisory lock; SQLite's
 * transaction begins IMMEDIATE, so a second process waits (busy_timeout) and then finds nothing
 * pending. `list` is for tests: the real migrations with one of the test's own after them.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  list: Readonly<Record<string, Migration>> = migrations,
): Promise<string[]> {
  const provider = providerOf(list);
  const adapter = db.getExecutor().adapter;
  let result: MigrationResultSet;
  if (adapter instanceof SqliteAdapter) {
    // Kysely runs SQLite migrations outside any transaction (its adapter says DDL is not
    // transactional, but SQLite's is), so the whole run gets one transaction here.
    result = await db.connection().execute(async (connection) => {
      // A second process waits here (busy_timeout); if it gives up, nothing has changed.
      await sql`BEGIN IMMEDIATE`
        .execute(connection)
        .catch((error: unknown) =>
          Promise.reject(new MigrationError(null, reasonOf(error), error)),
        );
      const migrator = new Migrator({ db: connection, provider, disableTransactions: true });
      const run = await migrator.migrateToLatest();
      if (run.error) {
        // An error SQLite answered with may have ended the transaction already.
        await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      } else {
        await sql`COMMIT`.execute(connection);
      }
      return run;
    });
  } else if (adapter.supportsTransactionalDdl) {
    result = await new Migrator({ db, provider }).migrateToLatest();
  } else {
    throw new Error('migrateToLatest: this database cannot migrate in one transaction');
  }
  const { error, results } = result;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new MigrationError(failed?.migrationName ?? null, reasonOf(error), error);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The names of the migrations this code knows that the database has not run, in order (none:
 * the schema is current). Reads the migration table; `GET /readyz` asks it.
 */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const all = await new Migrator({ db, provider: providerOf(migrations) }).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}
