import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { NulCharacterError, RefuseNulPlugin } from './refuse-nul-plugin.ts';
import { openSqlite } from './sqlite-database.ts';

interface Notes {
  notes: { id: number; text: string };
}

describe('RefuseNulPlugin', () => {
  const db = new Kysely<Notes>({
    dialect: new SqliteDialect({ database: openSqlite(':memory:').database }),
    plugins: [new RefuseNulPlugin()],
  });
  afterAll(() => db.destroy());

  it('refuses NUL in a parameter of any query, before the database sees it', async () => {
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await expect(
      db.insertInto('notes').values({ id: 1, text: 'a\u0000b' }).execute(),
    ).rejects.toBeInstanceOf(NulCharacterError);
    await expect(
      db.selectFrom('notes').selectAll().where('text', 'in', ['x', '\u0000']).execute(),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(sql`select ${'\u0000'} as value`.execute(db)).rejects.toBeInstanceOf(
      NulCharacterError,
    );
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('lets other text, control characters the schemas judge, and binary data through', async () => {
    await db.insertInto('notes').values({ id: 2, text: 'Bris\tå\n' }).execute();
    const blob = await sql<{ value: Buffer }>`select ${Buffer.from([0, 1, 0])} as value`.execute(
      db,
    );
    expect([...blob.rows[0]!.value]).toEqual([0, 1, 0]);
    expect(await db.selectFrom('notes').select('text').execute()).toEqual([{ text: 'Bris\tå\n' }]);
  });
});
