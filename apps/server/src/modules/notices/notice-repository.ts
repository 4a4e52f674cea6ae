import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, NoticeRevisionTable, NoticeTable } from '../../db/schema.ts';
import { locksRows } from '../../db/row-locks.ts';
import { seriesHasPublishedSailing } from '../visibility/visibility.ts';

export type NoticeRow = Selectable<NoticeTable>;
export type NoticeRevisionRow = Selectable<NoticeRevisionTable>;

/** A sailing whose board is read or written: what visibility, permissions and mails need. */
export function findBoardSailing(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sailings as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select([
      's.id',
      's.club_id',
      's.status',
      's.name',
      'c.slug as club_slug',
      'c.name as club_name',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}
export type BoardSailingRow = NonNullable<Awaited<ReturnType<typeof findBoardSailing>>>;

/** A series whose board is read or written, and whether one of its sailings is published. */
export async function findBoardSeries(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('series as se')
    .innerJoin('clubs as c', 'c.id', 'se.club_id')
    .select([
      'se.id',
      'se.club_id',
      'se.name',
      'c.slug as club_slug',
      'c.name as club_name',
      seriesHasPublishedSailing('se').as('has_published_sailing'),
    ])
    .where('se.id', '=', id)
    .executeTakeFirst();
  // 0/1 on SQLite, a boolean on PostgreSQL.
  return row && { ...row, has_published_sailing: Boolean(row.has_published_sailing) };
}
export type BoardSeriesRow = NonNullable<Awaited<ReturnType<typeof findBoardSeries>>>;

/** The postings of one board (a sailing's or a series'), newest first. */
export function selectNoticesOfBoard(
  db: Kysely<DB>,
  board: { sailingId: number } | { seriesId: number },
): Promise<NoticeRow[]> {
  let query = db.selectFrom('notices').selectAll();
  query =
    'sailingId' in board
      ? query.where('sailing_id', '=', board.sailingId)
      : query.where('series_id', '=', board.seriesId);
  return query.orderBy('posted_at', 'desc').orderBy('id', 'desc').execute();
}

export function findNotice(db: Kysely<DB>, id: number): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The posting as it is now, its row locked until the transaction ends (PostgreSQL), so two
 * edits or withdrawals of it take turns; SQLite runs one transaction at a time anyway.
 */
export function findNoticeForUpdate(db: Kysely<DB>, id: number): Promise<NoticeRow | undefined> {
  const query = db.selectFrom('notices').selectAll().where('id', '=', id);
  return (locksRows(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** The earlier wordings of the postings, oldest first. */
export function selectRevisions(
  db: Kysely<DB>,
  noticeIds: readonly number[],
): Promise<NoticeRevisionRow[]> {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notice_revisions')
    .selectAll()
    .where('notice_id', 'in', noticeIds)
    .orderBy('replaced_at')
    .orderBy('id')
    .execute();
}

/** Inserts a posting; returns its id. */
export async function insertNotice(db: Kysely<DB>, values: Insertable<NoticeTable>) {
  const { id } = await db
    .insertInto('notices')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateNotice(db: Kysely<DB>, id: number, changes: Updateable<NoticeTable>) {
  await db.updateTable('notices').set(changes).where('id', '=', id).execute();
}

export async function insertRevision(db: Kysely<DB>, values: Insertable<NoticeRevisionTable>) {
  await db.insertInto('notice_revisions').values(values).execute();
}

/**
 * The active accounts of the sailors entered in the sailings (their entries linked to a sailor
 * profile of an account), each once: who is mailed a new posting.
 */
export async function selectEnteredAccounts(
  db: Kysely<DB>,
  board: { sailingId: number } | { seriesId: number },
): Promise<{ id: number; email: string }[]> {
  let query = db
    .selectFrom('competitors as cp')
    .innerJoin('sailors as sr', 'sr.id', 'cp.sailor_id')
    .innerJoin('users as u', 'u.id', 'sr.user_id')
    .select(['u.id', 'u.email'])
    .distinct()
    .where('u.is_active', '=', true);
  query =
    'sailingId' in board
      ? query.where('cp.sailing_id', '=', board.sailingId)
      : query.where('cp.sailing_id', 'in', (eb) =>
          eb.selectFrom('sailings').select('id').where('serie_id', '=', board.seriesId),
        );
  return query.orderBy('u.id').execute();
}
