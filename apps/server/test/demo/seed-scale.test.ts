import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { runCli } from '../helpers/run-node.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('seed-scale on %s', (kind) => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.testDatabase.url };
  });
  afterAll(() => t.close());

  const count = async (table: 'clubs' | 'sailings' | 'competitors' | 'series') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds the size asked for, and the app reads it: search, lists, results, standings', async () => {
    const result = runCli(
      ['seed-scale', '--clubs', '3', '--sailings', '60', '--competitors', '600'],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /3 klubbar, \d+ serier, 60 seglingar, 120 startgrupper, 600 deltagare/,
    );
    expect(await count('clubs')).toBe(3);
    expect(await count('sailings')).toBe(60);
    expect(await count('competitors')).toBe(600);

    const statuses = await t.db.selectFrom('sailings').select('status').distinct().execute();
    expect(statuses.map((row) => row.status)).toEqual(
      expect.arrayContaining(['finished', 'ongoing']),
    );
    const codes = await t.db
      .selectFrom('competitors')
      .select('code')
      .where('code', 'is not', null)
      .execute();
    expect(codes.length).toBeGreaterThan(0);

    // Found by search as the app's own writes index them: a club, a sailor, a boat's sail number.
    const club = await t.db.selectFrom('clubs').select(['slug', 'name']).executeTakeFirstOrThrow();
    const boat = await t.db
      .selectFrom('boats')
      .select(['id', 'sail_number'])
      .where('sail_number', 'like', 'SWE ___%')
      .executeTakeFirstOrThrow();
    const sailor = await t.db
      .selectFrom('sailors')
      .select(['id', 'last_name'])
      .executeTakeFirstOrThrow();
    const search = async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/search/?query=${encodeURIComponent(query)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ result_list: { type: string; id?: number; slug?: string }[] }>()
        .result_list;
    };
    expect((await search(club.name.split(' ')[0]!.slice(0, 4))).map((hit) => hit.type)).toContain(
      'club',
    );
    expect(await search(sailor.last_name.slice(0, 3))).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'sailor' })]),
    );
    expect(await search(boat.sail_number.split(' ')[1]!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'boat' })]),
    );

    const index = await t.request({ method: 'GET', url: '/api/index-data/' });
    expect(index.statusCode).toBe(200);
    const year = new Date().getUTCFullYear() - 1;
    const list = await t.request({
      method: 'GET',
      url: `/api/sailings/?club=${club.slug}&year=${year}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>().length).toBeGreaterThan(0);

    const finished = await t.db
      .selectFrom('sailings')
      .select(['id', 'serie_id'])
      .where('status', '=', 'finished')
      .where('serie_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const results = await t.request({
      method: 'GET',
      url: `/api/sailings/${finished.id}/results/`,
    });
    expect(results.statusCode).toBe(200);
    const standings = await t.request({
      method: 'GET',
      url: `/api/series/${finished.serie_id}/results/`,
    });
    expect(standings.statusCode).toBe(200);
  });

  it('refuses a database that holds clubs, and adds to it with --force', async () => {
    const refused = runCli(['seed-scale', '--clubs', '2', '--sailings', '20'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Databasen innehåller redan klubbar');
    expect(await count('clubs')).toBe(3);
    const forced = runCli(
      ['seed-scale', '--clubs', '2', '--sailings', '20', '--competitors', '100', '--force'],
      env,
    );
    expect(forced.code).toBe(0);
    expect(await count('clubs')).toBe(5);
  });

  it('checks its numbers before opening the database', () => {
    const result = runCli(['seed-scale', '--clubs', 'många'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--clubs');
  });
});
