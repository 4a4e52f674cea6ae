import { Button, Text } from '@mantine/core';
import type { Series } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteSeries } from '../api/delete-series.ts';

export const SERIES_DELETED = 'Serien är borttagen.';

/** What deleting does to the sailings: the server keeps them, without a series. */
export function sailingsAfterDelete(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? 'Seglingen finns kvar men hör inte längre till någon serie.'
    : 'Seglingarna finns kvar men hör inte längre till någon serie.';
}

/**
 * "Ta bort" and its confirmation (`DELETE /api/series/{id}/`). On success a toast, then
 * `onDeleted` (take the user away from the series); a failure is a toast and the dialog stays.
 */
export function DeleteSeriesButton({
  series,
  onDeleted,
}: {
  series: Series;
  onDeleted: () => void | Promise<void>;
}) {
  const remove = useDeleteSeries(series.id);
  const sailings = sailingsAfterDelete(series.sailing_count);
  const deletion = useConfirmedAction({
    run: () => remove.mutateAsync(),
    success: SERIES_DELETED,
    context: 'Ta bort serie',
    onDone: onDeleted,
  });

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={deletion.open}
      >
        Ta bort
      </Button>
      <ConfirmDialog
        opened={deletion.opened}
        title="Ta bort serien?"
        message={
          <>
            <Text>Serien ”{series.name}” tas bort.</Text>
            {sailings && <Text>{sailings}</Text>}
          </>
        }
        confirmLabel="Ta bort serien"
        danger
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
