import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSecretKey } from './config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'segla-config-'));

describe('loadConfig', () => {
  it('has the defaults of docs/product.md §10', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: path.join(dir, 'segla.sqlite3'),
      databaseKind: 'sqlite',
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Segla <noreply@localhost>',
      feedbackEmail: null,
      demoData: true,
      backupDir: null,
      backupKeep: 7,
      metricsToken: null,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@db/segla',
      SECRET_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://segla.example/',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'Klubben <info@klubb.se>',
      FEEDBACK_EMAIL: 'feedback@segla.example',
      DEMO_DATA: 'off',
      BACKUP_DIR: 'backups',
      BACKUP_KEEP: '14',
      METRICS_TOKEN: 'metrics-token-0123456789',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseKind: 'postgres',
      secretKey: 'k'.repeat(32),
      publicUrl: 'https://segla.example',
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'Klubben <info@klubb.se>',
      feedbackEmail: 'feedback@segla.example',
      demoData: false,
      backupDir: path.resolve('backups'),
      backupKeep: 14,
      metricsToken: 'metrics-token-0123456789',
    });
  });

  it('refuses a bad BACKUP_KEEP and a short METRICS_TOKEN with a Swedish line naming it', () => {
    for (const keep of ['0', '-1', '2.5', 'sju']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), BACKUP_KEEP: keep })).toThrow(
        /^BACKUP_KEEP måste vara ett heltal/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'kort' })).toThrow(
      /^METRICS_TOKEN är för kort/,
    );
  });

  it('reads TRUST_PROXY as Fastify takes it, and refuses what is not an address', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value });
    expect(trust('on').trustProxy).toBe(true);
    expect(trust('off').trustProxy).toBe(false);
    expect(trust('2').trustProxy).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,loopback').trustProxy).toBe(
      '10.0.0.1,192.168.0.0/16,loopback',
    );
    expect(trust('::1,fd00::/8').trustProxy).toBe('::1,fd00::/8');
    for (const bad of ['proxy.example.se', '10.0.0.1/33', '10.0.0/8', '1.2.3.4/8/1']) {
      expect(() => trust(bad)).toThrow(/^TRUST_PROXY ska vara/);
    }
  });

  it('reads SHUTDOWN_DRAIN_MS (default 5 s) and refuses a bad one with a Swedish line', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '250' }).shutdownDrainMs).toBe(250);
    for (const ms of ['-1', '2.5', 'fem', '600001']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: ms })).toThrow(
        /^SHUTDOWN_DRAIN_MS måste vara ett heltal/,
      );
    }
  });

  it('reads DATABASE_URL as a PostgreSQL URL, a sqlite: URL or a SQLite file path', () => {
    const database = (url: string) => {
      const { databaseUrl, databaseKind } = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url });
      return { databaseUrl, databaseKind };
    };
    expect(database('postgresql://u@db:5432/segla')).toEqual({
      databaseUrl: 'postgresql://u@db:5432/segla',
      databaseKind: 'postgres',
    });
    expect(database('postgres:///segla?host=/var/run/postgresql').databaseKind).toBe('postgres');
    for (const sqlite of ['sqlite:segla.sqlite3', '/var/lib/segla/segla.sqlite3', 'data/x.db']) {
      expect(database(sqlite)).toEqual({ databaseUrl: sqlite, databaseKind: 'sqlite' });
    }
  });

  it('refuses a DATABASE_URL that is a mistyped URL with a Swedish line, writing nothing', () => {
    const parent = tempDir();
    const dataDir = path.join(parent, 'data');
    const load = (url: string) => () => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url });
    for (const url of ['postgres//db/segla', 'postgresql//db/segla', 'postgres/db/segla']) {
      expect(load(url)).toThrow(/^DATABASE_URL ser ut som en felskriven adress/);
    }
    // The password stays out of the message.
    expect(load('postgres//segla:hemligt@db/segla')).toThrow(/"postgres\/\/\*\*\*@db\/segla"/);
    // What createDatabase would open as a SQLite file of that name.
    for (const url of ['Postgres://db/segla', 'postgres:/db/segla', 'postgres:db']) {
      expect(load(url)).toThrow(/^DATABASE_URL är ingen giltig adress/);
    }
    expect(load('mysql:db/segla')).toThrow(/^DATABASE_URL stöds inte/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a bad PORT and PUBLIC_URL', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'inte en adress' })).toThrow(
      ConfigError,
    );
  });
});

describe('resolveSecretKey', () => {
  it('refuses a SECRET_KEY shorter than 32 bytes with a clear message', () => {
    expect(() => resolveSecretKey('k'.repeat(31), tempDir())).toThrow(/minst 32 byte/);
    // 'å' is two bytes in UTF-8: 16 of them are 32 bytes.
    expect(resolveSecretKey('å'.repeat(16), tempDir())).toBe('å'.repeat(16));
  });

  it('generates a key once into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = tempDir();
    const first = resolveSecretKey(undefined, dir);
    const file = path.join(dir, 'secret_key');
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey('', dir)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });

  it('refuses a generated key file that was truncated', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'secret_key'), 'short');
    expect(() => resolveSecretKey(undefined, dir)).toThrow(ConfigError);
  });
});
