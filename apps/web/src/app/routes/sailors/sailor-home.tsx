import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { useSailorEntries } from '../../../features/sailors/api/get-sailor-entries.ts';
import { useSailor } from '../../../features/sailors/api/get-sailor.ts';
import { SailorEntryList } from '../../../features/sailors/components/sailor-entry-list.tsx';
import { entriesWithResults, upcomingEntries } from '../../../features/sailors/utils/place.ts';
import { stockholmToday } from '@segla/core/format';
import { MyClubs } from './my-clubs.tsx';

/** How many entries each section of the overview shows; Seglingar has them all. */
const SHOWN = 5;

/**
 * The sailor's overview (issue 13): her next entries and her latest results; on her own page,
 * also the clubs she holds a role in ("Mina klubbar").
 */
export function Component() {
  const slug = useParams().sailor ?? '';
  const sailor = useSailor(slug).data;
  const entries = useSailorEntries(slug);
  const user = useUser();
  if (!sailor) return null;
  if (entries.isError) {
    return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  }
  if (!entries.data) return <DelayedLoader label="Hämtar seglingar…" />;
  const upcoming = upcomingEntries(entries.data, stockholmToday());
  const results = entriesWithResults(entries.data);
  return (
    <Stack gap="xl">
      <Text c="dimmed">
        {sailor.first_name || 'Seglaren'} seglar för {sailor.club?.name ?? 'ingen klubb ännu'}.
      </Text>
      {user?.sailor?.slug === slug && <MyClubs roles={user.roles} />}
      <section aria-labelledby="sailor-upcoming">
        <Title order={2} size="h3" id="sailor-upcoming" mb="sm">
          Kommande
        </Title>
        <SailorEntryList
          label="Kommande seglingar"
          entries={upcoming.slice(0, SHOWN)}
          empty="Inga kommande anmälningar."
        />
      </section>
      <section aria-labelledby="sailor-results">
        <Title order={2} size="h3" id="sailor-results" mb="sm">
          Senaste resultat
        </Title>
        <SailorEntryList
          label="Senaste resultat"
          entries={results.slice(0, SHOWN)}
          empty="Inga resultat ännu."
        />
      </section>
      <Group gap="sm">
        <Button component={AppLink} to="sailings" variant="light">
          Alla seglingar
        </Button>
        <Button component={AppLink} to="series" variant="default">
          Serier
        </Button>
      </Group>
    </Stack>
  );
}
