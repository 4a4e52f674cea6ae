import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { hasPgTool, PG_TOOLS_MISSING } from './postgres-backup.ts';
import { backupDatabase } from './backup-database.ts';
import { backupInChild } from './backup-child.ts';

/** The pino-like logger the server has. */
export interface BackupLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const HOUR_MS = 60 * 60 * 1000;
/** Checked every hour, taken when the newest is 23 h old: one backup every 23–24 h. */
const DUE_AFTER_MS = 23 * HOUR_MS;
/** Soon after start, not during it (migrations, demo data, the first requests). */
const FIRST_CHECK_MS = 60 * 1000;

/** Our own files: `segla-20261125T061957Z.sqlite3` / `.pgdump`; they sort by time. */
const OWN_FILE = /^segla-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite3|pgdump)$/;

/** When one of ours was taken, read from its name (the clock that named it). */
function takenAt(name: string): number {
  const [, y, mo, d, h, mi, s] = OWN_FILE.exec(name) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

export function dailyBackupName(kind: Config['databaseKind'], now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `segla-${stamp}.${kind === 'postgres' ? 'pgdump' : 'sqlite3'}`;
}

/** The daily backups in `dir`, oldest first; other files there are not ours and left alone. */
export function ownBackups(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => OWN_FILE.test(name) && statSync(path.join(dir, name)).isFile())
    .sort();
}

export interface DailyBackupOptions {
  config: Config;
  log: BackupLog;
  now?: () => Date;
}

/**
 * Takes a backup into BACKUP_DIR if the newest of ours is 23 hours old (or there is none), then
 * removes ours beyond the newest BACKUP_KEEP. Returns the new file's name, or null.
 */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | null> {
  const { config, log } = options;
  const dir = config.backupDir;
  if (!dir) return null;
  const now = (options.now ?? (() => new Date()))();
  mkdirSync(dir, { recursive: true });
  const newest = ownBackups(dir).at(-1);
  if (newest && now.getTime() - takenAt(newest) < DUE_AFTER_MS) {
    return null;
  }
  const name = dailyBackupName(config.databaseKind, now);
  const file = path.join(dir, name);
  // pg_dump runs as a child anyway; SQLite's copy is moved out of the server's event loop.
  if (config.databaseKind === 'sqlite') await backupInChild(config, file);
  else await backupDatabase(config, file, false);
  log.info({ backup: file }, 'Daglig säkerhetskopia sparad');
  const own = ownBackups(dir);
  for (const old of own.slice(0, Math.max(0, own.length - config.backupKeep))) {
    rmSync(path.join(dir, old), { force: true });
    log.info({ backup: path.join(dir, old) }, 'Gammal säkerhetskopia borttagen');
  }
  return name;
}

/**
 * The daily backup of `npm start` (BACKUP_DIR, BACKUP_KEEP): a first check soon after start,
 * then one every hour (a backup is taken when due). A failure is logged, never thrown: the server runs on without it.
 */
export function startDailyBackups(options: DailyBackupOptions): { stop(): void } {
  const { config, log } = options;
  if (!config.backupDir) return { stop: () => undefined };
  if (config.databaseKind === 'postgres' && !hasPgTool('pg_dump')) {
    log.warn({}, `BACKUP_DIR är satt men inga dagliga säkerhetskopior tas: ${PG_TOOLS_MISSING}`);
    return { stop: () => undefined };
  }
  let running = false;
  const attempt = () => {
    if (running) return;
    running = true;
    runDailyBackup(options)
      .catch((error: unknown) =>
        log.error({ err: error }, 'Den dagliga säkerhetskopian misslyckades'),
      )
      .finally(() => (running = false));
  };
  const first = setTimeout(attempt, FIRST_CHECK_MS);
  const daily = setInterval(attempt, HOUR_MS);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
