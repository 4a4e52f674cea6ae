import type { IndexData } from '@segla/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYBODY, sailingVisibleTo } from '../../src/modules/visibility/visibility.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertClub, insertCompetitors, insertSailings } from '../helpers/factories.ts';
import { secondInstance, type Instance } from '../helpers/second-instance.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * Each sailing's competitors as the database keeps them (migration 0017), and the home page's
 * total from them (kept until a `totals:0` notice), against a plain count of the entries after
 * every kind of write; on PostgreSQL also as a second instance shows it, read at once.
 */
describe.each(databaseKinds)('competitors counted by the database on %s', (kind) => {
  let t: TestApp;
  let second: Instance | null = null;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    if (kind === 'postgres') second = await secondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  /** Every sailing whose kept count differs from a plain count of its entries. */
  const wrongCounts = async () => {
    const { rows } = await sql<{ id: number; kept: number; counted: number }>`
      select s.id, s.competitor_count as kept,
        (select count(*) from competitors as p where p.sailing_id = s.id) as counted
      from sailings as s`.execute(t.db);
    return rows.filter((row) => Number(row.kept) !== Number(row.counted));
  };
  const plainTotal = async () => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from competitors as p
      inner join sailings as s on s.id = p.sailing_id
      where ${sailingVisibleTo(EVERYBODY, 's')}`.execute(t.db);
    return Number(rows[0]!.n);
  };
  const shown = async (instance: Instance = t) =>
    (await instance.request({ method: 'GET', url: '/api/index-data/' })).json<IndexData>();
  const expectExact = async () => {
    expect(await wrongCounts()).toEqual([]);
    const total = await plainTotal();
    if (second) expect((await shown(second)).counts.competitors).toBe(total);
    const data = await shown();
    expect(data.counts.competitors).toBe(total);
    return data;
  };

  it('stays a plain count after inserts, deletes, moves, publishing and deletions', async () => {
    const club = await insertClub(t.db);
    const [a, b, c] = await insertSailings(t.db, [
      { clubId: club.id, status: 'finished', startDate: '2001-01-03' },
      { clubId: club.id, status: 'ongoing' },
      { clubId: club.id, status: 'unpublished' },
    ]);
    const total = async () => (await expectExact()).counts.competitors;
    const start = await total();

    // One statement for several sailings (a bulk insert), then one more.
    const entries = await insertCompetitors(t.db, [
      ...[1, 2, 3].map(() => ({ sailingId: a!.id })),
      ...[1, 2].map(() => ({ sailingId: b!.id })),
      { sailingId: c!.id },
    ]);
    await insertCompetitors(t.db, [{ sailingId: a!.id }]);
    expect(await total()).toBe(start + 6);
    const listed = (await shown()).ongoing.find((item) => item.id === b!.id);
    expect(listed?.competitor_count).toBe(2);

    // A move between sailings, several at once, and a write that moves nothing.
    const move = (ids: number[], sailingId: number) =>
      t.db
        .updateTable('competitors')
        .set({ sailing_id: sailingId })
        .where('id', 'in', ids)
        .execute();
    await move([entries[0]!.id], b!.id);
    expect(await total()).toBe(start + 6);
    await move([entries[1]!.id, entries[3]!.id], c!.id);
    expect(await total()).toBe(start + 4);
    await t.db
      .updateTable('competitors')
      .set({ name: 'Nytt namn' })
      .where('sailing_id', 'in', [a!.id, b!.id])
      .execute();
    expect(await total()).toBe(start + 4);

    // Published and unpublished.
    const setStatus = (id: number, status: 'unpublished' | 'finished') =>
      t.db.updateTable('sailings').set({ status }).where('id', '=', id).execute();
    await setStatus(c!.id, 'finished');
    expect(await total()).toBe(start + 7);
    await setStatus(a!.id, 'unpublished');
    expect(await total()).toBe(start + 5);

    // Deletes: some entries, and a sailing with its entries (the foreign key cascades).
    await t.db.deleteFrom('competitors').where('id', '=', entries[2]!.id).execute();
    await t.db.deleteFrom('sailings').where('id', '=', b!.id).execute();
    await expectExact();

    // A rolled-back write leaves the counts as they were.
    const before = await total();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await insertCompetitors(trx, [{ sailingId: c!.id }]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await total()).toBe(before);
  });
});
