import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/password-hasher.ts';
import { GOOD_PASSWORD } from '../helpers/factories.ts';
import { SAILWAVE_FIXTURES } from '../helpers/fixtures.ts';
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

  it('imports Sailwave series, printing their ids, and writes nothing for a broken file', async () => {
    const files = [
      path.join(SAILWAVE_FIXTURES, 'hyc-2026', '2026 Tues Series 1.blw'),
      path.join(SAILWAVE_FIXTURES, 'scoring-config', 'a52.blw'),
    ];
    const { db } = testDb.database;
    const seriesCount = async () =>
      Number(
        (
          await db
            .selectFrom('series')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const broken = path.join(dataDir, 'trasig.blw');
    writeFileSync(broken, '"serversion","2.38","",""\r\n"rft","19.00.00"\r\n');
    const before = await seriesCount();
    const refused = runCli(['import-sailwave', '--club', 'ksss', files[0]!, broken], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('trasig.blw: Rad 2:');
    expect(await seriesCount()).toBe(before);

    const result = runCli(['import-sailwave', '--club', 'ksss', ...files], env);
    expect(result.code).toBe(0);
    const ids = result.stdout.trim().split('\n').map(Number);
    expect(ids).toHaveLength(2);
    const names = await db
      .selectFrom('series')
      .select('name')
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(names.map((row) => row.name)).toEqual(['Club Racing 2026', 'a52']);
    expect(result.stderr).toContain('2026 Tues Series 1.blw: Datumen saknar år');
    expect(runCli(['import-sailwave', '--club', 'finns-inte', files[1]!], env).code).toBe(1);
    expect(runCli(['import-sailwave', '--club', 'ksss'], env).code).toBe(2);
  });

  it('refuses to run with a SECRET_KEY shorter than 32 bytes', () => {
    const result = runCli(['migrate'], { ...env, SECRET_KEY: 'för-kort' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SECRET_KEY är för kort');
  });
});
