import path from 'node:path';
import type { Config } from '../config.ts';
import { checkTarget } from './backup-files.ts';
import { backupPostgres, restorePostgres } from './postgres-backup.ts';
import { backupSqlite, restoreSqlite } from './sqlite-backup.ts';

/** The SQLite file of the configuration (DATABASE_URL may say `sqlite:`). */
export function sqliteFile(config: Config): string {
  return path.resolve(config.databaseUrl.replace(/^sqlite:(\/\/)?/, ''));
}

/** `backup FILE [--force]`: a consistent copy of the configured database, taken online. */
export async function backupDatabase(
  config: Config,
  file: string,
  force: boolean,
): Promise<string> {
  const target = path.resolve(file);
  checkTarget(target, force);
  if (config.databaseKind === 'postgres') await backupPostgres(config.databaseUrl, target);
  else await backupSqlite(sqliteFile(config), target);
  return `Säkerhetskopia sparad: ${target}`;
}

/** `restore FILE [--force]`: puts a backup back into the configured database (server stopped). */
export async function restoreDatabase(
  config: Config,
  file: string,
  force: boolean,
): Promise<string> {
  const backup = path.resolve(file);
  const applied =
    config.databaseKind === 'postgres'
      ? await restorePostgres(backup, config.databaseUrl, force)
      : await restoreSqlite(backup, sqliteFile(config), force);
  const upgraded = applied.length > 0 ? ` Migreringar körda: ${applied.join(', ')}.` : '';
  return `Säkerhetskopian ${backup} är återställd.${upgraded}`;
}
