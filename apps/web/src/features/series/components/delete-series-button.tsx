import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Series } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
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
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 600px)');
  const remove = useDeleteSeries(series.id);
  const sailings = sailingsAfterDelete(series.sailing_count);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      handleApiError(error, { context: 'Ta bort serie' });
      return;
    }
    notify.success(SERIES_DELETED);
    setOpened(false);
    await onDeleted();
  };

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Ta bort
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Ta bort serien?"
        size={460}
        fullScreen={phone}
      >
        <Stack gap="md">
          <Text>Serien ”{series.name}” tas bort.</Text>
          {sailings && <Text>{sailings}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
              Avbryt
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              Ta bort serien
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
