import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import {
  insertClub,
  insertCompetitor,
  insertSailing,
  insertSeries,
  insertStartGroup,
} from '../helpers/factories.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

describe.each(databaseKinds)('results versions kept by the database on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Kysely<DB>;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.database.db;
  });
  afterAll(() => testDb.cleanup());

  async function versions(sailingId: number, seriesId: number) {
    const sailing = await db
      .selectFrom('sailings')
      .select('results_version')
      .where('id', '=', sailingId)
      .executeTakeFirstOrThrow();
    const series = await db
      .selectFrom('series')
      .select('results_version')
      .where('id', '=', seriesId)
      .executeTakeFirstOrThrow();
    return { sailing: sailing.results_version, series: series.results_version };
  }

  /** Runs `change` and tells whether the sailing's and the series' versions moved. */
  async function moved(
    ids: { sailingId: number; seriesId: number },
    change: () => Promise<unknown>,
  ) {
    const before = await versions(ids.sailingId, ids.seriesId);
    await change();
    const after = await versions(ids.sailingId, ids.seriesId);
    return { sailing: after.sailing > before.sailing, series: after.series > before.series };
  }

  it('moves on every change a result is computed from, and on nothing else', async () => {
    const club = await insertClub(db);
    const series = await insertSeries(db, { clubId: club.id });
    const sailing = await insertSailing(db, { clubId: club.id, serieId: series.id });
    const ids = { sailingId: sailing.id, seriesId: series.id };
    const both = { sailing: true, series: true };

    let groupId = 0;
    expect(
      await moved(
        ids,
        async () => ({ id: groupId } = await insertStartGroup(db, { sailingId: sailing.id })),
      ),
    ).toEqual(both);
    let competitorId = 0;
    expect(
      await moved(
        ids,
        async () =>
          ({ id: competitorId } = await insertCompetitor(db, {
            sailingId: sailing.id,
            startGroupId: groupId,
          })),
      ),
    ).toEqual(both);
    expect(
      await moved(ids, () =>
        db
          .updateTable('competitors')
          .set({ finish_time: '19:40:00' })
          .where('id', '=', competitorId)
          .execute(),
      ),
    ).toEqual(both);
    expect(
      await moved(ids, () =>
        db
          .updateTable('start_groups')
          .set({ start_time: '18:35:00' })
          .where('id', '=', groupId)
          .execute(),
      ),
    ).toEqual(both);
    expect(
      await moved(ids, () =>
        db
          .updateTable('sailings')
          .set({ status: 'finished' })
          .where('id', '=', sailing.id)
          .execute(),
      ),
    ).toEqual(both);
    expect(
      await moved(ids, () =>
        db
          .updateTable('series')
          .set({ round_corrected: 'second' })
          .where('id', '=', series.id)
          .execute(),
      ),
    ).toEqual(both);
    expect(
      await moved(ids, () => db.deleteFrom('competitors').where('id', '=', competitorId).execute()),
    ).toEqual(both);
    // What no result shows does not move it.
    expect(
      await moved(ids, () =>
        db
          .updateTable('sailings')
          .set({ description: 'Ny text' })
          .where('id', '=', sailing.id)
          .execute(),
      ),
    ).toEqual({ sailing: false, series: false });
    expect(
      await moved(ids, () =>
        db.updateTable('series').set({ name: 'Nytt namn' }).where('id', '=', series.id).execute(),
      ),
    ).toEqual({ sailing: false, series: false });
  });

  it('moves both series when a sailing changes series', async () => {
    const club = await insertClub(db);
    const first = await insertSeries(db, { clubId: club.id });
    const second = await insertSeries(db, { clubId: club.id });
    const sailing = await insertSailing(db, { clubId: club.id, serieId: first.id });
    const before = [await versions(sailing.id, first.id), await versions(sailing.id, second.id)];
    await db
      .updateTable('sailings')
      .set({ serie_id: second.id })
      .where('id', '=', sailing.id)
      .execute();
    expect((await versions(sailing.id, first.id)).series).toBeGreaterThan(before[0]!.series);
    expect((await versions(sailing.id, second.id)).series).toBeGreaterThan(before[1]!.series);
  });

  it('lets a sailing and a series be deleted', async () => {
    const club = await insertClub(db);
    const series = await insertSeries(db, { clubId: club.id });
    const sailing = await insertSailing(db, { clubId: club.id, serieId: series.id });
    const group = await insertStartGroup(db, { sailingId: sailing.id });
    await insertCompetitor(db, { sailingId: sailing.id, startGroupId: group.id });
    await db.deleteFrom('series').where('id', '=', series.id).execute();
    await db.deleteFrom('sailings').where('id', '=', sailing.id).execute();
    expect(
      await db
        .selectFrom('competitors')
        .select('id')
        .where('sailing_id', '=', sailing.id)
        .execute(),
    ).toEqual([]);
  });
});
