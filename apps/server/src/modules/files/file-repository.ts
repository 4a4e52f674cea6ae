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

/**
 * Deletes those of the named files that no club logo, sailor picture or course map refers to
 * any more (a file is content-addressed, so one image may be shared by several rows). These
 * three columns are every reference to `stored_files`; a new one must be added here.
 */
export async function deleteUnreferencedFiles(
  db: Kysely<DB>,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  await db
    .deleteFrom('stored_files')
    .where('name', 'in', names)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom('clubs').select('id').whereRef('logo', '=', 'stored_files.name')),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('sailors').select('id').whereRef('picture', '=', 'stored_files.name'),
          ),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('courses').select('id').whereRef('map', '=', 'stored_files.name'),
          ),
        ),
      ]),
    )
    .execute();
}
