import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupedMatchesQuery,
  positionFirstMatchesQuery,
  searchMatchesQuery,
} from '../../src/modules/search/search-repository.ts';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertBoat,
  insertClub,
  insertSailings,
  insertSailor,
  insertSailors,
  insertSeries,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('search performance on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  const db = () => t.db;

  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
  });
  afterAll(() => t.close());

  /**
   * One club, series, sailing and sailor with "räkna…" as their first word, and `n` sailings and
   * `n` sailors of that club that match only through the club's name (later words): every kind
   * of result is among the best however many rows match.
   */
  let club: { id: number } | undefined;
  async function addMatches(n: number) {
    if (!club) {
      club = await insertClub(db(), { name: 'Räknarnas segelsällskap' });
      const series = await insertSeries(db(), { clubId: club.id, name: 'Räknarserien' });
      await insertSailings(db(), [{ clubId: club.id, serieId: series.id, name: 'Räknarregattan' }]);
      await insertSailor(db(), { firstName: 'Räknare', lastName: 'Först', clubId: club.id });
      await insertBoat(db(), { name: 'Räknarbåten', sailNumber: 'SWE 1' });
    }
    const clubId = club.id;
    await insertSailings(
      db(),
      Array.from({ length: n }, (_, i) => ({ clubId, name: `Kvällssegling ${i}` })),
    );
    await insertSailors(
      db(),
      Array.from({ length: n }, (_, i) => ({ firstName: 'Anna', lastName: `Nummer${i}`, clubId })),
    );
  }

  it('runs the same number of queries for 10 and for 1 000 matches', async () => {
    const run = async () => {
      let hits: { type: string }[] = [];
      const queries = await counter.count(async () => {
        const response = await t.request({ method: 'GET', url: '/api/search/?query=räkna' });
        expect(response.statusCode).toBe(200);
        hits = response.json<{ result_list: { type: string }[] }>().result_list;
      });
      return { queries, hits };
    };
    await addMatches(10);
    const small = await run();
    expect(small.hits).toHaveLength(5 + 10 + 10);
    await addMatches(990);
    const large = await run();
    expect(large.hits).toHaveLength(50);
    for (const { hits } of [small, large]) {
      expect(hits.slice(0, 5).map((hit) => hit.type)).toEqual([
        'club',
        'series',
        'sailing',
        'sailor',
        'boat',
      ]);
    }
    // The match, then one query per kind of result (club, series, sailing, sailor, boat).
    expect(small.queries).toBe(6);
    expect(large.queries).toBe(small.queries);
  });

  it('ranks a one-word search by position first exactly as grouping every match does', async () => {
    // Runs after the test above: 1 000 sailings and sailors match "rakna…" through later words.
    // More sailings whose exact word "rakna" comes later than other words it prefixes, so that
    // a position has `limit` matches before `limit` exact words are met (some of them
    // unpublished: only their club and staff see them).
    const later = (names: string[], status?: 'unpublished') =>
      insertSailings(
        db(),
        names.map((name) => ({ clubId: club!.id, name, ...(status ? { status } : {}) })),
      );
    const numbered = (n: number, name: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => name(i));
    await later(numbered(10, (i) => `Räknarkväll ${i}`));
    await later(numbered(3, (i) => `Räknarmöte ${i} Visby Slite räkna`));
    await later(numbered(3, (i) => `Kväll ${i} räknare räkna`));
    await later(
      numbered(2, (i) => `Kväll ${i} räkna`),
      'unpublished',
    );
    await later(numbered(10, (i) => `Kväll ${i} räkna`));
    const viewers = [
      { isStaff: false, clubIds: [] },
      { isStaff: false, clubIds: [club!.id] },
      { isStaff: true, clubIds: [] },
    ];
    const keys = (rows: { entity_type: string; entity_id: number; position_sum: number }[]) =>
      rows.map((row) => `${row.entity_type}:${row.entity_id}:${Number(row.position_sum)}`);
    for (const word of ['r', 'ra', 'rakna', 'raknarnas', 'kvallssegling', 'anna', 'nummer1', 'x']) {
      for (const viewer of viewers) {
        for (const limit of [5, 200]) {
          const expected = await groupedMatchesQuery([word], viewer, limit).execute(db());
          const actual = await positionFirstMatchesQuery(word, viewer, limit).execute(db());
          expect(keys(actual.rows), `${word} ${limit}`).toEqual(keys(expected.rows));
        }
      }
    }
  });

  it('reads search_words by index range, never by a scan', async () => {
    const query = searchMatchesQuery(
      ['ksss', 'var'],
      { isStaff: false, clubIds: [1] },
      200,
    ).compile(db());
    if (kind === 'sqlite') {
      const plan = await db().executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
      );
      const details = plan.rows.map((row) => row.detail);
      expect(
        details.filter((detail) =>
          detail.includes(
            // Covering (migration 0013): no table row is read per matched word.
            'SEARCH search_words USING COVERING INDEX search_words_word_idx (word>? AND word<?)',
          ),
        ),
      ).toHaveLength(2);
      // Only the small derived tables are scanned; sailings are read by primary key.
      expect(details.filter((detail) => /^SCAN (?!m$|t$|candidate$)/.test(detail))).toEqual([]);
      expect(details).toContain('SEARCH s USING INTEGER PRIMARY KEY (rowid=?)');
      return;
    }
    // PostgreSQL: a table of realistic size, so the planner's choice is the real one.
    await sql`
      insert into search_words (entity_type, entity_id, word, position)
      select 'sailor', g, 'w' || md5(g::text), 0 from generate_series(1, 50000) as g`.execute(db());
    await sql`analyze search_words`.execute(db());
    const explain = async (seqscan: 'on' | 'off') =>
      db()
        .connection()
        .execute(async (connection) => {
          await sql`set enable_seqscan = ${sql.raw(seqscan)}`.execute(connection);
          const plan = await connection.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
          );
          await sql`reset enable_seqscan`.execute(connection);
          return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
    for (const plan of [await explain('on'), await explain('off')]) {
      expect(plan).toMatch(/Index (Only )?Scan (using|on) search_words_word_idx/);
      expect(plan).toMatch(/Index Cond: \(\(word >= 'ksss'::text\) AND \(word < 'ksst'::text\)\)/);
      expect(plan).not.toMatch(/Seq Scan on (search_words|sailings)/);
    }
  });

  it('reads a one-word search by position, then by entity, never by a scan', async () => {
    const query = positionFirstMatchesQuery('ra', { isStaff: false, clubIds: [] }, 200).compile(
      db(),
    );
    if (kind === 'postgres') {
      // After the test above: search_words has a realistic size and fresh statistics.
      const { rows } = await db().executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Only Scan using search_words_position_idx/);
      expect(plan).toMatch(/Index Cond: \(\("position" = 0\) AND \(word = 'ra'::text\)\)/);
      expect(plan).not.toMatch(/Seq Scan on (search_words|sailings|series)/);
      return;
    }
    const { rows } = await db().executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    const text = rows.map((row) => row.detail).join('\n');
    expect(text).toContain(
      'SEARCH x USING COVERING INDEX search_words_position_idx (position=? AND word>? AND word<?)',
    );
    expect(text).toContain(
      'SEARCH x USING COVERING INDEX search_words_entity_idx (entity_type=? AND entity_id=? AND word>? AND word<?)',
    );
    expect(text).not.toMatch(/^SCAN (search_words|x|s|r)$/m);
  });
});
