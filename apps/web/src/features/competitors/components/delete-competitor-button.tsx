import { Button, Group, Modal, Text } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCompetitor } from '../api/delete-competitor.ts';
import { competitorLabel } from '../utils/competitor-label.ts';

/** The texts of removing a competitor, exactly as docs/product.md §8 words them. */
export const DELETE_COMPETITOR_TEXTS = {
  confirm: 'Är du säker på att du vill ta bort det här deltagaren?',
  done: 'Deltagaren togs bort.',
  failed: 'Något gick fel. Försök igen senare.',
} as const;

/**
 * "Ta bort" on a competitor: asks first (docs/product.md §6, §8); on success a toast and the
 * modal closes, on failure a toast and it stays open.
 */
export function DeleteCompetitorButton({ competitor }: { competitor: Competitor }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteCompetitor();
  const close = () => setOpened(false);
  const confirm = () => {
    remove.mutate(competitor, {
      onSuccess: () => {
        notify.success(DELETE_COMPETITOR_TEXTS.done);
        close();
      },
      onError: (error) => {
        handleApiError(error, { toast: false, context: 'Ta bort deltagare' });
        notify.error(DELETE_COMPETITOR_TEXTS.failed);
      },
    });
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort ${competitorLabel(competitor)}`}
        onClick={() => setOpened(true)}
      >
        Ta bort
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Ta bort deltagare"
        className="touch-ui"
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        <Text>{DELETE_COMPETITOR_TEXTS.confirm}</Text>
        <Text c="dimmed" size="sm" mt={4}>
          {[competitor.boat_name, competitor.sail_number, competitor.name]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Avbryt
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Ta bort
          </Button>
        </Group>
      </Modal>
    </>
  );
}
