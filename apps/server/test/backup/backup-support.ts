import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { createDatabase, type Database, type DatabaseKind } from '../../src/db/database.ts';
import type { DB } from '../../src/db/schema.ts';
import { runCli } from '../helpers/run-node.ts';

/** A place to restore into: an empty data folder (SQLite) or an empty PostgreSQL database. */
export interface RestoreTarget {
  /** The environment the command line runs `restore` with. */
  env: NodeJS.ProcessEnv;
  url: string;
  open(): Database;
  cleanup(): Promise<void>;
}

export async function emptyTarget(kind: DatabaseKind): Promise<RestoreTarget> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-restore-'));
  if (kind === 'sqlite') {
    const url = path.join(dataDir, 'segla.sqlite3');
    return {
      env: { DATA_DIR: dataDir },
      url,
      open: () => createDatabase(url),
      cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `segla_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    url,
    open: () => createDatabase(url),
    async cleanup() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Write number `i`: a club and its club account in one transaction (two tables, the second
 * pointing at the first), so a copy torn between them shows as a club without its account.
 */
export async function writePair(db: Kysely<DB>, i: number): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const club = await trx
      .insertInto('clubs')
      .values({ slug: `w-${i}`, name: `Skrivning ${i}`, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        email: `w-${i}@segla.example`,
        password_hash: 'x',
        account_type: 'club',
        club_id: club.id,
        password_changed_at: now,
        created_at: now,
      })
      .execute();
  });
}

/**
 * The writes a restored database holds, checked to be whole: every club with its account and
 * the reverse. Returns their numbers, sorted.
 */
export async function restoredWrites(db: Kysely<DB>): Promise<number[]> {
  const clubs = await db
    .selectFrom('clubs')
    .leftJoin('users', 'users.club_id', 'clubs.id')
    .select(['clubs.slug', 'users.email'])
    .where('clubs.slug', 'like', 'w-%')
    .execute();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', 'like', 'w-%')
    .executeTakeFirstOrThrow();
  for (const club of clubs) {
    if (club.email !== `${club.slug}@segla.example`) {
      throw new Error(`torn write: club ${club.slug} has account ${String(club.email)}`);
    }
  }
  if (Number(users.n) !== clubs.length) throw new Error('an account without its club');
  return clubs.map((club) => Number(club.slug.slice(2))).sort((a, b) => a - b);
}

/** SQLite's own checks of a restored file: pages sound, every foreign key pointing somewhere. */
export async function sqliteChecks(
  db: Kysely<DB>,
): Promise<{ integrity: string; orphans: number }> {
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const orphans = await sql`pragma foreign_key_check`.execute(db);
  return {
    integrity: integrity.rows.map((row) => row.integrity_check).join(' '),
    orphans: orphans.rows.length,
  };
}

/**
 * The tail of a crash test: after the killed backup, a new backup into `file` succeeds and
 * leaves no temporary file beside it (the killed one's is gone too), and it restores into an
 * empty database that passes SQLite's own checks. Returns the writes the restored copy holds.
 */
export async function backUpAgainAndRestore(
  kind: DatabaseKind,
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<number[]> {
  const next = runCli(['backup', file], env);
  expect(next.stderr).toBe('');
  expect(next.code).toBe(0);
  const folder = path.dirname(file);
  expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
  const target = await emptyTarget(kind);
  try {
    expect(runCli(['restore', file], target.env).code).toBe(0);
    const restored = target.open();
    try {
      if (kind === 'sqlite') {
        expect(await sqliteChecks(restored.db)).toEqual({ integrity: 'ok', orphans: 0 });
      }
      return await restoredWrites(restored.db);
    } finally {
      await restored.close();
    }
  } finally {
    await target.cleanup();
  }
}
