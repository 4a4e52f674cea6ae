import { Text } from '@mantine/core';
import type { Course } from '@segla/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteCourse } from '../api/delete-course.ts';

export const COURSE_DELETED = 'Banan togs bort.';

/**
 * Asks before a course is deleted: sailings sailed on it keep going without a course (the
 * server's rule), which the question says. A failure is a toast; the question stays open.
 */
export function DeleteCourseModal({
  course,
  onClose,
}: {
  /** The course to delete; null keeps the modal closed. */
  course: Course | null;
  onClose: () => void;
}) {
  const mutation = useDeleteCourse();
  // The name stays in the question while the modal closes.
  const [named, setNamed] = useState(course);
  if (course && course !== named) setNamed(course);
  const { busy, confirm } = useConfirmedAction({
    run: async () => {
      if (course) await mutation.mutateAsync(course.id);
    },
    success: COURSE_DELETED,
    context: 'Borttagningen av banan',
    onDone: onClose,
  });
  return (
    <ConfirmDialog
      opened={course !== null}
      title="Ta bort bana"
      message={
        <Text>
          Vill du ta bort banan <strong>{named?.name}</strong>? Seglingar som har den som bana blir
          utan bana.
        </Text>
      }
      confirmLabel="Ta bort"
      danger
      busy={busy}
      onConfirm={() => {
        if (course) confirm();
      }}
      onClose={onClose}
    />
  );
}
