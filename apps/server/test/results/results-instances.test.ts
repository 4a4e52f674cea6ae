import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseKind } from '../../src/db/database.ts';
import type { AuthUser } from '../../src/modules/auth/auth-service.ts';
import {
  loadSailingResults,
  loadSeriesResults,
} from '../../src/modules/results/results-service.ts';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  type ClubActor,
  createCompetitor,
  createSailing,
  createSeries,
  createStartGroup,
  makeClubActor,
} from '../helpers/factories.ts';
import { secondInstance, type Instance } from '../helpers/second-instance.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * The results versions are kept in memory (decision 0038): every kind of change a result
 * depends on makes the next read fresh, on the instance that wrote it and, on PostgreSQL, on a
 * second instance of the same database read immediately after each write's answer; a lost
 * LISTEN connection makes reads check the database.
 */

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(databaseKinds)('results never stale on %s', (kind: DatabaseKind) => {
  let t: TestApp;
  let second: Instance | null = null;
  let club: ClubActor;
  let clubUser: AuthUser;
  const counter = queryCounter();

  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    if (kind === 'postgres') second = await secondInstance(t);
    club = await makeClubActor(t);
    clubUser = await t.app.services.auth.authenticate(club.token);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const instances = (): Instance[] => (second ? [t, second] : [t]);

  async function write(
    via: Instance,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) {
    const response = await via.request({ method, url, headers: bearer(club), payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  }

  /** The answer must be what the rows give now: the results computed afresh, or a 404. */
  async function expectFresh(
    response: LightMyRequestResponse,
    compute: () => Promise<unknown>,
    what: string,
  ) {
    let expected: unknown;
    try {
      expected = JSON.parse(JSON.stringify(await compute()));
    } catch {
      expect(response.statusCode, `${what}: gone`).toBe(404);
      return;
    }
    expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
    expect(response.json(), what).toEqual(expected);
  }

  /** Every reader, public and the club, of the sailing and the series, on every instance. */
  async function expectAllFresh(sailingId: number, seriesId: number, step: string) {
    const { db } = t;
    for (const [index, instance] of instances().entries()) {
      const on = `${step}, instance ${index + 1}`;
      for (const headers of [{}, bearer(club)]) {
        const viewer = 'authorization' in headers ? clubUser : null;
        const who = viewer ? 'club' : 'public';
        await expectFresh(
          await instance.request({
            method: 'GET',
            url: `/api/sailings/${sailingId}/results/`,
            headers,
          }),
          () => loadSailingResults(db, sailingId, viewer),
          `${on}: ${who} sailing`,
        );
        await expectFresh(
          await instance.request({
            method: 'GET',
            url: `/api/series/${seriesId}/results/`,
            headers,
          }),
          () => loadSeriesResults(db, seriesId, viewer),
          `${on}: ${who} series`,
        );
      }
    }
  }

  async function raceWithBoats(status: string) {
    const series = await createSeries(t, club, { name: `Serie ${status}` });
    const sailing = await createSailing(t, club, { serie: series.id, status: 'upcoming' });
    await write(t, 'PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status });
    const group = await createStartGroup(t, club, sailing.id, { start_time: '18:30:00' });
    const boats = [];
    for (const [i, finish] of ['19:30:00', '19:40:00', '19:35:00'].entries()) {
      const boat = await createCompetitor(t, club, sailing.id, {
        start_group: group.id,
        sail_number: `SWE ${i}`,
        rating: 1,
      });
      await write(t, 'PATCH', `/api/competitors/${boat.id}/update-elapsed-time/`, {
        finish_time: finish,
      });
      boats.push(boat);
    }
    return { series, sailing, group, boats };
  }

  // Many requests: generous time limits for a shared machine (nothing here measures speed).
  const LONG = 180_000;

  it.each(['ongoing', 'unpublished'])(
    'every kind of change to an %s sailing is read fresh at once, on every instance',
    async (status) => {
      const { series, sailing, group, boats } = await raceWithBoats(status);
      const [first, other, third] = [boats[0]!, boats[1]!, boats[2]!];
      const fresh = (step: string) => expectAllFresh(sailing.id, series.id, `${status}: ${step}`);
      await fresh('created');
      // Written through each instance in turn.
      const steps: [string, Parameters<typeof write>[1], string, Record<string, unknown>?][] = [
        [
          'finish',
          'PATCH',
          `/api/competitors/${first.id}/update-elapsed-time/`,
          { finish_time: '19:20:00' },
        ],
        ['code', 'PATCH', `/api/competitors/${other.id}/update-elapsed-time/`, { code: 'DNF' }],
        ['rating', 'PATCH', `/api/competitors/${third.id}/`, { rating: 0.7 }],
        ['start time', 'PUT', `/api/start-groups/${group.id}/`, { start_time: '18:40:00' }],
        ['status', 'PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status: 'finished' }],
        [
          'unpublished',
          'PUT',
          `/api/sailings/${sailing.id}/`,
          { id: sailing.id, status: 'unpublished' },
        ],
        ['published', 'PUT', `/api/sailings/${sailing.id}/`, { id: sailing.id, status: 'ongoing' }],
        [
          'settings',
          'PUT',
          `/api/series/${series.id}/`,
          { id: series.id, round_corrected: 'none', dnf_scoring: 'starting_area' },
        ],
        [
          'new boat',
          'POST',
          '/api/competitors/',
          { sailing: sailing.id, name: 'Ny', boat_name: 'Nyss', start_group: group.id },
        ],
        ['boat deleted', 'DELETE', `/api/competitors/${first.id}/`],
        ['group deleted', 'DELETE', `/api/start-groups/${group.id}/`],
        ['sailing deleted', 'DELETE', `/api/sailings/${sailing.id}/`],
        ['series deleted', 'DELETE', `/api/series/${series.id}/`],
      ];
      for (const [index, [step, method, url, payload]] of steps.entries()) {
        const via = instances()[index % instances().length]!;
        await write(via, method, url, payload);
        await fresh(step);
      }
    },
    LONG,
  );

  it(
    'a burst of finishes, each read at once on every instance',
    async () => {
      const { series, sailing, boats } = await raceWithBoats('ongoing');
      for (let round = 0; round < 40; round += 1) {
        const boat = boats[round % boats.length]!;
        const via = instances()[round % instances().length]!;
        const seconds = String(round % 60).padStart(2, '0');
        await write(via, 'PATCH', `/api/competitors/${boat.id}/update-elapsed-time/`, {
          finish_time: `19:${String(10 + round).padStart(2, '0')}:${seconds}`,
        });
        await expectAllFresh(sailing.id, series.id, `round ${round}`);
      }
    },
    LONG,
  );

  it('sees a change committed by another connection (another process)', async () => {
    const { series, sailing, boats } = await raceWithBoats('ongoing');
    await expectAllFresh(sailing.id, series.id, 'before');
    const other = createDatabase(t.testDatabase.url);
    try {
      await other.db
        .updateTable('competitors')
        .set({ finish_time: '19:01:00' })
        .where('id', '=', boats[1]!.id)
        .execute();
      await expectAllFresh(sailing.id, series.id, 'after');
    } finally {
      await other.close();
    }
  });

  it.skipIf(kind !== 'postgres')(
    'reads the database while the LISTEN connection is down, and trusts memory again after',
    async () => {
      const { series, sailing, boats } = await raceWithBoats('ongoing');
      const url = `/api/sailings/${sailing.id}/results/`;
      const read = () => counter.count(() => t.request({ method: 'GET', url }));
      await read();
      expect(await read()).toBe(0);
      const admin = new pg.Client({ connectionString: t.testDatabase.url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where application_name like 'segla-listen-%' and datname = current_database()`,
        );
        // The connection is gone: every read asks the database for the version.
        await eventually(async () => (await read()) >= 1, 2000);
        await t.db
          .updateTable('competitors')
          .set({ finish_time: '19:02:00' })
          .where('id', '=', boats[0]!.id)
          .execute();
        await expectAllFresh(sailing.id, series.id, 'while down');
        // Reconnected: memory is trusted again, and still current.
        await eventually(async () => (await read()) === 0 && (await read()) === 0, 10_000);
        await write(t, 'PATCH', `/api/competitors/${boats[2]!.id}/update-elapsed-time/`, {
          finish_time: '19:03:00',
        });
        await expectAllFresh(sailing.id, series.id, 'after reconnection');
      } finally {
        await admin.end();
      }
    },
  );
});
