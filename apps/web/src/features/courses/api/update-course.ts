import type { Course } from '@segla/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { courseFormData, type CourseBody } from '../utils/course-form-data.ts';
import { courseKeys } from './get-club-courses.ts';

/** `PUT /api/courses/{id}/` (multipart): changes the fields sent; the club's account or staff. */
export async function updateCourse(id: number, body: CourseBody): Promise<Course> {
  const data = await apiRequest<Course | null>(`/api/courses/${id}/`, {
    method: 'PUT',
    body: courseFormData(body),
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the club's list shows the change. */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CourseBody }) => updateCourse(id, body),
    onSuccess: async () => {
      // A sailing shows its course's name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sailingDetails });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
