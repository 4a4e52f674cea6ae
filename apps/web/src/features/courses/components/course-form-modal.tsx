import type { Course } from '@segla/core';
import { FormModal } from '../../../components/form/form-modal.tsx';
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
  return (
    <FormModal opened={opened} onClose={onClose} title={course ? 'Ändra bana' : 'Ny bana'}>
      <CourseForm clubId={clubId} course={course} onSaved={onClose} onCancel={onClose} />
    </FormModal>
  );
}
