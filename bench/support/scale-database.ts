/**
 * The national data set for the scale bench (issue 15), kept between runs: a SQLite file under
 * os.tmpdir() and a PostgreSQL database `segla_bench_scale`. Reused when it was seeded with the
 * same size and seed, seeded again otherwise. Kept data is brought up to date by the migrations,
 * as an installation's data is when it upgrades: a new migration is measured on data that
 * already existed, and does not cost a new seeding.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  type Database,
  type DatabaseKind,
} from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedScale, type ScaleSize } from '../../apps/server/src/demo/scale/seed-scale.ts';

export const SCALE_POSTGRES_NAME = 'segla_bench_scale';

export interface ScaleDatabase {
  database: Database;
  /** Seconds the seeding took, or null when the kept data was reused. */
  seededSeconds: number | null;
}

interface Stamp {
  size: ScaleSize;
  /** The migrations the data was seeded under (later ones were applied to it as upgrades). */
  migrations: string[];
}

const sqliteFile = () => path.join(os.tmpdir(), 'segla-bench-scale.sqlite3');

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function appliedMigrations(database: Database): Promise<string[]> {
  const { rows: names } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.db);
  return names.map((row) => row.name);
}

/** The stamp kept with the data: a file beside the SQLite file, the PostgreSQL database's comment. */
async function readStamp(kind: DatabaseKind, database: Database): Promise<Stamp | null> {
  try {
    if (kind === 'sqlite') return JSON.parse(readFileSync(`${sqliteFile()}.json`, 'utf8')) as Stamp;
    const { rows } = await sql<{ comment: string | null }>`
      select shobj_description(oid, 'pg_database') as comment
      from pg_database where datname = current_database()`.execute(database.db);
    return rows[0]?.comment ? (JSON.parse(rows[0].comment) as Stamp) : null;
  } catch {
    return null;
  }
}

async function writeStamp(kind: DatabaseKind, database: Database, stamp: Stamp): Promise<void> {
  const text = JSON.stringify(stamp);
  if (kind === 'sqlite') writeFileSync(`${sqliteFile()}.json`, text);
  else {
    await sql`comment on database ${sql.id(SCALE_POSTGRES_NAME)} is ${sql.lit(text)}`.execute(
      database.db,
    );
  }
}

async function recreatePostgres(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${SCALE_POSTGRES_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${SCALE_POSTGRES_NAME}`);
  } finally {
    await admin.end();
  }
}

async function openMigrated(url: string): Promise<Database> {
  const database = createDatabase(url);
  await migrateToLatest(database.db);
  return database;
}

/**
 * The scale data on `kind` (PostgreSQL on the server of `postgresUrl`), seeded when missing or
 * stale. The caller closes the database.
 */
export async function openScaleDatabase(
  kind: DatabaseKind,
  size: ScaleSize,
  postgresUrl: string,
): Promise<ScaleDatabase> {
  const url = kind === 'sqlite' ? sqliteFile() : withDatabaseName(postgresUrl, SCALE_POSTGRES_NAME);
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      SCALE_POSTGRES_NAME,
    ]);
    await admin.end();
    if (rowCount === 0) await recreatePostgres(postgresUrl);
  }
  let database = createDatabase(url);
  // Kept data the migrations cannot bring forward (e.g. seeded by a branch with a migration
  // this checkout lacks) is seeded again.
  const migrated = await migrateToLatest(database.db).then(
    () => true,
    () => false,
  );
  const stamp = migrated ? await readStamp(kind, database) : null;
  if (stamp && JSON.stringify(stamp.size) === JSON.stringify(size)) {
    // Each run's own writes (entries added and removed, competitors touched) leave dead rows and
    // clear the visibility map of the pages they touched; at these table sizes autovacuum waits
    // for thousands of them, i.e. dozens of runs. Unvacuumed, the index-only counts fetched
    // heap rows (3,830 on 30,000 sailings after a day's runs) and each run measured the runs
    // before it. Vacuumed, every run starts from the same data; not analysed again, so the
    // planner keeps the seeding's statistics and its plans do not move between runs.
    // Then a checkpoint: the pages the vacuum dirtied are written now, not by a timed
    // checkpoint in the middle of a later section, whose writes would wait on the disk (the
    // first run with the vacuum alone had one 60 ms finish write in the regatta evening).
    if (kind === 'postgres') {
      await sql`vacuum`.execute(database.db);
      await sql`checkpoint`.execute(database.db);
    }
    return { database, seededSeconds: null };
  }
  await database.close();
  if (kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '.json']) rmSync(`${url}${suffix}`, { force: true });
  } else {
    await recreatePostgres(postgresUrl);
  }
  database = await openMigrated(url);
  const started = performance.now();
  await database.db.transaction().execute((trx) => seedScale(trx, size));
  if (kind === 'postgres') await sql`vacuum analyze`.execute(database.db);
  const seededSeconds = (performance.now() - started) / 1000;
  await writeStamp(kind, database, { size, migrations: await appliedMigrations(database) });
  return { database, seededSeconds };
}
