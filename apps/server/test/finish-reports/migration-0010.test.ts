import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/0010-finish-reports.ts';
import type { DB } from '../../src/db/schema.ts';
import {
  insertClub,
  insertCompetitor,
  insertSailing,
  insertStartGroup,
} from '../helpers/factories.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Migration 0010 (issue 13, item 7) on a database that already holds change-log entries: the
 * rows survive the rebuild of `sailing_changes` (SQLite) or the swapped check (PostgreSQL), the
 * new kinds are accepted and unknown ones still refused; down and up again round-trip.
 */
describe.each(databaseKinds)('migration 0010 on %s', (kind) => {
  let test: TestDatabase;
  let db: Kysely<DB>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = test.database.db;
  });
  afterAll(() => test.cleanup());

  const entry = (sailingId: number, competitorId: number, kindValue: string) => ({
    sailing_id: sailingId,
    competitor_id: competitorId,
    start_group_id: null,
    user_id: null,
    device: 'Telefon',
    kind: kindValue as 'finish',
    before: null,
    after: '19:45:10',
    stamped: true,
    status: 'applied' as const,
    created_at: new Date().toISOString(),
  });

  it('keeps existing entries and accepts the new kinds', async () => {
    const club = await insertClub(db);
    const sailing = await insertSailing(db, { clubId: club.id, status: 'ongoing' });
    const group = await insertStartGroup(db, { sailingId: sailing.id, startTime: '18:30:00' });
    const competitor = await insertCompetitor(db, {
      sailingId: sailing.id,
      startGroupId: group.id,
      name: 'Anna',
    });
    await down(db as unknown as Kysely<unknown>);
    await expect(
      db
        .insertInto('sailing_changes')
        .values(entry(sailing.id, competitor.id, 'report'))
        .execute(),
    ).rejects.toThrow();
    const before = await db
      .insertInto('sailing_changes')
      .values([
        entry(sailing.id, competitor.id, 'finish'),
        entry(sailing.id, competitor.id, 'code'),
      ])
      .returning('id')
      .execute();

    await up(db as unknown as Kysely<unknown>);

    const rows = await db.selectFrom('sailing_changes').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.id, row.kind, row.after, Boolean(row.stamped)])).toEqual(
      before.map((row, i) => [row.id, i === 0 ? 'finish' : 'code', '19:45:10', true]),
    );
    await db
      .insertInto('sailing_changes')
      .values(entry(sailing.id, competitor.id, 'report'))
      .execute();
    await db
      .insertInto('sailing_changes')
      .values(entry(sailing.id, competitor.id, 'approval'))
      .execute();
    await expect(
      db
        .insertInto('sailing_changes')
        .values(entry(sailing.id, competitor.id, 'gissning'))
        .execute(),
    ).rejects.toThrow();
    // New ids follow the copied ones; the foreign keys still cascade.
    const next = await db
      .insertInto('sailing_changes')
      .values(entry(sailing.id, competitor.id, 'finish'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(before[1]!.id);
    expect(await sailingDefaults(db, sailing.id)).toBe('after_approval');
    await db.deleteFrom('competitors').where('id', '=', competitor.id).execute();
    const orphaned = await db.selectFrom('sailing_changes').select('competitor_id').execute();
    expect(orphaned.every((row) => row.competitor_id === null)).toBe(true);
    await db.deleteFrom('sailings').where('id', '=', sailing.id).execute();
    expect(await db.selectFrom('sailing_changes').select('id').execute()).toEqual([]);
    if (kind === 'sqlite') {
      const indexes = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'sailing_changes'
        and name like 'sailing_changes_%_idx' order by name`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual([
        'sailing_changes_competitor_id_idx',
        'sailing_changes_sailing_idx',
        'sailing_changes_start_group_id_idx',
        'sailing_changes_user_id_idx',
      ]);
    }
  });
});

async function sailingDefaults(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('sailings')
    .select('reported_finishes')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.reported_finishes;
}
