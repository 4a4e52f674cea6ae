import type { Course } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { courseFormData, type CourseBody } from '../utils/course-form-data.ts';
import { courseKeys } from './get-club-courses.ts';

/** `POST /api/courses/` (multipart): adds a course; the club's account or staff. */
export async function createCourse(body: CourseBody): Promise<Course> {
  const data = await apiRequest<Course | null>('/api/courses/', {
    method: 'POST',
    body: courseFormData(body),
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list holds the new course, so the page shows it as the form closes. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
