import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/build-test-app.ts';
import { expectStatus } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const LAST_MIGRATION = '0017-sailings-competitor-count';

describe.each(databaseKinds)('health and readiness on %s', (kind) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  /** An app of its own: readiness remembers a current schema, and draining is for good. */
  async function fresh(options: TestAppOptions = {}): Promise<TestApp> {
    const t = await buildTestApp(kind, options);
    apps.push(t);
    return t;
  }

  const get = (t: TestApp, url: string) => t.request({ method: 'GET', url });

  it('answers /healthz without asking the database, even when it is gone', async () => {
    const t = await fresh();
    const response = await get(t, '/healthz');
    expectStatus(response, 200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');

    await t.db.destroy();
    expectStatus(await get(t, '/healthz'), 200);
  });

  it('answers /readyz 200 when the database answers and its schema is current', async () => {
    const t = await fresh();
    const response = await get(t, '/readyz');
    expectStatus(response, 200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 naming the database when it cannot be reached', async () => {
    const t = await fresh();
    expectStatus(await get(t, '/readyz'), 200);
    await t.db.destroy();
    const response = await get(t, '/readyz');
    expectStatus(response, 503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'Databasen går inte att nå.' },
    });
  });

  it('answers /readyz 503 naming a migration the database has not run, and 200 once it has', async () => {
    const t = await fresh();
    const row = await t.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .where(sql.ref('name'), '=', LAST_MIGRATION)
      .executeTakeFirstOrThrow();
    await sql`DELETE FROM kysely_migration WHERE name = ${LAST_MIGRATION}`.execute(t.db);

    const response = await get(t, '/readyz');
    expectStatus(response, 503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: {
        migrations: `Databasen saknar en migrering: ${LAST_MIGRATION}. Kör npm run segla -- migrate.`,
      },
    });

    const { timestamp } = row as { timestamp: string };
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${LAST_MIGRATION}, ${timestamp})`.execute(
      t.db,
    );
    expectStatus(await get(t, '/readyz'), 200);
  });

  it('answers /readyz 503 draining after app.drain(), while every other route keeps working', async () => {
    const t = await fresh();
    expectStatus(await get(t, '/readyz'), 200);
    t.app.drain();
    const response = await get(t, '/readyz');
    expectStatus(response, 503);
    expect(response.json()).toEqual({
      status: 'draining',
      checks: { shutdown: 'Servern stängs av och tar inte emot nya besökare.' },
    });
    expectStatus(await get(t, '/healthz'), 200);
    expectStatus(await get(t, '/api/clubs/'), 200);
  });

  it('leaves the probes out of the request log, and other requests in it', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await fresh({ logStream });
    expectStatus(await get(t, '/healthz'), 200);
    expectStatus(await get(t, '/readyz'), 200);
    t.app.drain();
    expectStatus(await get(t, '/readyz'), 503);
    expectStatus(await get(t, '/api/time/'), 200);
    const log = lines.join('');
    expect(log).toContain('/api/time/');
    expect(log).not.toContain('/healthz');
    expect(log).not.toContain('/readyz');
  });

  it.runIf(kind === 'postgres')(
    'answers /readyz 503 while the LISTEN connection is down, and 200 once it is back',
    async () => {
      const t = await fresh();
      const listener = t.app.services.listener!;
      expect(listener.listening).toBe(true);
      expectStatus(await get(t, '/readyz'), 200);

      // Cut the listening connection from the server's side, as a database restart would.
      const admin = new pg.Client({ connectionString: t.testDatabase.url });
      await admin.connect();
      try {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [listener.applicationName],
        );
      } finally {
        await admin.end();
      }

      // It reconnects on its own after a back-off (500 ms at first): the probe sees the gap.
      let down: Record<string, unknown> | null = null;
      for (let i = 0; i < 500 && down === null; i++) {
        const response = await get(t, '/readyz');
        if (response.statusCode === 503) down = response.json();
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(down).toEqual({
        status: 'not_ready',
        checks: {
          listener:
            'LISTEN-anslutningen till PostgreSQL är nere: liveuppdateringar och resultatnotiser kan missas.',
        },
      });

      let back = false;
      for (let i = 0; i < 500 && !back; i++) {
        back = (await get(t, '/readyz')).statusCode === 200;
        if (!back) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(back).toBe(true);
      expect(listener.listening).toBe(true);
    },
  );
});
