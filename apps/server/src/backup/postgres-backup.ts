import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { BackupError, partialFile, publish, removeStalePartials } from './backup-files.ts';

/** What to do without pg_dump/pg_restore on PATH (the command line prints it and exits 1). */
export const PG_TOOLS_MISSING =
  'pg_dump och pg_restore hittades inte (PostgreSQL-klientprogrammen). Installera dem ' +
  '(t.ex. `apt-get install postgresql-client`) och kör kommandot igen, eller säkerhetskopiera ' +
  'själv: `pg_dump --format=custom --file=FIL "$DATABASE_URL"` och återställ till en tom ' +
  'databas med `pg_restore --single-transaction --no-owner --dbname="$DATABASE_URL" FIL`, ' +
  'därefter `npm run segla -- migrate`.';

/** Whether a PostgreSQL client program runs here. */
export function hasPgTool(name: 'pg_dump' | 'pg_restore'): boolean {
  const result = spawnSync(name, ['--version'], { stdio: 'ignore' });
  return result.error === undefined && result.status === 0;
}

/**
 * The connection for pg_dump/pg_restore: the URL without its password on the command line
 * (other users can read a process's arguments), the password in PGPASSWORD.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv; secret: string } {
  const parsed = new URL(url);
  const secret = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (secret) env.PGPASSWORD = secret;
  return { dbname: parsed.toString(), env, secret };
}

/** Runs a client program without blocking the event loop; its error output, password hidden. */
function run(program: string, args: string[], url: string): Promise<string> {
  const { dbname, env, secret } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${dbname}`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', (error) => reject(new BackupError(`${program}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(output);
      const said = secret ? errors.split(secret).join('***') : errors;
      reject(new BackupError(`${program} misslyckades (kod ${code}): ${said.trim()}`));
    });
  });
}

/** pg_dump of the whole database in its custom format, into `target` only when complete. */
export async function backupPostgres(url: string, target: string): Promise<void> {
  if (!hasPgTool('pg_dump')) throw new BackupError(PG_TOOLS_MISSING);
  removeStalePartials(target);
  const partial = partialFile(target);
  try {
    await run('pg_dump', ['--format=custom', `--file=${partial}`], url);
    publish(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The backup's table of contents names our migrations table, else it is not ours. */
function checkDump(file: string): void {
  const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
  if (list.status !== 0 || !/ TABLE public kysely_migration /.test(list.stdout)) {
    throw new BackupError(
      `Filen ${file} är ingen säkerhetskopia av en Segla-databas (pg_dump, custom-format).`,
    );
  }
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a backup into the configured database, in one transaction: all of it or
 * nothing. A database with tables is refused unless `force`; then what the backup holds is
 * dropped first (--clean). The restored schema is brought to the latest migration.
 */
export async function restorePostgres(
  backup: string,
  url: string,
  force: boolean,
): Promise<string[]> {
  if (!existsSync(backup)) throw new BackupError(`Filen ${backup} finns inte.`);
  if (!hasPgTool('pg_restore')) throw new BackupError(PG_TOOLS_MISSING);
  checkDump(backup);
  const tables = await tableCount(url);
  if (tables > 0 && !force) {
    throw new BackupError(
      `Databasen innehåller redan ${tables} tabeller; ange --force för att ersätta dem ` +
        '(stoppa servern först).',
    );
  }
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await run(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...clean, backup],
    url,
  );
  const database = createDatabase(url);
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}
