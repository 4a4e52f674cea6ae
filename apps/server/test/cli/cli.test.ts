import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/password-hasher.ts';
import { GOOD_PASSWORD } from '../helpers/factories.ts';
import { runCli } from '../helpers/run-node.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

describe.each(databaseKinds)('command line on %s', (kind) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-cli-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: testDb.url };
  });
  afterAll(async () => {
    await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const counts = async () => {
    const { db } = testDb.database;
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const clubs = await db
      .selectFrom('clubs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { users: Number(users.n), clubs: Number(clubs.n) };
  };

  it('migrates (and says so when there is nothing to do)', () => {
    const result = runCli(['migrate'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Databasen är redan uppdaterad.');
  });

  it('creates a club with its club account', async () => {
    const result = runCli(
      [
        'create-club',
        '--slug',
        'ksss',
        '--name',
        'Kungliga Svenska Segelsällskapet',
        '--email',
        'Kansli@KSSS.se',
        '--password',
        GOOD_PASSWORD,
      ],
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { db } = testDb.database;
    const club = await db
      .selectFrom('clubs')
      .selectAll()
      .where('slug', '=', 'ksss')
      .executeTakeFirstOrThrow();
    expect(club.name).toBe('Kungliga Svenska Segelsällskapet');
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'kansli@ksss.se')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_type: 'club', club_id: club.id });
    expect(await verifyPassword(user.password_hash, GOOD_PASSWORD)).toBe(true);
  });

  it('creates an admin (staff) account', async () => {
    const result = runCli(
      ['create-admin', '--email', 'admin@segla.example', '--password', GOOD_PASSWORD],
      env,
    );
    expect(result.code).toBe(0);
    const user = await testDb.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@segla.example')
      .executeTakeFirstOrThrow();
    expect(user.account_type).toBe('staff');
    expect(Boolean(user.is_staff)).toBe(true);
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['launch']],
    [
      'an unknown flag',
      ['create-admin', '--email', 'a@b.se', '--password', GOOD_PASSWORD, '--root'],
    ],
    ['a missing flag', ['create-club', '--slug', 'gkss', '--name', 'GKSS', '--email', 'g@gkss.se']],
    ['a flag without value', ['create-admin', '--email']],
    ['a bad e-mail', ['create-admin', '--email', 'inte-en-adress', '--password', GOOD_PASSWORD]],
    ['a weak password', ['create-admin', '--email', 'ny@segla.example', '--password', '1234']],
    [
      'a bad slug',
      [
        'create-club',
        '--slug',
        'Å Klubb!',
        '--name',
        'X',
        '--email',
        'x@x.se',
        '--password',
        GOOD_PASSWORD,
      ],
    ],
    ['a stray argument', ['migrate', 'now']],
  ])('exits 2 with usage and writes nothing for %s', async (_label, args) => {
    const before = await counts();
    const result = runCli(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr + result.stdout).toMatch(/Användning \(usage\): npm run segla --/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a taken e-mail or slug with exit 1, writing nothing', async () => {
    const before = await counts();
    const taken = runCli(
      [
        'create-club',
        '--slug',
        'ny-klubb',
        '--name',
        'Ny',
        '--email',
        'kansli@ksss.se',
        '--password',
        GOOD_PASSWORD,
      ],
      env,
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Det finns redan ett konto');
    const slug = runCli(
      [
        'create-club',
        '--slug',
        'ksss',
        '--name',
        'Ny',
        '--email',
        'ny@klubb.se',
        '--password',
        GOOD_PASSWORD,
      ],
      env,
    );
    expect(slug.code).toBe(1);
    expect(slug.stderr).toContain('Det finns redan en klubb');
    expect(await counts()).toEqual(before);
  });

  it('refuses to run with a SECRET_KEY shorter than 32 bytes', () => {
    const result = runCli(['migrate'], { ...env, SECRET_KEY: 'för-kort' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SECRET_KEY är för kort');
  });
});
