import { swedishCollator } from '@segla/core/search';
import type { Course } from '@segla/core';
import { mediaUrl } from '../files/image-service.ts';
import type { CourseRow } from './course-repository.ts';

/** A course row as the API answers it. */
export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    club: row.club_id,
    name: row.name,
    description: row.description,
    length_nm: row.length_nm,
    map: mediaUrl(row.map),
  };
}

/** By name, in Swedish order. */
export function compareCourses(a: CourseRow, b: CourseRow): number {
  return swedishCollator.compare(a.name, b.name);
}
