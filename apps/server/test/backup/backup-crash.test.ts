import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPgTool } from '../../src/backup/postgres-backup.ts';
import { spawnCli } from '../helpers/run-node.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { backUpAgainAndRestore, sqliteChecks, writePair } from './backup-support.ts';

/** The SQLite backup killed midway. */
describe('a backup killed midway (sqlite)', () => {
  let live: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    live = await createTestDatabase('sqlite');
    folder = mkdtempSync(path.join(os.tmpdir(), 'segla-backups-'));
    // About 150 MB, so the copy takes long enough to be killed in the middle of it.
    await sql`create table ballast (id integer primary key, data blob not null)`.execute(
      live.database.db,
    );
    await sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 37000)
      insert into ballast select x, randomblob(4000) from n`.execute(live.database.db);
    await writePair(live.database.db, 0);
  }, 120_000);
  afterAll(async () => {
    await live.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves no backup file, the live database sound and writable, and the next backup good', async () => {
    const file = path.join(folder, 'killed.backup');
    const env = { DATA_DIR: folder, DATABASE_URL: live.url };
    const backup = spawnCli(['backup', file], env);
    const partial = () => readdirSync(folder).find((name) => name.endsWith('.partial'));
    while (!partial()) {
      if (backup.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    backup.child.kill('SIGKILL');
    const result = await backup.done;
    expect(result.signal).toBe('SIGKILL');
    expect(existsSync(file)).toBe(false);

    const { db } = live.database;
    expect(await sqliteChecks(db)).toEqual({ integrity: 'ok', orphans: 0 });
    await writePair(db, 1);

    // The killed backup's temporary file is gone too (backUpAgainAndRestore checks).
    expect(await backUpAgainAndRestore('sqlite', file, env)).toEqual([0, 1]);
  }, 120_000);
});

/**
 * PostgreSQL: `pg_dump` is held midway by a lock another session keeps on the clubs table (it
 * has opened its output file and waits for the table), then the backup is killed with its
 * pg_dump, as a machine that kills the backup's processes would.
 */
describe.runIf(process.env.TEST_DATABASE_URL && hasPgTool('pg_dump'))(
  'a backup killed midway (postgres)',
  () => {
    let live: TestDatabase;
    let folder: string;
    beforeAll(async () => {
      live = await createTestDatabase('postgres');
      folder = mkdtempSync(path.join(os.tmpdir(), 'segla-backups-'));
      await writePair(live.database.db, 0);
    });
    afterAll(async () => {
      await live.cleanup();
      rmSync(folder, { recursive: true, force: true });
    });

    it('leaves no backup file, the live database writable, and the next backup good', async () => {
      const file = path.join(folder, 'killed.pgdump');
      const env = { DATA_DIR: folder, DATABASE_URL: live.url };
      const holder = new pg.Client({ connectionString: live.url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE clubs IN ACCESS EXCLUSIVE MODE');
        const backup = spawnCli(['backup', file], env);
        const partial = () => readdirSync(folder).find((name) => name.endsWith('.partial'));
        while (!partial() && backup.child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(partial()).toBeDefined();
        // pg_dump has its file open and waits for the lock: kill it and the command together.
        spawnSync('pkill', ['-KILL', '-P', String(backup.child.pid)]);
        backup.child.kill('SIGKILL');
        expect((await backup.done).signal).toBe('SIGKILL');
        expect(existsSync(file)).toBe(false);
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }

      const { db } = live.database;
      await writePair(db, 1);
      expect(await backUpAgainAndRestore('postgres', file, env)).toEqual([0, 1]);
    }, 120_000);
  },
);
