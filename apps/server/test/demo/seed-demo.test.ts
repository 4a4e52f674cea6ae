import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/demo-data.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('seeds clubs, a finished six-sailing spring series, ongoing and upcoming sailings', async () => {
    const summary = await seedDemo(t.testDatabase.database.db, new Date('2026-11-21T17:00:00Z'));
    expect(summary).toMatchObject({ clubs: 3, series: 2, sailings: 12 });
    expect(summary?.logins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'lena.hagg@demo.segla.se',
          role: 'Tävlingsledare, Segelsällskapet Bris',
        }),
        expect.objectContaining({
          email: 'johan.strand@demo.segla.se',
          role: 'Klubbadministratör, Segelsällskapet Bris',
        }),
      ]),
    );
    const { db } = t.testDatabase.database;

    const spring = await db
      .selectFrom('series')
      .select('id')
      .where('name', '=', 'Vårserien 2026')
      .executeTakeFirstOrThrow();
    const sailings = await db
      .selectFrom('sailings')
      .leftJoin('competitors', 'competitors.sailing_id', 'sailings.id')
      .select([
        'sailings.id',
        'sailings.status',
        'sailings.start_date',
        (eb) => eb.fn.count<number>('competitors.id').as('boats'),
      ])
      .where('sailings.serie_id', '=', spring.id)
      .groupBy(['sailings.id', 'sailings.status', 'sailings.start_date'])
      .orderBy('sailings.start_date')
      .execute();
    expect(sailings).toHaveLength(6);
    for (const sailing of sailings) {
      expect(sailing.status).toBe('finished');
      expect(Number(sailing.boats)).toBeGreaterThanOrEqual(15);
      expect(Number(sailing.boats)).toBeLessThanOrEqual(25);
      expect(new Date(`${sailing.start_date}T12:00:00Z`).getUTCDay()).toBe(3);
    }
    const statuses = await db.selectFrom('sailings').select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['ongoing', 'upcoming']));

    const groups = await db.selectFrom('start_groups').select('name').distinct().execute();
    expect(groups.map((g) => g.name).sort()).toEqual(['IF-båt', 'SRS kölbåt']);
    const finished = await db
      .selectFrom('competitors')
      .select(['elapsed_time', 'finish_time'])
      .where('finish_time', 'is not', null)
      .execute();
    expect(finished.length).toBeGreaterThan(100);
    expect(finished.every((c) => (c.elapsed_time ?? 0) > 1800)).toBe(true);

    // The demo's boats are found by search (issue 13), by name and by sail number.
    const boat = await db
      .selectFrom('boats')
      .select(['id', 'name', 'sail_number'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const query of [boat.name, boat.sail_number]) {
      const hits = (
        await t.request({ method: 'GET', url: '/api/search/', query: { query } })
      ).json<{
        result_list: { type: string; id: number }[];
      }>().result_list;
      expect(hits, query).toContainEqual(expect.objectContaining({ type: 'boat', id: boat.id }));
    }
  });

  it("seeds the ongoing sailing on Stockholm's clock, whatever zone the process runs in", async () => {
    // Seeded at 17:00 UTC, 18:00 in Stockholm (CET): started 50 minutes before, at 17:10 there
    // (16:10 if the process's own zone, UTC in CI, were taken for Stockholm's).
    const { db } = t.testDatabase.database;
    const ongoing = await db
      .selectFrom('sailings')
      .select(['id', 'start_date', 'start_time'])
      .where('status', '=', 'ongoing')
      .executeTakeFirstOrThrow();
    expect(ongoing).toMatchObject({ start_date: '2026-11-21', start_time: '17:10:00' });
    const boats = await db
      .selectFrom('competitors')
      .select(['finish_time', 'code'])
      .where('sailing_id', '=', ongoing.id)
      .execute();
    const finished = boats.filter((boat) => boat.finish_time !== null);
    const out = boats.filter((boat) => boat.finish_time === null && boat.code === null);
    // The first boats are home before 18:00 Stockholm time; the rest are still racing.
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((boat) => boat.finish_time! <= '18:00:00')).toBe(true);
    expect(out.length).toBeGreaterThan(0);
  });

  it('is seeded once', async () => {
    expect(await seedDemo(t.testDatabase.database.db)).toBeNull();
    // A second run grants no role twice.
    const roles = await t.testDatabase.database.db
      .selectFrom('club_officials')
      .select('id')
      .execute();
    expect(roles).toHaveLength(2);
  });

  it('makes Lena Hägg race officer and Johan Strand club admin of Bris (issue 29)', async () => {
    const { db } = t.testDatabase.database;
    const officials = await db
      .selectFrom('club_officials as o')
      .innerJoin('clubs as c', 'c.id', 'o.club_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('sailors as s', 's.user_id', 'u.id')
      .innerJoin('clubs as sc', 'sc.id', 's.club_id')
      .select([
        'u.email',
        'u.account_type',
        'o.role',
        'c.slug as club',
        's.first_name',
        's.last_name',
        'sc.slug as sailor_club',
      ])
      .orderBy('u.email')
      .execute();
    expect(officials).toEqual([
      {
        email: 'johan.strand@demo.segla.se',
        account_type: 'sailor',
        role: 'club_admin',
        club: 'bris',
        first_name: 'Johan',
        last_name: 'Strand',
        sailor_club: 'bris',
      },
      {
        email: 'lena.hagg@demo.segla.se',
        account_type: 'sailor',
        role: 'race_officer',
        club: 'bris',
        first_name: 'Lena',
        last_name: 'Hägg',
        sailor_club: 'bris',
      },
    ]);
    // They sign in with the demo password, and see their roles.
    for (const [email, role] of [
      ['lena.hagg@demo.segla.se', 'race_officer'],
      ['johan.strand@demo.segla.se', 'club_admin'],
    ] as const) {
      const login = await t.request({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, email).toBe(200);
      const me = await t.request({
        method: 'GET',
        url: '/auth/users/me/',
        headers: { authorization: `Bearer ${login.json<{ access: string }>().access}` },
      });
      expect(me.json()).toMatchObject({
        roles: [{ club: { slug: 'bris', name: 'Segelsällskapet Bris' }, role }],
      });
    }
  });

  it('gives Bris Dam, Junior and Veteran, with birth years and ticked entries (issue 32)', async () => {
    const { db } = t.testDatabase.database;
    const bris = await db
      .selectFrom('clubs')
      .select('id')
      .where('slug', '=', 'bris')
      .executeTakeFirstOrThrow();
    const categories = await t.request({ method: 'GET', url: '/api/clubs/bris/prize-categories/' });
    expect(categories.json()).toEqual([
      expect.objectContaining({ name: 'Dam', rule: 'entry_flag', position: 0 }),
      expect.objectContaining({ name: 'Junior', born_from: 2006, born_until: null, position: 1 }),
      expect.objectContaining({ name: 'Veteran', born_from: null, born_until: 1966, position: 2 }),
    ]);
    const born = await db
      .selectFrom('sailors')
      .select(['first_name', 'birth_year'])
      .where('birth_year', 'is not', null)
      .orderBy('first_name')
      .execute();
    expect(born).toEqual([
      { first_name: 'Anna', birth_year: 2007 },
      { first_name: 'Erik', birth_year: 1958 },
      { first_name: 'Karin', birth_year: 1984 },
      { first_name: 'Lars', birth_year: 1963 },
      { first_name: 'Per', birth_year: 1979 },
      { first_name: 'Sara', birth_year: 2008 },
    ]);
    // Dam is ticked on Bris entries of its women skippers only.
    const ticked = await db
      .selectFrom('competitor_categories as cc')
      .innerJoin('competitors as cp', 'cp.id', 'cc.competitor_id')
      .innerJoin('sailings as s', 's.id', 'cp.sailing_id')
      .innerJoin('sailors as sa', 'sa.id', 'cp.sailor_id')
      .select(['s.club_id', 'sa.first_name'])
      .execute();
    expect(ticked.length).toBeGreaterThan(10);
    expect(new Set(ticked.map((row) => row.club_id))).toEqual(new Set([bris.id]));
    expect(new Set(ticked.map((row) => row.first_name))).toEqual(
      new Set(['Anna', 'Karin', 'Maria', 'Sara', 'Ingrid']),
    );
  });

  it('lets the demo logins sign in', async () => {
    for (const email of [
      'bris@demo.segla.se',
      'anna.lindqvist@demo.segla.se',
      'admin@demo.segla.se',
    ]) {
      const login = await t.request({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, email).toBe(200);
      const { access } = login.json<{ access: string }>();
      const me = await t.request({
        method: 'GET',
        url: '/auth/users/me/',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.statusCode).toBe(200);
    }
    const me = await t.request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email: 'bris@demo.segla.se', password: DEMO_PASSWORD },
    });
    const profile = await t.request({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `Bearer ${me.json<{ access: string }>().access}` },
    });
    expect(profile.json()).toMatchObject({
      account_type: 'club',
      club: { slug: 'bris', name: 'Segelsällskapet Bris' },
    });
  });
});
