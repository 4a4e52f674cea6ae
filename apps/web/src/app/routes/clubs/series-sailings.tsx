import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SailingCard } from '../../../components/sailing-card.tsx';
import { useSeries } from '../../../features/series/api/get-series.ts';
import { sailingIdParam } from './sailing-layout.tsx';

export function Component() {
  const params = useParams();
  const series = useSeries(sailingIdParam(params.serie) || null).data;
  if (!series) return null;
  if (series.sailings.length === 0)
    return <EmptyState>Serien har inga publicerade seglingar ännu.</EmptyState>;
  const club = encodeURIComponent(params.club ?? '');
  return (
    <Stack gap="xs">
      {series.sailings.map((sailing) => (
        <SailingCard
          key={sailing.id}
          sailing={sailing}
          href={`/clubs/${club}/sailings/${sailing.id}`}
          showClub={false}
          showSeries={false}
        />
      ))}
    </Stack>
  );
}
