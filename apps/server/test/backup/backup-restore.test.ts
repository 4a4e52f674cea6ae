import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../helpers/run-node.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';
import { emptyTarget, restoredWrites, sqliteChecks, writePair } from './backup-support.ts';

describe.each(databaseKinds)('backup and restore on %s', (kind) => {
  let live: TestDatabase;
  let folder: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    live = await createTestDatabase(kind);
    folder = mkdtempSync(path.join(os.tmpdir(), 'segla-backups-'));
    env = { DATA_DIR: folder, DATABASE_URL: live.url };
  });
  afterAll(async () => {
    await live.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it('takes a consistent backup while writes go on, and restores exactly a prefix of them', async () => {
    const file = path.join(folder, 'running.backup');
    const { db } = live.database;
    let written = 0;
    // Writes before the backup starts, so the copy holds some for sure.
    while (written < 20) await writePair(db, written++);
    const backup = spawnCli(['backup', file], env);
    let finished = false;
    void backup.done.then(() => (finished = true));
    // Each write yields to the event loop (SQLite's driver never does), so the child's exit is seen.
    while (!finished) {
      await writePair(db, written++);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await backup.done;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Säkerhetskopia sparad');
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const target = await emptyTarget(kind);
    try {
      const restored = runCli(['restore', file], target.env);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const database = target.open();
      try {
        const writes = await restoredWrites(database.db);
        expect(writes.length).toBeGreaterThanOrEqual(20);
        expect(writes.length).toBeLessThanOrEqual(written);
        expect(writes).toEqual([...Array(writes.length).keys()]);
        if (kind === 'sqlite') {
          expect(await sqliteChecks(database.db)).toEqual({ integrity: 'ok', orphans: 0 });
        }
      } finally {
        await database.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('refuses to overwrite an existing backup file without --force', () => {
    const file = path.join(folder, 'exists.backup');
    writeFileSync(file, 'keep me');
    const refused = runCli(['backup', file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('finns redan');
    expect(refused.stderr).toContain('--force');
    const forced = runCli(['backup', '--force', file], env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  });

  it('restore refuses a database holding data without --force, and replaces it with --force', async () => {
    const file = path.join(folder, 'replace.backup');
    expect(runCli(['backup', file], env).code).toBe(0);
    const target = await emptyTarget(kind);
    try {
      expect(runCli(['restore', file], target.env).code).toBe(0);
      // The target now holds data: one more club that the backup does not have.
      const database = target.open();
      try {
        await writePair(database.db, 1_000_000);
        const before = await restoredWrites(database.db);

        const refused = runCli(['restore', file], target.env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('innehåller redan');
        expect(refused.stderr).toContain('--force');
        expect(await restoredWrites(database.db)).toEqual(before);
      } finally {
        await database.close();
      }

      const forced = runCli(['restore', '--force', file], target.env);
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      const after = target.open();
      try {
        expect(await restoredWrites(after.db)).not.toContain(1_000_000);
      } finally {
        await after.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('refuses a file that is not a backup, and a missing one, changing nothing', async () => {
    const junk = path.join(folder, 'junk.backup');
    writeFileSync(junk, 'SQLite format 3\0 but not really');
    const target = await emptyTarget(kind);
    try {
      const refused = runCli(['restore', junk], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('ingen säkerhetskopia av en Segla-databas');
      const missing = runCli(['restore', path.join(folder, 'nowhere.backup')], target.env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('finns inte');
      if (kind === 'sqlite') {
        expect(existsSync(target.url)).toBe(false);
        expect(readdirSync(path.dirname(target.url)).filter((n) => n.includes('segla'))).toEqual(
          [],
        );
      } else {
        const database = target.open();
        try {
          const tables = await database.db.introspection.getTables();
          expect(tables).toEqual([]);
        } finally {
          await database.close();
        }
      }
    } finally {
      await target.cleanup();
    }
  });

  it('answers a wrong command line with usage and exit code 2', () => {
    expect(runCli(['backup'], env).code).toBe(2);
    expect(runCli(['restore', 'a', 'b'], env).code).toBe(2);
    const wrong = runCli(['backup', '--club', 'x', path.join(folder, 'x.backup')], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Användning');
    expect(existsSync(path.join(folder, 'x.backup'))).toBe(false);
  });
});
