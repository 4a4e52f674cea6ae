import { Button } from '@mantine/core';
import type { StartGroup } from '@segla/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { EditStartGroupForm } from './start-group-form.tsx';

/** "Ändra" on a start group: its form in a modal, from the group as saved at each opening. */
export function EditStartGroupButton({ group }: { group: StartGroup }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
        aria-label={`Ändra startgruppen ${group.name}`}
        onClick={() => setOpened(true)}
      >
        Ändra
      </Button>
      <FormModal opened={opened} onClose={close} title="Ändra startgrupp">
        <EditStartGroupForm group={group} onDone={close} />
      </FormModal>
    </>
  );
}
