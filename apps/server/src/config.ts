import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/** The configuration of docs/product.md §10, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` or a SQLite file path. */
  databaseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  secretKey: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  feedbackEmail: string | null;
  /** Seed demo data on an empty database (`npm start` only). */
  demoData: boolean;
  /** Where `npm start` writes its daily backup (BACKUP_DIR); null: no daily backup. */
  backupDir: string | null;
  /** How many daily backups to keep (BACKUP_KEEP, at least 1). */
  backupKeep: number;
  /** The bearer token `GET /metrics` asks for (METRICS_TOKEN); null: no metrics. */
  metricsToken: string | null;
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe (TRUST_PROXY), as Fastify's `trustProxy`:
   * false (none, the default), true (any: only when nothing but the proxy can reach Segla), a
   * number of hops, or addresses and CIDR ranges. The caller's address limits logins and live
   * connections per address: behind a proxy without it, every visitor has the proxy's address.
   */
  trustProxy: boolean | number | string;
  /**
   * How long SIGTERM/SIGINT keep serving with `/readyz` answering 503 before the server stops
   * (SHUTDOWN_DRAIN_MS), so a load balancer takes the instance out first.
   */
  shutdownDrainMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const SECRET_KEY_MIN_BYTES = 32;
const SECRET_KEY_FILE = 'secret_key';

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(
      `PORT måste vara ett heltal 0–65535 (PORT must be 0–65535), fick "${raw}".`,
    );
  }
  return port;
}

function readBoolean(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !['off', 'false', '0', 'no', 'nej'].includes(raw.trim().toLowerCase());
}

export const DEFAULT_BACKUP_KEEP = 7;
export const METRICS_TOKEN_MIN_LENGTH = 16;

export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

function readShutdownDrainMs(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_DRAIN_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS måste vara ett heltal 0–600000 millisekunder ` +
        `(SHUTDOWN_DRAIN_MS must be 0–600000), fick "${raw}".`,
    );
  }
  return ms;
}

function readBackupKeep(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_BACKUP_KEEP;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000) {
    throw new ConfigError(
      `BACKUP_KEEP måste vara ett heltal från 1 (BACKUP_KEEP must be a whole number ≥ 1), fick "${raw}".`,
    );
  }
  return keep;
}

function readMetricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (raw.trim().length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `METRICS_TOKEN är för kort: minst ${METRICS_TOKEN_MIN_LENGTH} tecken krävs ` +
        `(METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters).`,
    );
  }
  return raw.trim();
}

/** proxy-addr's names for address ranges, which TRUST_PROXY may use beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function readTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw.trim() === '') return false;
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (['off', 'false', '0', 'no', 'nej'].includes(lower)) return false;
  if (['on', 'true', 'yes', 'ja'].includes(lower)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || address === undefined) return false;
    const version = isIP(address);
    if (version === 0) return false;
    if (bits === undefined) return true;
    const prefix = Number(bits);
    return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
  });
  if (!valid) {
    throw new ConfigError(
      `TRUST_PROXY ska vara on, off, ett antal steg eller adresser/CIDR-intervall ` +
        `(TRUST_PROXY is malformed), fick "${value}".`,
    );
  }
  return entries.join(',');
}

/** A scheme at the start of a value (two characters or more: `C:` is a Windows drive). */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;
/** How createDatabase (db/database.ts) tells PostgreSQL from a SQLite file. */
const POSTGRES_URL = /^postgres(ql)?:\/\//;
/** A path that is a URL typed without its colon: `postgres//host/db`, `postgres/host/db`. */
const MISTYPED_URL = /\/\/|^postgres(ql)?\//i;

/**
 * DATABASE_URL: `postgres://…` (or `postgresql://`), a `sqlite:` URL or a SQLite file path.
 * Another scheme, a PostgreSQL URL that does not parse, or a path that is a mistyped URL stops
 * the start with one line naming it, before anything is written (docs/product.md §10).
 */
function readDatabaseUrl(raw: string | undefined, dataDir: string): string {
  if (raw === undefined || raw === '') return path.join(dataDir, 'segla.sqlite3');
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (MISTYPED_URL.test(raw)) {
      throw new ConfigError(
        'DATABASE_URL ser ut som en felskriven adress (DATABASE_URL looks like a mistyped URL): ' +
          `"${raw.replace(/[^/@]+@/, '***@')}". ` +
          'Ange postgres://användare:lösenord@värd/databas eller sökvägen till en SQLite-fil.',
      );
    }
    return raw;
  }
  if (scheme === 'sqlite') return raw;
  if (scheme !== 'postgres' && scheme !== 'postgresql') {
    throw new ConfigError(
      `DATABASE_URL stöds inte (DATABASE_URL is not supported): "${scheme}:…". ` +
        'Ange postgres://användare:lösenord@värd/databas eller en SQLite-fil.',
    );
  }
  // `Postgres://…` or `postgres:/…` would be opened as a SQLite file of that name.
  if (!POSTGRES_URL.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(
      'DATABASE_URL är ingen giltig adress (DATABASE_URL is malformed): ' +
        'väntade postgres://användare:lösenord@värd:port/databas.',
    );
  }
  const parsed = new URL(raw);
  if (parsed.hostname === '' && !parsed.searchParams.has('host')) {
    throw new ConfigError(
      'DATABASE_URL saknar värd (DATABASE_URL has no host): ' +
        'väntade postgres://användare:lösenord@värd:port/databas.',
    );
  }
  return raw;
}

/** DATA_DIR must exist or be creatable, and be writable: Segla keeps its key and files there. */
function ensureWritableDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'fel';
    throw new ConfigError(
      `DATA_DIR "${dataDir}" går inte att skapa eller skriva i (DATA_DIR is not writable: ${code}).`,
    );
  }
}

/**
 * The secret key: SECRET_KEY if set (at least 32 bytes), else one generated once into
 * DATA_DIR with mode 0600 and reused, so tokens survive restarts.
 */
export function resolveSecretKey(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (Buffer.byteLength(fromEnv, 'utf8') < SECRET_KEY_MIN_BYTES) {
      throw new ConfigError(
        `SECRET_KEY är för kort: minst ${SECRET_KEY_MIN_BYTES} byte krävs ` +
          `(SECRET_KEY must be at least ${SECRET_KEY_MIN_BYTES} bytes). ` +
          'Ta bort variabeln för att låta Segla skapa en nyckel, eller ange en längre.',
      );
    }
    return fromEnv;
  }
  const file = path.join(dataDir, SECRET_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process wrote the key first; then that key is the one to use.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(key, 'utf8') < SECRET_KEY_MIN_BYTES) {
    throw new ConfigError(`Nyckeln i ${file} är för kort; ta bort filen så skapas en ny.`);
  }
  return key;
}

/** Reads the configuration from `env` (process.env by default). Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL, dataDir);
  const databaseKind = POSTGRES_URL.test(databaseUrl) ? 'postgres' : 'sqlite';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL är ingen giltig adress (PUBLIC_URL is not a URL): "${publicUrl}".`,
    );
  }
  ensureWritableDataDir(dataDir);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseKind,
    secretKey: resolveSecretKey(env.SECRET_KEY, dataDir),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Segla <noreply@localhost>',
    feedbackEmail: env.FEEDBACK_EMAIL || null,
    demoData: readBoolean(env.DEMO_DATA, true),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : null,
    backupKeep: readBackupKeep(env.BACKUP_KEEP),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    shutdownDrainMs: readShutdownDrainMs(env.SHUTDOWN_DRAIN_MS),
  };
}
