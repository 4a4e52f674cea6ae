import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { CreateStartGroupForm } from './start-group-form.tsx';

/** "Ny startgrupp": the button and its form in a modal. */
export function NewStartGroupButton({
  sailingId,
  defaultStartTime,
}: {
  sailingId: number;
  /** The sailing's start time: a new group starts then unless changed. */
  defaultStartTime: string | null;
}) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Ny startgrupp
      </Button>
      <FormModal opened={opened} onClose={close} title="Ny startgrupp">
        <CreateStartGroupForm
          sailingId={sailingId}
          defaultStartTime={defaultStartTime}
          onDone={close}
        />
      </FormModal>
    </>
  );
}
