import type { Insertable, Kysely } from 'kysely';
import type { DB, FeedbackTable } from '../../db/schema.ts';

export async function insertFeedback(
  db: Kysely<DB>,
  feedback: Insertable<FeedbackTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('feedback')
    .values(feedback)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Every feedback, newest first, with the sender's e-mail when one was signed in; with `handled`
 * only the handled (true) or unhandled (false) ones.
 */
export function listFeedback(db: Kysely<DB>, options: { handled?: boolean } = {}) {
  let query = db
    .selectFrom('feedback as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.subject',
      'f.message',
      'f.user_id',
      'u.email',
      'f.created_at',
      'f.handled_at',
    ]);
  if (options.handled === true) query = query.where('f.handled_at', 'is not', null);
  if (options.handled === false) query = query.where('f.handled_at', 'is', null);
  return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').execute();
}

export type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

export function findFeedback(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.subject',
      'f.message',
      'f.user_id',
      'u.email',
      'f.created_at',
      'f.handled_at',
    ])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function setFeedbackHandledAt(
  db: Kysely<DB>,
  id: number,
  handledAt: string | null,
): Promise<void> {
  await db.updateTable('feedback').set({ handled_at: handledAt }).where('id', '=', id).execute();
}
