import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SailingCard } from '../../../components/sailing-card.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useSeries } from '../../../features/series/api/get-series.ts';
import {
  AddSailingToSeries,
  RemoveSailingFromSeries,
} from '../../../features/series/components/series-sailings-editor.tsx';
import { idParam } from '../id-param.ts';

/** A series' sailings; its club (and its race officers) also add sailings to it and take them out. */
export function Component() {
  const params = useParams();
  const series = useSeries(idParam(params.serie) || null).data;
  const user = useUser();
  if (!series) return null;
  // Putting a sailing in a series, or taking it out, changes the sailing: a race officer may.
  const manage = canManageClub(user, series.club.slug, 'racing');
  const club = encodeURIComponent(params.club ?? '');
  return (
    <Stack gap="lg">
      {series.sailings.length === 0 ? (
        <EmptyState>
          {/* The club sees its unpublished sailings too. */}
          {manage
            ? 'Serien har inga seglingar ännu.'
            : 'Serien har inga publicerade seglingar ännu.'}
        </EmptyState>
      ) : (
        <Stack gap="xs">
          {series.sailings.map((sailing) => {
            const card = (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={`/clubs/${club}/sailings/${sailing.id}`}
                showClub={false}
                showSeries={false}
              />
            );
            if (!manage) return card;
            return (
              <div key={sailing.id} className="series-sailing-row">
                {card}
                <RemoveSailingFromSeries sailing={sailing} />
              </div>
            );
          })}
        </Stack>
      )}
      {manage && <AddSailingToSeries series={series} />}
    </Stack>
  );
}
