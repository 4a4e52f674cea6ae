import { Stack, Title } from '@mantine/core';
import type { SailingListItem } from '@segla/core';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SailingCard } from '../../../components/sailing-card.tsx';
import { useClubSailings } from '../api/get-sailing.ts';

const ORDER: Record<SailingListItem['status'], number> = {
  ongoing: 0,
  upcoming: 1,
  unpublished: 2,
  finished: 3,
  cancelled: 3,
};

const HEADINGS = ['Pågår nu', 'Kommande', 'Opublicerade', 'Genomförda'];

/** A club's sailings grouped as ongoing, upcoming, unpublished and past (newest first). */
export function ClubSailings({
  club,
  sailingHref,
}: {
  club: string;
  sailingHref: (sailing: SailingListItem) => string;
}) {
  const sailings = useClubSailings(club);
  if (sailings.isError)
    return <QueryError error={sailings.error} onRetry={() => void sailings.refetch()} />;
  if (!sailings.data) return <DelayedLoader label="Hämtar seglingar…" />;
  if (sailings.data.length === 0) return <EmptyState>Klubben har inga seglingar ännu.</EmptyState>;

  const groups: SailingListItem[][] = [[], [], [], []];
  for (const sailing of sailings.data) groups[ORDER[sailing.status]]?.push(sailing);
  groups[3]?.reverse();

  return (
    <Stack gap="xl">
      {groups.map((list, index) =>
        list.length === 0 ? null : (
          <section key={HEADINGS[index]} aria-labelledby={`club-sailings-${index}`}>
            <Title order={2} size="h3" id={`club-sailings-${index}`} mb="sm">
              {HEADINGS[index]}
            </Title>
            <Stack gap="xs">
              {list.map((sailing) => (
                <SailingCard
                  key={sailing.id}
                  sailing={sailing}
                  href={sailingHref(sailing)}
                  showClub={false}
                />
              ))}
            </Stack>
          </section>
        ),
      )}
    </Stack>
  );
}
