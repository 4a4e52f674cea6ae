import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Course } from '@segla/core';
import { CourseForm } from './course-form.tsx';

/**
 * The course form in a modal, full screen on a phone: "Ny bana" without `course`, "Ändra
 * bana" with it. Mount it anew (a `key`) for each opening so the form starts from the saved
 * course.
 */
export function CourseFormModal({
  opened,
  onClose,
  clubId,
  course,
}: {
  opened: boolean;
  onClose: () => void;
  clubId: number;
  course?: Course;
}) {
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={course ? 'Ändra bana' : 'Ny bana'}
      size="lg"
      fullScreen={phone}
    >
      <CourseForm clubId={clubId} course={course} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
