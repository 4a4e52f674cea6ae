import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB, SearchEntityType } from '../../db/schema.ts';
import { sailingVisibleTo, seriesVisibleTo, type Viewer } from '../visibility/visibility.ts';
import { SEARCH_INDEX_MAX_WORDS } from '@segla/core/search';
import { prefixEnd } from './search-query.ts';

/** An entity every query word prefix-matches, with its ranking keys. */
export interface SearchMatch {
  entity_type: SearchEntityType;
  entity_id: number;
  /** Query words that equal a word of the entity (not just prefix it). */
  exact_count: number;
  /** Sum over the query words of the earliest position they match at (0: first title word). */
  position_sum: number;
}

/**
 * The search in one statement, reading only `search_words` by index range and the matched
 * sailings and series by primary key:
 * 1. per query word, the rows whose word it prefixes (`word >= w and word < w'`: a range scan
 *    of search_words_word_idx; PostgreSQL's column is collate "C" so the range is byte order);
 * 2. per entity and query word, whether some word matched exactly and the earliest position;
 * 3. per entity, kept when every query word matched;
 * 4. sailings and series the viewer may not see dropped (visibility.ts: drafts, and series
 *    without a published sailing, only for their club and staff);
 * 5. best first: more exact words, earlier positions, club > series > sailing > sailor > boat.
 */
export function searchMatchesQuery(
  words: readonly string[],
  viewer: Viewer,
  limit: number,
): RawBuilder<SearchMatch> {
  if (words.length === 0) throw new RangeError('no words to search');
  return groupedMatchesQuery(words, viewer, limit);
}

/** The general search: every match of every query word grouped per entity (steps 1–5 above). */
export function groupedMatchesQuery(
  words: readonly string[],
  viewer: Viewer,
  limit: number,
): RawBuilder<SearchMatch> {
  const perWord = words.map(
    (word, index) => sql`
      select ${sql.lit(index)} as term, entity_type, entity_id, "position",
        case when word = ${word} then 1 else 0 end as exact
      from search_words
      where word >= ${word} and word < ${prefixEnd(word)}`,
  );
  return rankedVisibleMatches(
    sql`
      select t.entity_type, t.entity_id,
        sum(t.exact) as exact_count, sum(t.first_position) as position_sum
      from (
        select m.entity_type, m.entity_id, m.term,
          max(m.exact) as exact, min(m."position") as first_position
        from (${sql.join(perWord, sql` union all `)}) as m
        group by m.entity_type, m.entity_id, m.term
      ) as t
      group by t.entity_type, t.entity_id
      having count(*) = ${sql.lit(words.length)}`,
    viewer,
    limit,
  );
}

/** SQL: the rank of an entity's kind among equals (club > series > sailing > sailor > boat). */
const KIND_ORDER = sql`case entity_type when 'club' then 0 when 'series' then 1
  when 'sailing' then 2 when 'sailor' then 3 else 4 end`;

/** SQL: best first, in a row of `alias` with its `kind_order`: more exact words, earlier positions, kind, id. */
function bestFirst(alias: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql`${column('exact_count')} desc, ${column('position_sum')}, ${column('kind_order')},
    ${column('entity_id')}`;
}

/**
 * Steps 4 and 5 of either candidate query: the first `limit` of the `candidates` (entity_type,
 * entity_id, exact_count, position_sum) the viewer may see, best first. The candidates are
 * ranked before the visibility is asked, in the very order of the answer (the kind's rank is a
 * column), so PostgreSQL reads the ranked rows without sorting them again and asks the
 * visibility (scalar subqueries, which it does not push below the sort) only of the rows read
 * until the page is full, not of every candidate.
 */
function rankedVisibleMatches(
  candidates: RawBuilder<unknown>,
  viewer: Viewer,
  limit: number,
): RawBuilder<SearchMatch> {
  return sql<SearchMatch>`
    select e.entity_type, e.entity_id, e.exact_count, e.position_sum
    from (
      select ranked.* from (
        select candidate.*, ${KIND_ORDER} as kind_order from (${candidates}) as candidate
      ) as ranked
      order by ${bestFirst('ranked')}
    ) as e
    where ${visibleEntity(viewer, 'e')}
    order by ${bestFirst('e')}
    limit ${sql.lit(limit)}`;
}

/**
 * SQL: the entity `alias` (its entity_type and entity_id: a search word or a match) is a sailing
 * or series the viewer may see, or of another kind. Scalar subqueries, one primary-key probe
 * per row asked.
 */
function visibleEntity(viewer: Viewer, alias: string): RawBuilder<unknown> {
  const type = sql.ref(`${alias}.entity_type`);
  const id = sql.ref(`${alias}.entity_id`);
  return sql`(${type} <> 'sailing' or (select 1 from sailings as s
      where s.id = ${id} and ${sailingVisibleTo(viewer, 's')}) = 1)
    and (${type} <> 'series' or (select 1 from series as r
      where r.id = ${id} and ${seriesVisibleTo(viewer, 'r')}) = 1)`;
}

const SEARCH_ENTITY_TYPES: readonly SearchEntityType[] = [
  'club',
  'series',
  'sailing',
  'sailor',
  'boat',
];

/**
 * The one-word search by position first: the same answer as the grouped query's, without
 * grouping every match of a short prefix (decision 0039). An entity has each word once, so at
 * most one word per position and at most one exact word, and ranks by (exact, earliest position,
 * kind, id). The page is then the first `limit` exact entities, and when there are fewer, the
 * first of all matches after them; each is found from few words:
 * 1. position by position from 0 (a recursive step, search_words_position_idx), the viewer's
 *    visible words equal to the query word are counted up to `limit` (a running total), and
 *    those prefixed by it up to `limit` until a position has that many (k: its first such);
 * 2. it stops at the first position e where `limit` exact words lie at positions ≤ e (the first
 *    `limit` exact entities then match at positions ≤ e), at the last position, or, once k is
 *    met, where no exact word lies later (one probe of search_words_word_idx);
 * 3. after an exact stop, the candidates are exact entities only: every match before k, the
 *    matches of exact entities from k to e, and at e per kind the first `limit` visible exact
 *    entities by id. Otherwise (fewer than `limit` exact entities): every exact entity, every
 *    match before k, and at k per kind the first `limit` visible words by id (`limit` distinct
 *    entities match at k, so no later match ranks among the page);
 * 4. ranked by all their matching words (per candidate, search_words_entity_idx, covering).
 */
export function positionFirstMatchesQuery(
  word: string,
  viewer: Viewer,
  limit: number,
): RawBuilder<SearchMatch> {
  const end = prefixEnd(word);
  const counted = (position: RawBuilder<unknown>, condition: RawBuilder<unknown>) =>
    sql`(select count(*) from (select 1 as one from search_words as x
      where x."position" = ${position} and ${condition} and ${visibleEntity(viewer, 'x')}
      limit ${sql.lit(limit)}) as c)`;
  const exact = sql`x.word = ${word}`;
  const prefixed = sql`x.word >= ${word} and x.word < ${end}`;
  const exactStop = sql`(select exact_total from cut) >= ${sql.lit(limit)}`;
  /** SQL: the entity of the word `alias` has a word equal to the query word (one index probe). */
  const exactEntity = (alias: string) => sql`exists (select 1 from search_words as y
    where y.word = ${word} and y.entity_type = ${sql.ref(`${alias}.entity_type`)}
      and y.entity_id = ${sql.ref(`${alias}.entity_id`)})`;
  // A candidate's ranking keys: probes of search_words_entity_idx (covering) per candidate, on
  // both databases, whatever PostgreSQL estimates of the prefix's range (it may say 1 row for
  // 500, and then compares every candidate with every match).
  const sameEntity = sql`x.entity_type = c.entity_type and x.entity_id = c.entity_id and ${prefixed}`;
  // At the last position, per kind the first `limit` visible entities by id: enough, since the
  // entities that also match earlier are candidates anyway and rank before these. Exact
  // entities only after an exact stop. The matches at that position (search_words_position_idx)
  // are sorted by `entity_id + 0` first (so PostgreSQL does not walk the kind's every word in id
  // order looking for a match), and only then asked whether their entity is exact and visible,
  // in that order until the limit is met (a sorted column, so PostgreSQL does not sort again
  // after the probes). Only sailings and series ask the visibility: a smaller statement, which
  // PostgreSQL plans faster.
  const firstOfEachKind = SEARCH_ENTITY_TYPES.map((type) => {
    const alias = `first_${type}`;
    const name = sql.id(alias);
    const visible =
      type === 'sailing' || type === 'series' ? visibleEntity(viewer, alias) : sql`1 = 1`;
    return sql`select * from (select ${name}.entity_type, ${name}.entity_id from (
        select x.entity_type, x.entity_id, x.word, x.entity_id + 0 as by_id from search_words as x
        where x."position" = (select last from cut) and ${prefixed} and x.entity_type = ${type}
        order by by_id
      ) as ${name}
      where (${name}.word = ${word} or not ${exactStop} or ${exactEntity(alias)}) and ${visible}
      order by ${name}.by_id limit ${sql.lit(limit)}) as ${sql.id(`first_${type}_visible`)}`;
  });
  return rankedVisibleMatches(
    sql`
    with recursive steps (k, exact_total, matched) as (
      select 0, ${counted(sql`0`, exact)}, ${counted(sql`0`, prefixed)}
      union all
      select k + 1, exact_total + ${counted(sql`steps.k + 1`, exact)},
        case when matched >= ${sql.lit(limit)} then matched
          else ${counted(sql`steps.k + 1`, prefixed)} end
      from steps
      where k < ${sql.lit(SEARCH_INDEX_MAX_WORDS - 1)} and exact_total < ${sql.lit(limit)}
        and (matched < ${sql.lit(limit)} or exists (select 1 from search_words as y
          where y.word = ${word} and y."position" > steps.k))
    ),
    full_at as (select min(k) as k from steps where matched >= ${sql.lit(limit)}),
    stop as (select max(k) as e, max(exact_total) as exact_total from steps),
    cut as (
      select coalesce(full_at.k, stop.e) as k, stop.exact_total,
        case when stop.exact_total >= ${sql.lit(limit)} then stop.e
          else coalesce(full_at.k, stop.e) end as last
      from stop left join full_at on 1 = 1
    ),
    candidates as (
      select distinct h.entity_type, h.entity_id from (
        select x.entity_type, x.entity_id from steps
        join search_words as x on x."position" = steps.k and ${prefixed}
        where steps.k < (select k from cut)
        union all
        ${sql.join(firstOfEachKind, sql` union all `)}
        union all
        select x.entity_type, x.entity_id from steps
        join search_words as x on x."position" = steps.k and ${prefixed}
        where steps.k >= (select k from cut) and steps.k < (select last from cut)
          and ${exactEntity('x')}
        union all
        select x.entity_type, x.entity_id from search_words as x
        where ${exact} and not ${exactStop}
      ) as h
    )
    select c.entity_type, c.entity_id,
      (select max(case when x.word = ${word} then 1 else 0 end) from search_words as x
        where ${sameEntity}) as exact_count,
      (select min(x."position") from search_words as x where ${sameEntity}) as position_sum
    from candidates as c`,
    viewer,
    limit,
  );
}

/**
 * The search's ranked matches: a one-word search by position first (about 10× faster on a short
 * prefix at national scale, on both databases since PostgreSQL's JIT compilation is off,
 * decision 0039); several words by the grouped query.
 */
export async function findMatches(
  db: Kysely<DB>,
  words: readonly string[],
  viewer: Viewer,
  limit: number,
): Promise<SearchMatch[]> {
  const query =
    words.length === 1
      ? positionFirstMatchesQuery(words[0]!, viewer, limit)
      : searchMatchesQuery(words, viewer, limit);
  const { rows } = await query.execute(db);
  // PostgreSQL sums are bigint (read as numbers by the pool's int8 parser); keep both alike.
  return rows.map((row) => ({
    entity_type: row.entity_type,
    entity_id: Number(row.entity_id),
    exact_count: Number(row.exact_count),
    position_sum: Number(row.position_sum),
  }));
}

/** Clubs by id, for their titles. */
export async function findClubsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('clubs')
    .select(['id', 'slug', 'name', 'city'])
    .where('id', 'in', ids)
    .execute();
}

/** Series by id, with their club and the date of their first sailing the viewer may see. */
export async function findSeriesByIds(db: Kysely<DB>, ids: readonly number[], viewer: Viewer) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('series as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.created_at',
      'c.slug as club_slug',
      'c.name as club_name',
      // One index lookup per series found (sailings_serie_id_idx), at most the page's 50.
      eb
        .selectFrom('sailings as s')
        .select((inner) => inner.fn.min('s.start_date').as('first_date'))
        .whereRef('s.serie_id', '=', 'r.id')
        .where(sailingVisibleTo(viewer, 's'))
        .as('first_date'),
    ])
    .where('r.id', 'in', ids)
    .execute();
}

/** Sailings by id, with their club. */
export async function findSailingsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      's.id',
      's.name',
      's.start_date',
      's.status',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('s.id', 'in', ids)
    .execute();
}

/** Sailors by id, with their club if any. */
export async function findSailorsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sailors as p')
    .leftJoin('clubs as c', 'c.id', 'p.club_id')
    .select(['p.id', 'p.slug', 'p.first_name', 'p.last_name', 'c.name as club_name'])
    .where('p.id', 'in', ids)
    .execute();
}

/** Boats by id, with their boat model's name and their owner (a sailor) if any. */
export async function findBoatsByIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('boats as b')
    .leftJoin('boat_models as m', 'm.id', 'b.boat_model_id')
    .leftJoin('sailors as p', 'p.id', 'b.owner_id')
    .select([
      'b.id',
      'b.name',
      'b.sail_number',
      'm.name as model_name',
      'p.slug as owner_slug',
      'p.first_name as owner_first_name',
      'p.last_name as owner_last_name',
    ])
    .where('b.id', 'in', ids)
    .execute();
}
