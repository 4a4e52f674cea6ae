import { Button, Group, Modal, Text } from '@mantine/core';
import type { StartGroup } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteStartGroup } from '../api/delete-start-group.ts';

/**
 * "Ta bort" on a start group, after a confirmation. Its competitors stay in the sailing,
 * without a start group (docs/product.md §4).
 */
export function DeleteStartGroupButton({ group }: { group: StartGroup }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteStartGroup();
  const close = () => setOpened(false);
  const confirm = () => {
    remove.mutate(group, {
      onSuccess: () => {
        notify.success('Startgruppen togs bort.');
        close();
      },
      onError: (error) => {
        handleApiError(error, { context: 'Ta bort startgrupp' });
      },
    });
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort startgruppen ${group.name}`}
        onClick={() => setOpened(true)}
      >
        Ta bort
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Ta bort startgrupp"
        className="touch-ui"
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        <Text>
          Är du säker på att du vill ta bort startgruppen {group.name}?
          {group.competitors.length > 0 && ' Dess deltagare blir kvar, utan startgrupp.'}
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
