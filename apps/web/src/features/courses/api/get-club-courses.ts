import type { Course } from '@segla/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** The courses' query keys: every write to a course invalidates `courseKeys.all`. */
export const courseKeys = {
  all: ['courses'] as const,
  club: (slug: string) => ['courses', 'club', slug] as const,
};

/** `GET /api/clubs/{club}/courses/`: a club's courses. */
export async function getClubCourses(club: string): Promise<Course[]> {
  const data = await apiRequest<Course[] | null>(`/api/clubs/${encodeURIComponent(club)}/courses/`);
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

export const clubCoursesQuery = (club: string) =>
  queryOptions({ queryKey: courseKeys.club(club), queryFn: () => getClubCourses(club) });

export function useClubCourses(club: string) {
  return useQuery({ ...clubCoursesQuery(club), enabled: club !== '' });
}
