import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sailingVisibleTo, type Viewer } from '../visibility/visibility.ts';

/** Text folded alike on SQLite and PostgreSQL: trimmed, lower case, without spaces. */
function folded(column: string): RawBuilder<string> {
  return sql<string>`replace(lower(trim(${sql.ref(column)})), ' ', '')`;
}

/**
 * What identifies a boat across sailings (docs/product.md §12): its sailor; else sail number and boat
 * name; else, for an entry with neither, the skipper's name.
 */
function boatKey(alias: string): RawBuilder<string> {
  const col = (name: string) => `${alias}.${name}`;
  return sql<string>`case
    when ${sql.ref(col('sailor_id'))} is not null
      then 's:' || cast(${sql.ref(col('sailor_id'))} as text)
    when ${sql.ref(col('sail_number'))} <> '' or ${sql.ref(col('boat_name'))} <> ''
      then ${pairKey(alias)}
    else 'n:' || ${folded(col('name'))}
  end`;
}

/** Sail number and boat name, whoever sailed the boat; null when both are empty. */
function pairKey(alias: string): RawBuilder<string | null> {
  const col = (name: string) => `${alias}.${name}`;
  return sql<string | null>`case
    when ${sql.ref(col('sail_number'))} <> '' or ${sql.ref(col('boat_name'))} <> ''
      then 'b:' || ${folded(col('sail_number'))} || '|' || ${folded(col('boat_name'))}
  end`;
}

export interface BoatEntryRow {
  name: string;
  boat_name: string;
  boat_type: string;
  sail_number: string;
  club_name: string;
  rating: number | null;
  sailor_id: number | null;
  boat_key: string;
  pair_key: string | null;
}

/**
 * The latest entry of every boat that has sailed in the club's sailings the viewer may see,
 * latest first: one query, deduplicated in the database with row_number() (SQLite ≥ 3.25 and
 * PostgreSQL alike).
 */
export async function latestEntryPerBoat(
  db: Kysely<DB>,
  clubId: number,
  viewer: Viewer,
): Promise<BoatEntryRow[]> {
  // Null start times sort last on both databases only when made comparable text first.
  const startTime = sql<string>`coalesce(s.start_time, '')`;
  const ranked = db
    .selectFrom('competitors as c')
    .innerJoin('sailings as s', 's.id', 'c.sailing_id')
    .select([
      'c.name',
      'c.boat_name',
      'c.boat_type',
      'c.sail_number',
      'c.club_name',
      'c.rating',
      'c.sailor_id',
      'c.id',
      's.start_date',
      startTime.as('start_time'),
      boatKey('c').as('boat_key'),
      pairKey('c').as('pair_key'),
      sql<number>`row_number() over (
        partition by ${boatKey('c')}
        order by s.start_date desc, ${startTime} desc, c.id desc
      )`.as('rank'),
    ])
    .where('s.club_id', '=', clubId)
    .where(sailingVisibleTo(viewer, 's'))
    .as('ranked');
  return db
    .selectFrom(ranked)
    .select([
      'name',
      'boat_name',
      'boat_type',
      'sail_number',
      'club_name',
      'rating',
      'sailor_id',
      'boat_key',
      'pair_key',
    ])
    .where('rank', '=', 1)
    .orderBy('start_date', 'desc')
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The boat keys of the competitors already entered in a sailing. */
export async function boatKeysOfSailing(
  db: Kysely<DB>,
  sailingId: number,
): Promise<{ boatKeys: Set<string>; pairKeys: Set<string> }> {
  const rows = await db
    .selectFrom('competitors as c')
    .select([boatKey('c').as('boat_key'), pairKey('c').as('pair_key')])
    .where('c.sailing_id', '=', sailingId)
    .execute();
  return {
    boatKeys: new Set(rows.map((row) => row.boat_key)),
    pairKeys: new Set(rows.flatMap((row) => (row.pair_key === null ? [] : [row.pair_key]))),
  };
}

/** The club of a sailing, or undefined when there is no such sailing the viewer may see. */
export async function clubOfSailing(
  db: Kysely<DB>,
  sailingId: number,
  viewer: Viewer,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('sailings as s')
    .select('s.club_id')
    .where('s.id', '=', sailingId)
    .where(sailingVisibleTo(viewer, 's'))
    .executeTakeFirst();
  return row?.club_id;
}
