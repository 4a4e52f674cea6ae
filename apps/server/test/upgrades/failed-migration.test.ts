import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.ts';
import { MigrationError, migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { runCli, runCliAsync } from '../helpers/run-node.ts';
import {
  copyTestDatabase,
  databaseKinds,
  emptyTestDatabase,
  type TestDatabase,
} from '../helpers/test-database.ts';
import { snapshotDatabase } from './database-snapshot.ts';
import { firstRelease } from './fixture-files.ts';

const names = Object.keys(migrations);
// Sorts after every real migration, now and later.
const FAILING = '9999-misslyckad';
const GOOD = '9999-lyckad';

/** Changes schema and data every way a migration does, then fails. */
function failingMigration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upgrade_probe')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .execute();
      await sql`INSERT INTO upgrade_probe (id) VALUES (1)`.execute(db);
      await db.schema.alterTable('sailors').addColumn('nickname', 'text').execute();
      await db.schema.createIndex('sailors_nickname').on('sailors').column('nickname').execute();
      await sql`UPDATE sailors SET first_name = 'Ändrad', nickname = 'x'`.execute(db);
      await sql`DELETE FROM courses`.execute(db);
      if (kind === 'sqlite') {
        await sql`CREATE TRIGGER probe_trigger AFTER INSERT ON clubs BEGIN SELECT 1; END`.execute(
          db,
        );
      } else {
        await sql`CREATE FUNCTION probe_function() RETURNS trigger LANGUAGE plpgsql
                  AS $$ BEGIN RETURN NEW; END $$`.execute(db);
        await sql`CREATE TRIGGER probe_trigger AFTER INSERT ON clubs
                  FOR EACH ROW EXECUTE FUNCTION probe_function()`.execute(db);
      }
      throw new Error('Provfel i migreringen.');
    },
  };
}

const goodMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upgrade_probe')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .execute();
  },
};

const failure = (name: string, reason: string) =>
  `Migreringen ${name} misslyckades: ${reason}. Databasen är oförändrad.`;

describe.each(databaseKinds)('a failed migration on %s', (kind) => {
  let testDatabase: TestDatabase | undefined;
  afterEach(async () => {
    await testDatabase?.cleanup();
    testDatabase = undefined;
  });

  it('leaves schema, migration rows and data as they were; a good run then applies', async () => {
    // The first release with the demo data: later real migrations (if any) and the failing one
    // are pending, and all of them must go.
    testDatabase = await copyTestDatabase(kind, firstRelease);
    const db = testDatabase.database.db as unknown as Kysely<unknown>;
    const before = await snapshotDatabase(db, kind);
    expect(before.rows.sailors!.length).toBeGreaterThan(0);
    expect(before.rows.courses!.length).toBeGreaterThan(0);

    const error: unknown = await migrateToLatest(db, {
      ...migrations,
      [FAILING]: failingMigration(kind),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationName).toBe(FAILING);
    expect((error as MigrationError).message).toBe(failure(FAILING, 'Provfel i migreringen'));
    expect(await snapshotDatabase(db, kind)).toEqual(before);

    const applied = await migrateToLatest(db, { ...migrations, [GOOD]: goodMigration });
    expect(applied).toEqual([
      ...names.slice(names.indexOf('0017-sailings-competitor-count') + 1),
      GOOD,
    ]);
    const after = await snapshotDatabase(db, kind);
    expect(after.rows.upgrade_probe).toEqual([]);
    expect(
      after.rows.kysely_migration!.map((row) => (JSON.parse(row) as { name: string }).name),
    ).toContain(GOOD);
    // The data as it was; columns a later real migration added (sailors.mobile_number, 0023)
    // are left out of the comparison.
    const columnsBefore = Object.keys(JSON.parse(before.rows.sailors![0]!) as object);
    const asBefore = (row: string) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(JSON.parse(row) as object).filter(([key]) => columnsBefore.includes(key)),
        ),
      );
    expect(after.rows.sailors!.map(asBefore)).toEqual(before.rows.sailors);
  });

  it('takes back the earlier migrations of the same run too', async () => {
    testDatabase = await emptyTestDatabase(kind);
    const db = testDatabase.database.db as unknown as Kysely<unknown>;
    const upTo = (last: string) =>
      Object.fromEntries(Object.entries(migrations).slice(0, names.indexOf(last) + 1));
    await migrateToLatest(db, upTo('0010-finish-reports'));
    const before = await snapshotDatabase(db, kind);

    // 0011… apply without fault inside the run; the failing migration after them takes all back.
    const error: unknown = await migrateToLatest(db, {
      ...migrations,
      [FAILING]: failingMigration(kind),
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(failure(FAILING, 'Provfel i migreringen'));
    expect(await snapshotDatabase(db, kind)).toEqual(before);

    expect(await migrateToLatest(db)).toEqual(
      names.slice(names.indexOf('0010-finish-reports') + 1),
    );
  });

  it('the command line says which migration failed, exits 1 and changes nothing', async () => {
    testDatabase = await emptyTestDatabase(kind);
    const db = testDatabase.database.db as unknown as Kysely<unknown>;
    // Kysely's own tables exist, and a table in the way of the second migration: the first
    // one's tables must go again.
    await migrateToLatest(db, {});
    await sql`CREATE TABLE search_words (x integer)`.execute(db);
    const before = await snapshotDatabase(db, kind);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-cli-'));
    try {
      const result = runCli(['migrate'], { DATA_DIR: dataDir, DATABASE_URL: testDatabase.url });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(
        /^Migreringen 0002-search-words misslyckades: .*search_words.* Databasen är oförändrad\.$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await snapshotDatabase(db, kind)).toEqual(before);
  });

  it('migrates from two processes at once: both succeed, each migration applied once', async () => {
    testDatabase = await emptyTestDatabase(kind);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-cli-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: testDatabase.url };
      const results = await Promise.all([
        runCliAsync(['migrate'], env),
        runCliAsync(['migrate'], env),
      ]);
      expect(results.map((r) => [r.code, r.stderr])).toEqual([
        [0, ''],
        [0, ''],
      ]);
      const ran = results.flatMap((r) =>
        r.stdout.startsWith('Migreringar körda: ')
          ? r.stdout.trim().slice('Migreringar körda: '.length).split(', ')
          : [],
      );
      expect(ran).toEqual(names);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM kysely_migration ORDER BY name`.execute(testDatabase.database.db);
    expect(rows.map((row) => row.name)).toEqual(names);
  });
});
