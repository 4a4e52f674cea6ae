import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A sailor's account and her mobile number. */
export function findSailorContact(db: Kysely<DB>, sailorId: number) {
  return db
    .selectFrom('sailors')
    .select(['id', 'user_id', 'mobile_number'])
    .where('id', '=', sailorId)
    .executeTakeFirst();
}
export type SailorContactRow = NonNullable<Awaited<ReturnType<typeof findSailorContact>>>;

/** Stores the mobile number ('+46…', or '' for none). */
export async function updateSailorMobileNumber(
  db: Kysely<DB>,
  sailorId: number,
  mobileNumber: string,
): Promise<void> {
  await db
    .updateTable('sailors')
    .set({ mobile_number: mobileNumber })
    .where('id', '=', sailorId)
    .execute();
}
