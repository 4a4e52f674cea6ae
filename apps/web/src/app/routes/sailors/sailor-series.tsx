import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSailor } from '../../../features/sailors/api/get-sailor.ts';
import { SeriesList } from '../../../features/series/components/series-list.tsx';
import { SERIES_MODAL_PARAM } from '../../../features/series/stores/series-modal.ts';

/** The series of the sailor's club; each opens in the series modal. */
export function Component() {
  const slug = useParams().sailor ?? '';
  const sailor = useSailor(slug).data;
  if (!sailor) return null;
  if (!sailor.club) return <EmptyState>Seglaren tillhör ingen klubb ännu.</EmptyState>;
  return (
    <>
      <Text c="dimmed" mb="md">
        Serier i {sailor.club.name}.
      </Text>
      <SeriesList club={sailor.club.slug} seriesHref={(id) => `?${SERIES_MODAL_PARAM}=${id}`} />
    </>
  );
}
