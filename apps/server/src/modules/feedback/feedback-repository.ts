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

/** Every feedback, newest first, with the sender's e-mail when one was signed in. */
export function listFeedback(db: Kysely<DB>) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.subject', 'f.message', 'f.user_id', 'u.email', 'f.created_at'])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}
