import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { BackupError, partialFile, publish, removeStalePartials } from './backup-files.ts';

/** All remaining pages in one step: one read snapshot, never restarted by a writer (WAL). */
const ALL_PAGES = 0x7fffffff;

const NOT_A_BACKUP = 'är ingen säkerhetskopia av en Segla-databas (SQLite)';

/**
 * Checks a copy: a SQLite file whose pages are sound and which holds our migrations table.
 * Leaves it as one self-contained file (rollback journal, no -wal beside it).
 */
function checkCopy(file: string, shown: string, thorough: boolean): void {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const check = db.pragma(thorough ? 'integrity_check' : 'quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${shown} är skadad (${String(check)}).`);
    const migrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!migrations) throw new BackupError(`${shown} ${NOT_A_BACKUP}.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${shown} ${NOT_A_BACKUP}: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * An online backup of the live SQLite file, safe while the server writes to it (another
 * process): a second connection copies one consistent snapshot into a temporary file beside
 * `target`, the copy is checked, and only then renamed to `target` (a killed backup leaves no
 * `target`, only a temporary file the next backup removes).
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError(`Databasen ${source} finns inte.`);
  removeStalePartials(target);
  const partial = partialFile(target);
  rmSync(partial, { force: true });
  try {
    const live = new BetterSqlite3(source, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      await live.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
    checkCopy(partial, 'Kopian', false);
    publish(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Whether the SQLite file holds any table; a file SQLite cannot read counts as holding data. */
function holdsData(file: string): boolean {
  if (!existsSync(file)) return false;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const table = db
      .prepare("select 1 from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .get();
    return table !== undefined;
  } catch {
    return true;
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup in place of the database file `target`. The server must be stopped: the file
 * is replaced under it. Refuses a target holding data unless `force`; checks the backup before
 * touching the target; then brings the restored schema to the latest migration.
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  force: boolean,
): Promise<string[]> {
  if (!existsSync(backup)) throw new BackupError(`Filen ${backup} finns inte.`);
  if (holdsData(target) && !force) {
    throw new BackupError(
      `Databasen ${target} innehåller redan data; ange --force för att ersätta den ` +
        '(stoppa servern först).',
    );
  }
  // Closing the last connection removes the -wal; one still there means a process holds it.
  if (existsSync(`${target}-wal`)) {
    throw new BackupError(
      `Databasen ${target} används av en annan process; stoppa servern före återställningen.`,
    );
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = partialFile(target);
  try {
    copyFileSync(backup, partial);
    checkCopy(partial, `Filen ${backup}`, true);
    rmSync(`${target}-shm`, { force: true });
    publish(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const database = createDatabase(target);
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}
