import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CourseTable, DB } from '../../db/schema.ts';

const courseColumns = ['id', 'club_id', 'name', 'description', 'length_nm', 'map'] as const;

export type CourseRow = Pick<Selectable<CourseTable>, (typeof courseColumns)[number]>;

export function listCoursesOfClub(db: Kysely<DB>, clubId: number): Promise<CourseRow[]> {
  return db.selectFrom('courses').select(courseColumns).where('club_id', '=', clubId).execute();
}

export function findCourse(db: Kysely<DB>, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').select(courseColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertCourse(db: Kysely<DB>, course: Insertable<CourseTable>) {
  const { id } = await db
    .insertInto('courses')
    .values(course)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCourse(db: Kysely<DB>, id: number, changes: Updateable<CourseTable>) {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

export async function deleteCourse(db: Kysely<DB>, id: number) {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** The sailings sailed on a course. */
export async function sailingIdsOnCourse(db: Kysely<DB>, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sailings')
    .select('id')
    .where('course_id', '=', courseId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a course off its sailings before it is deleted. The foreign key would set null too;
 * doing it here keeps the sailings' updated_at right and does not depend on SQLite's pragma.
 */
export async function detachCourseFromSailings(db: Kysely<DB>, courseId: number, nowIso: string) {
  await db
    .updateTable('sailings')
    .set({ course_id: null, updated_at: nowIso })
    .where('course_id', '=', courseId)
    .execute();
}
