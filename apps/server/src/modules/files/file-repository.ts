import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findFileByName(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('stored_files')
    .select(['name', 'content_type', 'size', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertFileIfAbsent(
  db: Kysely<DB>,
  file: { name: string; contentType: string; data: Buffer; width: number; height: number },
  nowIso: string,
) {
  // The name is the content hash: the same image stored twice is one row.
  await db
    .insertInto('stored_files')
    .values({
      name: file.name,
      content_type: file.contentType,
      size: file.data.length,
      width: file.width,
      height: file.height,
      data: file.data,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
