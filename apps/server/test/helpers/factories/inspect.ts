import type { TestApp } from '../build-test-app.ts';

/** Looks into the database and the app's events, to check what a request did or left alone. */

/** Rows of a table: to check that a refused request changed nothing. */
export async function countRows(
  t: TestApp,
  table:
    | 'clubs'
    | 'courses'
    | 'sailors'
    | 'boats'
    | 'boat_models'
    | 'feedback'
    | 'stored_files'
    | 'series'
    | 'sailings'
    | 'start_groups'
    | 'competitors'
    | 'users',
): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The search words of one entity, in order. */
export async function searchWordsOf(
  t: TestApp,
  entityType: 'club' | 'sailor' | 'boat',
  entityId: number,
): Promise<string[]> {
  const rows = await t.db
    .selectFrom('search_words')
    .select('word')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.word);
}

/** Records every domain event the app emits. */
export function recordEvents(t: TestApp) {
  const seen: { type: string; event: unknown }[] = [];
  const offs = (['sailing.changed', 'results.changed', 'sailing.deleted'] as const).map((type) =>
    t.app.services.events.on(type, (event) => seen.push({ type, event })),
  );
  return {
    seen,
    clear: () => seen.splice(0),
    stop: () => offs.forEach((off) => off()),
  };
}
