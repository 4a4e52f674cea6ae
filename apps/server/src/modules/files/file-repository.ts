import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findFileByName(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('stored_files')
    .select(['name', 'content_type', 'size', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * A stored file as /media/ serves it, with the title of the latest notice-board posting that
 * shows it (null for an image no posting shows): a document is served under its title. One query.
 */
export function findMediaFile(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('stored_files')
    .select((eb) => [
      'stored_files.name',
      'stored_files.content_type',
      'stored_files.data',
      eb
        .selectFrom('notices')
        .select('notices.title')
        .whereRef('notices.file_name', '=', 'stored_files.name')
        .orderBy('notices.id', 'desc')
        .limit(1)
        .as('notice_title'),
    ])
    .where('stored_files.name', '=', name)
    .executeTakeFirst();
}

export async function insertFileIfAbsent(
  db: Kysely<DB>,
  file: {
    name: string;
    contentType: string;
    data: Buffer;
    /** An image's size in pixels; a document (a PDF, a posted scan) has none. */
    width?: number | null;
    height?: number | null;
  },
  nowIso: string,
) {
  // The name is the content hash: the same file stored twice is one row.
  await db
    .insertInto('stored_files')
    .values({
      name: file.name,
      content_type: file.contentType,
      size: file.data.length,
      width: file.width ?? null,
      height: file.height ?? null,
      data: file.data,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Deletes those of the named files that no club logo, sailor picture, course map or notice-board
 * document refers to any more (a file is content-addressed, so one file may be shared by
 * several rows). These four columns are every reference to `stored_files`; a new one must be
 * added here.
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
        // A posting is never deleted, only withdrawn: its document stays served.
        eb.not(
          eb.exists(
            eb.selectFrom('notices').select('id').whereRef('file_name', '=', 'stored_files.name'),
          ),
        ),
      ]),
    )
    .execute();
}
