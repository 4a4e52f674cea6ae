import type { Config } from './config.ts';
import { MigrationError } from './db/migrate.ts';
import { errorMessage } from './error-message.ts';

/** A connection string with its password hidden, for a message. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Why the server could not listen, as one Swedish line naming the variable to change
 * (docs/product.md §10), or null when it is not a known cause.
 */
export function listenErrorMessage(
  error: unknown,
  config: Pick<Config, 'port' | 'host'>,
): string | null {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return (
        `PORT ${config.port} används redan av ett annat program på ${config.host} ` +
        '(PORT is in use): stoppa det eller välj en annan PORT.'
      );
    case 'EACCES':
      return (
        `PORT ${config.port} får inte användas av Segla på den här datorn ` +
        '(PORT needs privileges): välj en PORT över 1023.'
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return (
        `HOST "${config.host}" är ingen adress på den här datorn (HOST is not an address here): ` +
        'använd t.ex. 127.0.0.1 eller 0.0.0.0.'
      );
    default:
      return null;
  }
}

/**
 * Why the database could not be opened, reached or migrated at the start, as one Swedish line
 * naming DATABASE_URL (or DATA_DIR for the embedded file), or null when it is not a known cause.
 */
export function databaseErrorMessage(
  error: unknown,
  config: Pick<Config, 'databaseUrl' | 'databaseKind'>,
): string | null {
  // A migration run that could not reach the database fails with the connection's error.
  const source = error instanceof MigrationError && error.cause !== undefined ? error.cause : error;
  const code = codeOf(source);
  const where = redactDatabaseUrl(config.databaseUrl);
  if (config.databaseKind === 'sqlite') {
    if (code === 'SQLITE_CANTOPEN' || code === 'EACCES' || code === 'ENOTDIR' || code === 'EROFS') {
      return (
        `SQLite-filen ${where} går inte att öppna eller skriva (DATABASE_URL/DATA_DIR): ` +
        `${errorMessage(source)}.`
      );
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      return `Filen ${where} är ingen läsbar SQLite-databas (DATABASE_URL/DATA_DIR): ${errorMessage(source)}.`;
    }
    return error instanceof MigrationError ? error.message : null;
  }
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ECONNRESET':
      return `Databasen på DATABASE_URL (${where}) svarar inte: ${errorMessage(source)}.`;
    case '28P01':
    case '28000':
      return `Databasen på DATABASE_URL (${where}) nekade inloggningen: kontrollera användare och lösenord.`;
    case '3D000':
      return `Databasen i DATABASE_URL (${where}) finns inte: skapa den först (createdb).`;
    default:
      // Its own line names the migration and says the database is unchanged.
      return error instanceof MigrationError ? error.message : null;
  }
}
