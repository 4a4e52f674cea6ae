import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Course } from '@segla/core';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
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
  const confirm = async () => {
    if (!course) return;
    try {
      await mutation.mutateAsync(course.id);
    } catch (error) {
      handleApiError(error, { context: 'Borttagningen av banan' });
      return;
    }
    notify.success(COURSE_DELETED);
    onClose();
  };
  return (
    <Modal opened={course !== null} onClose={onClose} title="Ta bort bana" centered>
      <Stack gap="md">
        <Text>
          Vill du ta bort banan <strong>{named?.name}</strong>? Seglingar som har den som bana blir
          utan bana.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Avbryt
          </Button>
          <Button color="red" loading={mutation.isPending} onClick={() => void confirm()}>
            Ta bort
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
