import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import type { SailingListItem, Series } from '@segla/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { handleApiError } from '../../../lib/api-error.ts';
import { formatDate } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { useClubSailings } from '../api/get-club-sailings.ts';
import { useSetSailingSeries } from '../api/set-sailing-series.ts';

export const SAILING_ADDED = 'Seglingen är tillagd i serien.';
export const SAILING_REMOVED = 'Seglingen är borttagen ur serien.';

/** A failed move: the server's word about `serie` if it has one, else the shared message. */
function reportFailure(error: unknown, context: string) {
  const described = handleApiError(error, { toast: false, context });
  notify.error(described.fieldErrors.serie ?? described.message);
}

/** A sailing as the select offers it: name, date, and the series it would leave. */
function optionLabel(sailing: SailingListItem): string {
  const label = `${sailing.name}, ${formatDate(sailing.start_date)}`;
  return sailing.serie ? `${label} (i ${sailing.serie.name})` : label;
}

/**
 * "Lägg till segling": the club's sailings that are not in this series (one in another series
 * moves here), and the button that puts the chosen one in it (`PUT /api/sailings/{id}/`).
 */
export function AddSailingToSeries({ series }: { series: Series }) {
  const sailings = useClubSailings(series.club.slug);
  const move = useSetSailingSeries();
  const [chosen, setChosen] = useState('');

  if (sailings.isError)
    return <QueryError error={sailings.error} onRetry={() => void sailings.refetch()} />;
  const candidates = (sailings.data ?? []).filter((sailing) => sailing.serie?.id !== series.id);
  const selected = candidates.find((sailing) => String(sailing.id) === chosen);

  const add = async () => {
    if (!selected) return;
    try {
      await move.mutateAsync({ sailingId: selected.id, seriesId: series.id });
    } catch (error) {
      reportFailure(error, 'Lägg till segling i serie');
      return;
    }
    notify.success(SAILING_ADDED);
    setChosen('');
  };

  return (
    <section className="series-add-sailing" aria-labelledby="series-add-sailing">
      <Stack gap="xs">
        <Text fw={700} id="series-add-sailing">
          Lägg till segling
        </Text>
        {sailings.data && candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            Klubben har inga fler seglingar att lägga till. Skapa seglingen först.
          </Text>
        ) : (
          <>
            <NativeSelect
              label="Segling"
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
              disabled={!sailings.data}
              data={[
                { value: '', label: sailings.data ? 'Välj segling' : 'Hämtar seglingar…' },
                ...candidates.map((sailing) => ({
                  value: String(sailing.id),
                  label: optionLabel(sailing),
                })),
              ]}
            />
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => void add()}
              disabled={!selected}
              loading={move.isPending}
            >
              Lägg till segling
            </Button>
          </>
        )}
      </Stack>
    </section>
  );
}

/** "Ta bort från serien" for one sailing (`PUT /api/sailings/{id}/` with `serie: null`). */
export function RemoveSailingFromSeries({ sailing }: { sailing: SailingListItem }) {
  const move = useSetSailingSeries();
  const remove = async () => {
    try {
      await move.mutateAsync({ sailingId: sailing.id, seriesId: null });
    } catch (error) {
      reportFailure(error, 'Ta bort segling ur serie');
      return;
    }
    notify.success(SAILING_REMOVED);
  };
  return (
    <Button
      variant="subtle"
      color="red"
      onClick={() => void remove()}
      loading={move.isPending}
      aria-label={`Ta bort från serien: ${sailing.name}`}
    >
      Ta bort från serien
    </Button>
  );
}
