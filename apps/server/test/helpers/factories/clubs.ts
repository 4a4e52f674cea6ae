import type { Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.ts';
import { indexSearchWords } from '../../../src/modules/search/search-words.ts';
import { now, unique } from './unique.ts';

/** Clubs without an account and their courses, straight into the database. */

export interface ClubInput {
  slug?: string;
  name?: string;
  shortName?: string;
  city?: string;
  logo?: string | null;
}

/** A club, indexed by name, short name, city and slug (as the club service does). */
export async function insertClub(db: Kysely<DB>, input: ClubInput = {}) {
  const slug = input.slug ?? `klubb-${unique()}`;
  const name = input.name ?? `Segelklubben ${slug}`;
  const { id } = await db
    .insertInto('clubs')
    .values({
      slug,
      name,
      short_name: input.shortName ?? '',
      city: input.city ?? '',
      logo: input.logo ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexSearchWords(db, 'club', id, [name, input.shortName, input.city, slug]);
  return { id, slug, name };
}

export interface CourseInput {
  clubId: number;
  name?: string;
}

/** A course of a club. */
export async function insertCourse(db: Kysely<DB>, input: CourseInput) {
  const name = input.name ?? 'Bana A';
  const { id } = await db
    .insertInto('courses')
    .values({ club_id: input.clubId, name, length_nm: 5.5, map: null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name };
}
