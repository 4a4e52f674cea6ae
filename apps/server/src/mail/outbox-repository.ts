import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { MailMessage } from './mail-transport.ts';

export async function insertMail(db: Kysely<DB>, message: MailMessage, nowIso: string) {
  await db
    .insertInto('outbound_mail')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      next_attempt_at: nowIso,
      created_at: nowIso,
    })
    .execute();
}

export function findDueMail(db: Kysely<DB>, nowIso: string, limit: number) {
  return db
    .selectFrom('outbound_mail')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes the row for one sender; false if another instance holds it. */
export async function claimMail(db: Kysely<DB>, id: number, nowIso: string, untilIso: string) {
  const result = await db
    .updateTable('outbound_mail')
    .set({ locked_until: untilIso })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(db: Kysely<DB>, id: number, nowIso: string) {
  await db
    .updateTable('outbound_mail')
    .set((eb) => ({ sent_at: nowIso, locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Kysely<DB>,
  id: number,
  change: { attempts: number; nextAttemptAt: string; error: string; failedAt: string | null },
) {
  await db
    .updateTable('outbound_mail')
    .set({
      attempts: change.attempts,
      next_attempt_at: change.nextAttemptAt,
      last_error: change.error.slice(0, 1000),
      failed_at: change.failedAt,
      locked_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A row's stored headers (JSON text) as the transport takes them; undefined for none. */
export function storedHeaders(json: string | null): Record<string, string> | undefined {
  if (json === null) return undefined;
  const parsed = JSON.parse(json) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
