import { Stack, Textarea, TextInput } from '@mantine/core';
import { courseWriteSchema, type Course } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import {
  ImageInput,
  imageFileError,
  type ImageChoice,
} from '../../../components/form/image-input.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCourse } from '../api/create-course.ts';
import { useUpdateCourse } from '../api/update-course.ts';
import { lengthNmText } from '../utils/course-form-data.ts';

export const COURSE_CREATED = 'Banan är tillagd.';
export const COURSE_SAVED = 'Banan är sparad.';

interface CourseValues extends Record<string, unknown> {
  name: string;
  /** As typed: '4,5' or '4.5'; the schema reads the decimal comma. */
  length_nm: string;
  description: string;
  map: ImageChoice;
}

/**
 * A course's form (docs/product.md §3, §7): a new course of the club (`POST /api/courses/`) or
 * a change to `course` (`PUT /api/courses/{id}/`), both multipart. The texts and the length are
 * checked with the server's schema first; the map image by its type and size here and by its
 * content on the server.
 */
export function CourseForm({
  clubId,
  course,
  onSaved,
  onCancel,
}: {
  /** The club the new course belongs to (staff may add courses to any club). */
  clubId: number;
  /** The course to change; none for a new one. */
  course?: Course;
  onSaved: (course: Course) => void;
  onCancel: () => void;
}) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const initialValues: CourseValues = {
    name: course?.name ?? '',
    length_nm: lengthNmText(course?.length_nm ?? null),
    description: course?.description ?? '',
    map: null,
  };
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues,
    schema: courseWriteSchema,
    // The map is no zod-checkable value in a browser (a File, not bytes): it is sent beside.
    toPayload: (values) => ({
      ...(course ? {} : { club: clubId }),
      name: values.name,
      length_nm: values.length_nm,
      description: values.description,
    }),
    extraValidate: (values) => {
      const map = imageFileError(values.map);
      return map ? { map } : {};
    },
    submit: (payload, values) => {
      const body = {
        name: payload.name,
        description: payload.description,
        length_nm: payload.length_nm,
        map: values.map ?? undefined,
      };
      return course
        ? update.mutateAsync({ id: course.id, body })
        : create.mutateAsync({ ...body, club: clubId });
    },
    onSuccess: (saved) => {
      notify.success(course ? COURSE_SAVED : COURSE_CREATED);
      onSaved(saved);
    },
    context: course ? 'Ändringen av banan' : 'Den nya banan',
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Längd (M)"
          description="Distansminuter, till exempel 4,5."
          inputMode="decimal"

          {...form.getInputProps('length_nm')}
        />
        <Textarea
          label="Beskrivning"
          description="Till exempel märkena i ordning och vilken sida de rundas om."
          rows={5}

          {...form.getInputProps('description')}
        />
        <ImageInput
          label="Karta"
          current={course?.map ?? null}
          removeLabel="Ta bort karta"
          previewAlt="Förhandsvisning av kartan"
          {...form.getInputProps('map')}
          value={form.values.map}
        />
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
