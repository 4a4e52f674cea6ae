import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { repoRoot, runCli, startServer } from '../helpers/run-node.ts';

/** Runs the server with `env` until it exits; its exit code and what it wrote to stderr. */
function runUntilExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = startServer({ DEMO_DATA: 'off', ...env });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop: ${stderr}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** One Swedish line, naming the variable, and no stack trace. */
function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Segla kan inte starta: /);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('a start with a configuration error', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'segla-startup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with one line naming DATABASE_URL when it has another scheme or does not parse', async () => {
    const dataDir = path.join(dir, 'scheme');
    const other = await runUntilExit({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://u:p@db/segla' });
    expect(other.code).toBe(1);
    expectOneLine(other.stderr, /DATABASE_URL stöds inte/);
    const malformed = await runUntilExit({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u:p@db:porten/segla',
    });
    expect(malformed.code).toBe(1);
    expectOneLine(malformed.stderr, /DATABASE_URL är ingen giltig adress/);
  });

  it('stops with one line naming DATABASE_URL when it is a URL without its colon, creating nothing', async () => {
    const dataDir = path.join(dir, 'mistyped');
    // Relative to the working directory (the repository): where a SQLite file of that name would go.
    const wouldBeFile = path.join(repoRoot, 'postgres');
    expect(existsSync(wouldBeFile)).toBe(false);
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres//segla:hemligt@db/segla' };
      const { code, stderr } = await runUntilExit(env);
      expect(code).toBe(1);
      expectOneLine(stderr, /DATABASE_URL ser ut som en felskriven adress/);
      expect(stderr).not.toContain('hemligt');
      const cli = runCli(['migrate'], env);
      expect(cli.code).toBe(1);
      expect(cli.stderr.trim()).toMatch(
        /^Felaktig konfiguration: DATABASE_URL ser ut som en felskriven adress/,
      );
      expect(existsSync(dataDir)).toBe(false);
      expect(existsSync(wouldBeFile)).toBe(false);
    } finally {
      rmSync(wouldBeFile, { recursive: true, force: true });
    }
  });

  it('stops with one line naming DATABASE_URL when PostgreSQL does not answer, password hidden', async () => {
    const { code, stderr } = await runUntilExit({
      DATA_DIR: path.join(dir, 'refused'),
      // Port 1 on loopback: nothing listens there, the connection is refused at once.
      DATABASE_URL: 'postgres://segla:hemligt-lösen@127.0.0.1:1/segla',
    });
    expect(code).toBe(1);
    expectOneLine(stderr, /^Segla kan inte starta: Databasen på DATABASE_URL .* svarar inte/);
    expect(stderr).not.toContain('hemligt');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'stops with one line when the PostgreSQL database does not exist',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/segla_finns_inte_0123';
      const { code, stderr } = await runUntilExit({
        DATA_DIR: path.join(dir, 'missing'),
        DATABASE_URL: url.toString(),
      });
      expect(code).toBe(1);
      expectOneLine(stderr, /Databasen i DATABASE_URL .*segla_finns_inte_0123.* finns inte/);
    },
  );

  it('stops with one line naming DATA_DIR when it cannot be created or written', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, stderr } = await runUntilExit({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expectOneLine(stderr, /DATA_DIR ".*a-file\/data" går inte att skapa eller skriva i/);
  });

  it('stops with one line when the database was migrated by a newer Segla, and leaves it as it was', async () => {
    const dataDir = path.join(dir, 'newer');
    const database = createDatabase(path.join(dataDir, 'segla.sqlite3'));
    await migrateToLatest(database.db);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-a-newer-segla', '2030-01-01T00:00:00.000Z')`.execute(
      database.db,
    );
    await database.close();
    const { code, stderr } = await runUntilExit({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      /Migreringen kunde inte köras: databasen har migreringen 9999-from-a-newer-segla, .*Databasen är oförändrad\.$/,
    );
  });

  it('stops with one line naming PORT when another program listens there', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { code, stderr } = await runUntilExit({
        DATA_DIR: path.join(dir, 'port'),
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      expect(code).toBe(1);
      expectOneLine(stderr, new RegExp(`PORT ${port} används redan`));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
