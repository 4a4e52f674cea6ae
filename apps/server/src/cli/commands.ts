import { emailSchema, passwordSchema } from '@segla/core';
import type { Config } from '../config.ts';
import { backupDatabase, restoreDatabase } from '../backup/backup-database.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { passwordProblems } from '../modules/auth/password-rules.ts';
import { describeSeed, seedDemo } from '../demo/seed-demo.ts';
import { createAdmin, createClub } from './account-commands.ts';
import { importSailwave } from './sailwave-command.ts';
import { seedScaleCommand, seedScaleOptions } from './seed-scale-command.ts';

export const usage = `Användning (usage): npm run segla -- <kommando> [flaggor]

Kommandon:
  migrate                                   Uppdatera databasens schema
  seed-demo                                 Lägg in demodata (klubbar, seglingar, resultat)
  seed-scale [--clubs N] [--sailings N] [--competitors N] [--seed N] [--force]
                                            Lägg in en nationell testdatamängd (standard 300
                                            klubbar, 30 000 seglingar, 1 000 000 deltagare);
                                            vägrar en databas med klubbar utan --force
  create-admin --email E --password P       Skapa ett administratörskonto (staff)
  create-club --slug S --name N --email E --password P
                                            Skapa en klubb och dess klubbkonto
  import-sailwave --club S FIL…             Importera Sailwave-serier (.blw) till klubben;
                                            skriver de nya seriernas id, ett per rad
  backup FIL [--force]                      Säkerhetskopiera databasen till FIL medan servern
                                            kör (SQLite: en konsekvent kopia; PostgreSQL:
                                            pg_dump); vägrar en befintlig FIL utan --force
  restore FIL [--force]                     Återställ en säkerhetskopia till databasen (stoppa
                                            servern först); vägrar en databas med tabeller
                                            utan --force; uppdaterar sedan schemat
  help                                      Visa denna hjälp`;

/** Wrong or missing arguments: the command line prints usage and exits 2, writing nothing. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Values = Record<string, string | boolean | undefined>;

function required(values: Values, allowed: string[], needed: string[]): Record<string, string> {
  const extra = Object.keys(values).filter(
    (key) => values[key] !== undefined && !allowed.includes(key),
  );
  if (extra.length > 0) throw new UsageError(`Okänd flagga för kommandot: --${extra.join(', --')}`);
  const result: Record<string, string> = {};
  for (const key of needed) {
    const value = values[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new UsageError(`Flaggan --${key} saknas (missing --${key}).`);
    }
    result[key] = value;
  }
  return result;
}

/** Validates e-mail and password as registration does; a bad one is a usage error. */
function credentials(args: Record<string, string>): { email: string; password: string } {
  const email = emailSchema.safeParse(args.email);
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? ''}`);
  const password = passwordSchema.safeParse(args.password);
  if (!password.success) {
    throw new UsageError(`--password: ${password.error.issues.map((i) => i.message).join(' ')}`);
  }
  const problems = passwordProblems(password.data, email.data);
  if (problems.length > 0) throw new UsageError(`--password: ${problems.join(' ')}`);
  return { email: email.data, password: password.data };
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;

async function withDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs one command; returns the line to print. Arguments are checked before anything is opened. */
export async function runCommand(
  command: string,
  values: Values,
  config: Config,
  files: readonly string[] = [],
  warn: (line: string) => void = console.warn,
  progress: (line: string) => void = console.warn,
): Promise<string> {
  const takesFiles = ['import-sailwave', 'backup', 'restore'];
  if (files.length > 0 && !takesFiles.includes(command)) {
    throw new UsageError(`Okänt argument: ${files[0]}`);
  }
  switch (command) {
    case 'migrate': {
      required(values, [], []);
      const database = createDatabase(config.databaseUrl);
      try {
        const applied = await migrateToLatest(database.db);
        return applied.length > 0
          ? `Migreringar körda: ${applied.join(', ')}`
          : 'Databasen är redan uppdaterad.';
      } finally {
        await database.close();
      }
    }
    case 'seed-demo': {
      required(values, [], []);
      return withDatabase(config, async ({ db }) => {
        const summary = await seedDemo(db);
        return summary ? describeSeed(summary) : 'Demodatan finns redan i databasen.';
      });
    }
    case 'seed-scale': {
      required(values, ['clubs', 'sailings', 'competitors', 'seed', 'force'], []);
      const options = seedScaleOptions(values);
      if (typeof options === 'string') throw new UsageError(options);
      return withDatabase(config, ({ db }) => seedScaleCommand(db, options, progress));
    }
    case 'create-admin': {
      const args = credentials(required(values, ['email', 'password'], ['email', 'password']));
      return withDatabase(config, async ({ db }) => {
        const id = await createAdmin(db, args);
        return `Administratör skapad: ${args.email.toLowerCase()} (id ${id})`;
      });
    }
    case 'create-club': {
      const all = ['slug', 'name', 'email', 'password'];
      const args = required(values, all, all);
      const slug = args.slug!.trim();
      if (!SLUG.test(slug)) {
        throw new UsageError(
          '--slug: endast a–z, 0–9 och bindestreck, högst 50 tecken (t.ex. ksss).',
        );
      }
      const name = args.name!.trim();
      if (name.length > 200) throw new UsageError('--name: högst 200 tecken.');
      const login = credentials(args);
      return withDatabase(config, async ({ db }) => {
        const club = await createClub(db, { slug, name, ...login });
        return `Klubb skapad: ${name} (${slug}, id ${club.clubId}) med klubbkontot ${login.email.toLowerCase()}`;
      });
    }
    case 'import-sailwave': {
      const args = required(values, ['club'], ['club']);
      if (files.length === 0) throw new UsageError('Ange minst en Sailwave-fil (.blw).');
      return withDatabase(config, ({ db }) => importSailwave(db, args.club!.trim(), files, warn));
    }
    case 'backup':
    case 'restore': {
      required(values, ['force'], []);
      if (files.length !== 1) throw new UsageError('Ange exakt en fil (FIL).');
      const force = values.force === true;
      return command === 'backup'
        ? backupDatabase(config, files[0]!, force)
        : restoreDatabase(config, files[0]!, force);
    }
    default:
      throw new UsageError(`Okänt kommando: ${command}`);
  }
}
