import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@segla/core';
import { IconMap, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useClubCourses } from '../api/get-club-courses.ts';
import { formatLengthNm } from '../utils/course-form-data.ts';
import { CourseFormModal } from './course-form-modal.tsx';
import { DeleteCourseModal } from './delete-course-modal.tsx';

/** A course's map box: 88 px square, the sea's tint behind an icon or the image. */
const MAP_BOX = {
  w: 88,
  h: 88,
  bdrs: 10,
  bg: 'sea.0',
  c: 'sea.7',
  display: 'grid',
  style: { flex: 'none', placeItems: 'center', overflow: 'hidden' },
} as const;

/** The map as a thumbnail that opens the whole image, or an icon where there is none. */
function CourseMap({ course }: { course: Course }) {
  if (!course.map) {
    return (
      <Box component="span" aria-hidden {...MAP_BOX}>
        <IconMap size={28} />
      </Box>
    );
  }
  return (
    <Box component="a" href={course.map} target="_blank" rel="noopener noreferrer" {...MAP_BOX}>
      <img
        src={course.map}
        alt={`Karta över ${course.name} (öppnas i ny flik)`}
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

/**
 * A club's courses (docs/product.md §3): name, length in nautical miles, description and map.
 * With `canEdit` (the club itself or staff) also "Ny bana", and "Ändra" and "Ta bort" on each.
 */
export function ClubCourses({
  club,
  clubId,
  canEdit,
}: {
  /** The club's slug. */
  club: string;
  clubId: number;
  canEdit: boolean;
}) {
  const courses = useClubCourses(club);
  // The form modal: the course to change (none: a new one) stays while the modal closes.
  const [formState, setFormState] = useState<{ opened: boolean; course?: Course; session: number }>(
    { opened: false, session: 0 },
  );
  const [deleting, setDeleting] = useState<Course | null>(null);
  const openForm = (course?: Course) =>
    setFormState((state) => ({ opened: true, course, session: state.session + 1 }));
  const closeForm = () => setFormState((state) => ({ ...state, opened: false }));

  let body;
  if (courses.isError) {
    body = <QueryError error={courses.error} onRetry={() => void courses.refetch()} />;
  } else if (!courses.data) {
    body = <DelayedLoader label="Hämtar banor…" />;
  } else if (courses.data.length === 0) {
    body = (
      <EmptyState>
        {canEdit
          ? 'Klubben har inga banor ännu. Lägg till den första med ”Ny bana”.'
          : 'Klubben har inga banor ännu.'}
      </EmptyState>
    );
  } else {
    body = (
      <Stack component="ul" gap={12} m={0} p={0} style={{ listStyle: 'none' }}>
        {courses.data.map((course) => (
          <Paper component="li" key={course.id} withBorder radius="lg" p={14}>
            <Group align="flex-start" gap={14} wrap="nowrap">
              <CourseMap course={course} />
              <Box flex={1} miw={0} style={{ overflowWrap: 'anywhere' }}>
                <Title order={3} size="h4">
                  {course.name}
                </Title>
                <Text size="sm" fw={650}>
                  {course.length_nm === null
                    ? 'Längd inte angiven'
                    : formatLengthNm(course.length_nm)}
                </Text>
                {course.description && (
                  <Text size="sm" mt={4} className="preline">
                    {course.description}
                  </Text>
                )}
                {canEdit && (
                  <Group gap="xs" mt="xs">
                    <Button
                      variant="default"
                      mih={44}
                      aria-label={`Ändra ${course.name}`}
                      onClick={() => openForm(course)}
                    >
                      Ändra
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      mih={44}
                      aria-label={`Ta bort ${course.name}`}
                      onClick={() => setDeleting(course)}
                    >
                      Ta bort
                    </Button>
                  </Group>
                )}
              </Box>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="club-courses-title">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h3" id="club-courses-title">
          Banor
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm()}>
            Ny bana
          </Button>
        )}
      </Group>
      {body}
      {canEdit && (
        <>
          <CourseFormModal
            key={formState.session}
            opened={formState.opened}
            onClose={closeForm}
            clubId={clubId}
            course={formState.course}
          />
          <DeleteCourseModal course={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </section>
  );
}
