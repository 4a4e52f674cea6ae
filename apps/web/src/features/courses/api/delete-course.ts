import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { courseKeys } from './get-club-courses.ts';

/** `DELETE /api/courses/{id}/`: sailings sailed on the course keep going without one. */
export async function deleteCourse(id: number): Promise<void> {
  await apiRequest<null>(`/api/courses/${id}/`, { method: 'DELETE' });
}

/** Resolves once the club's list no longer shows the course. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async () => {
      // Its sailings are left without a course.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sailingDetails });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
