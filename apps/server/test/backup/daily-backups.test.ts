import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  runDailyBackup,
  startDailyBackups,
  type BackupLog,
} from '../../src/backup/daily-backups.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

describe.each(databaseKinds)('daily backups on %s', (kind) => {
  let live: TestDatabase;
  let dir: string;
  let config: Config;
  const lines: string[] = [];
  const log: BackupLog = {
    info: (_object, message) => lines.push(`info ${message}`),
    warn: (_object, message) => lines.push(`warn ${message}`),
    error: (_object, message) => lines.push(`error ${message}`),
  };
  beforeAll(async () => {
    live = await createTestDatabase(kind);
    dir = mkdtempSync(path.join(os.tmpdir(), 'segla-daily-'));
    config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: live.url,
      BACKUP_DIR: path.join(dir, 'backups'),
      BACKUP_KEEP: '3',
    });
  });
  afterAll(async () => {
    await live.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes one a day, keeps the newest BACKUP_KEEP of its own and leaves other files alone', async () => {
    const backups = path.join(dir, 'backups');
    const extension = kind === 'sqlite' ? 'sqlite3' : 'pgdump';
    const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 3, 0, 0));

    expect(await runDailyBackup({ config, log, now: () => day(0) })).toBe(
      `segla-20261101T030000Z.${extension}`,
    );
    // Other files in the folder, even one that looks almost like ours, are not ours.
    writeFileSync(path.join(backups, 'segla-manual.sqlite3'), 'mine');
    writeFileSync(path.join(backups, 'notes.txt'), 'mine');
    // Not due again within the day.
    expect(
      await runDailyBackup({ config, log, now: () => new Date(day(0).getTime() + 3600e3) }),
    ).toBe(null);
    for (let n = 1; n <= 4; n++) {
      expect(await runDailyBackup({ config, log, now: () => day(n) })).not.toBe(null);
    }
    expect(readdirSync(backups).sort()).toEqual([
      'notes.txt',
      'segla-20261103T030000Z.' + extension,
      'segla-20261104T030000Z.' + extension,
      'segla-20261105T030000Z.' + extension,
      'segla-manual.sqlite3',
    ]);
    expect(lines.filter((line) => line.startsWith('info Daglig'))).toHaveLength(5);
    expect(lines.filter((line) => line.startsWith('info Gammal'))).toHaveLength(2);
    expect(lines.filter((line) => !line.startsWith('info'))).toEqual([]);
  });

  it('logs a failed daily backup instead of throwing, and stops', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const failed: string[] = [];
    vi.useFakeTimers();
    try {
      const daily = startDailyBackups({
        config: { ...config, backupDir: path.join(blocker, 'backups') },
        log: { ...log, error: (_object, message) => failed.push(message) },
      });
      await vi.advanceTimersByTimeAsync(61_000);
      daily.stop();
      await vi.advanceTimersByTimeAsync(3 * 3600_000);
    } finally {
      vi.useRealTimers();
    }
    expect(failed).toEqual(['Den dagliga säkerhetskopian misslyckades']);
  });

  it('does nothing without BACKUP_DIR', async () => {
    expect(await runDailyBackup({ config: { ...config, backupDir: null }, log })).toBe(null);
  });
});
