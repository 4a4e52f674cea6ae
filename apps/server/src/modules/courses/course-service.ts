import type { Course, courseWriteSchema } from '@segla/core';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { CourseTable, DB } from '../../db/schema.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { fieldError, notFound, permissionDenied } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { clubExists, clubIdBySlug } from '../clubs/club-repository.ts';
import { mediaUrl, releaseImages, storeImage } from '../files/image-service.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
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

const collator = new Intl.Collator('sv');

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    club: row.club_id,
    name: row.name,
    description: row.description,
    length_nm: row.length_nm,
    map: mediaUrl(row.map),
  };
}

/** A club's courses: public to read, written by the club's own account or staff. */
export class CourseService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly events: DomainEvents,
  ) {}

  /** The courses of the club with `slug`, by name in Swedish order. */
  async listForClub(slug: string): Promise<Course[]> {
    const clubId = await clubIdBySlug(this.db, slug);
    if (clubId === undefined) throw notFound();
    const rows = await listCoursesOfClub(this.db, clubId);
    return rows.sort((a, b) => collator.compare(a.name, b.name)).map(toCourse);
  }

  async get(id: number): Promise<Course> {
    return toCourse(await this.#require(id));
  }

  /** Creates a course in the caller's club (a club account) or the club named (staff). */
  async create(user: AuthUser | null, input: CourseWrite): Promise<Course> {
    const signedIn = requireSignedIn(user);
    if (!signedIn.isStaff && signedIn.accountType !== 'club') {
      throw permissionDenied('Bara klubbar kan lägga till banor.');
    }
    const clubId = input.club ?? (signedIn.isStaff ? null : signedIn.clubId);
    if (clubId === null) throw fieldError('club', 'Ange vilken klubb banan hör till.');
    assertCanWriteClub(signedIn, clubId);
    if (!(await clubExists(this.db, clubId))) throw fieldError('club', 'Klubben finns inte.');
    const map = input.map ? await storeImage(this.db, 'map', input.map) : null;
    const values = {
      club_id: clubId,
      name: input.name,
      description: input.description ?? '',
      length_nm: input.length_nm ?? null,
      map,
    };
    const id = await insertCourse(this.db, { ...values, created_at: new Date().toISOString() });
    return toCourse({ id, ...values });
  }

  /** PUT: the name is required; optional fields left out keep their values. */
  async update(user: AuthUser | null, id: number, input: CourseWrite): Promise<Course> {
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
      changes.map = input.map === null ? null : await storeImage(this.db, 'map', input.map);
    }
    await this.db.transaction().execute(async (trx) => {
      await updateCourse(trx, id, changes);
      if (changes.map !== undefined && changes.map !== course.map) {
        await releaseImages(trx, [course.map]);
      }
    });
    if (input.name !== course.name) {
      // Sailings show their course's name: let their viewers know.
      this.#announce(await sailingIdsOnCourse(this.db, id));
    }
    return toCourse({ ...course, ...changes });
  }

  /** Deletes a course; sailings sailed on it keep going without a course. */
  async delete(user: AuthUser | null, id: number): Promise<void> {
    requireSignedIn(user);
    const course = await this.#require(id);
    assertCanWriteClub(user, course.club_id);
    const sailingIds = await this.db.transaction().execute(async (trx) => {
      const ids = await sailingIdsOnCourse(trx, id);
      await detachCourseFromSailings(trx, id, new Date().toISOString());
      await deleteCourse(trx, id);
      await releaseImages(trx, [course.map]);
      return ids;
    });
    this.#announce(sailingIds);
  }

  #announce(sailingIds: readonly number[]) {
    for (const sailingId of sailingIds) this.events.emit('sailing.changed', { sailingId });
  }

  async #require(id: number): Promise<CourseRow> {
    const course = await findCourse(this.db, id);
    if (!course) throw notFound();
    return course;
  }
}
