import { Button, Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { useSailor } from '../../../features/sailors/api/get-sailor.ts';

export function Component() {
  const slug = useParams().sailor ?? '';
  const sailor = useSailor(slug).data;
  if (!sailor) return null;
  return (
    <section aria-label="Översikt" className="card-block">
      <Text size="lg">
        {sailor.first_name} seglar för {sailor.club?.name ?? 'ingen klubb ännu'}.
      </Text>
      <Group mt="md" gap="sm">
        <Button component={AppLink} to="series" variant="light">
          Serier
        </Button>
        {sailor.club && (
          <Button component={AppLink} to={`/clubs/${sailor.club.slug}/sailings`} variant="default">
            Klubbens seglingar
          </Button>
        )}
      </Group>
    </section>
  );
}
