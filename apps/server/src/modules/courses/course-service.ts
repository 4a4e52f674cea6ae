import type { Course, courseWriteSchema } from '@segla/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { CourseTable } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { clubExists, clubIdBySlug } from '../clubs/club-repository.ts';
import { releaseImages, storeImage } from '../files/image-service.ts';
import {
  assertCanWriteClub,
  canWriteClub,
  clubsOfficiatedBy,
  requireSignedIn,
} from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { compareCourses, toCourse } from './course-presenter.ts';
import {
  deleteCourse,
  detachCourseFromSailings,
  findCourse,
  insertCourse,
  listCoursesOfClub,
  sailingIdsOnCourse,
  updateCourse,
  type CourseRow,
} from './course-repository.ts';

export type CourseWrite = z.output<typeof courseWriteSchema>;

/** A club's courses: public to read, written by the club's admins (its club account too) or staff. */
export class CourseService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The courses of the club with `slug`, by name in Swedish order. */
  async listForClub(slug: string): Promise<Course[]> {
    const { db } = this.deps;
    const clubId = await clubIdBySlug(db, slug);
    if (clubId === undefined) throw notFound();
    const rows = await listCoursesOfClub(db, clubId);
    return rows.sort(compareCourses).map(toCourse);
  }

  async get(id: number): Promise<Course> {
    return toCourse(await this.#require(id));
  }

  /**
   * Creates a course in the club named, or the caller's only club (a club account's, a club
   * admin's of one club); staff name it.
   */
  async create(input: CourseWrite, user: AuthUser | null): Promise<Course> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const writable = clubsOfficiatedBy(signedIn).filter((id) => canWriteClub(signedIn, id));
    if (!signedIn.isStaff && writable.length === 0) {
      throw permissionDenied('Bara klubbar kan lägga till banor.');
    }
    const [only] = writable;
    const clubId = input.club ?? (writable.length === 1 && only !== undefined ? only : null);
    if (clubId === null) throw fieldError('club', 'Ange vilken klubb banan hör till.');
    assertCanWriteClub(signedIn, clubId);
    if (!(await clubExists(db, clubId))) throw fieldError('club', 'Klubben finns inte.');
    const map = input.map ? await storeImage(db, 'map', input.map) : null;
    const values = {
      club_id: clubId,
      name: input.name,
      description: input.description ?? '',
      length_nm: input.length_nm ?? null,
      map,
    };
    const id = await insertCourse(db, { ...values, created_at: new Date().toISOString() });
    return toCourse({ id, ...values });
  }

  /** PUT: the name is required; optional fields left out keep their values. */
  async update(id: number, input: CourseWrite, user: AuthUser | null): Promise<Course> {
    const { db } = this.deps;
    requireSignedIn(user);
    const course = await this.#require(id);
    assertCanWriteClub(user, course.club_id);
    if (input.club != null && input.club !== course.club_id) {
      throw fieldError('club', 'En bana kan inte flyttas till en annan klubb.');
    }
    const changes: Updateable<CourseTable> = { name: input.name };
    if (input.description !== undefined) changes.description = input.description;
    if (input.length_nm !== undefined) changes.length_nm = input.length_nm;
    if (input.map !== undefined) {
      changes.map = input.map === null ? null : await storeImage(db, 'map', input.map);
    }
    await db.transaction().execute(async (trx) => {
      await updateCourse(trx, id, changes);
      if (changes.map !== undefined && changes.map !== course.map) {
        await releaseImages(trx, [course.map]);
      }
    });
    if (input.name !== course.name) {
      // Sailings show their course's name: let their viewers know.
      this.#announce(await sailingIdsOnCourse(db, id));
    }
    return toCourse({ ...course, ...changes });
  }

  /** Deletes a course; sailings sailed on it keep going without a course. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    requireSignedIn(user);
    const course = await this.#require(id);
    assertCanWriteClub(user, course.club_id);
    const sailingIds = await this.deps.db.transaction().execute(async (trx) => {
      const ids = await sailingIdsOnCourse(trx, id);
      await detachCourseFromSailings(trx, id, new Date().toISOString());
      await deleteCourse(trx, id);
      await releaseImages(trx, [course.map]);
      return ids;
    });
    this.#announce(sailingIds);
  }

  #announce(sailingIds: readonly number[]) {
    for (const sailingId of sailingIds) this.deps.events.emit('sailing.changed', { sailingId });
  }

  async #require(id: number): Promise<CourseRow> {
    const course = await findCourse(this.deps.db, id);
    if (!course) throw notFound();
    return course;
  }
}
