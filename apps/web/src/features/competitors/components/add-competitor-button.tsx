import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddCompetitorForm, type CompetitorFormContext } from './competitor-form.tsx';
import { FormModal } from '../../../components/form/form-modal.tsx';

/** "Lägg till deltagare": the button and the competitor form in a modal. */
export function AddCompetitorButton({
  sailingId,
  groups,
  boatModels,
  categories,
}: CompetitorFormContext & { sailingId: number }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Lägg till deltagare
      </Button>
      <FormModal opened={opened} onClose={close} title="Lägg till deltagare">
        <AddCompetitorForm
          sailingId={sailingId}
          groups={groups}
          boatModels={boatModels}
          categories={categories}
          onDone={close}
        />
      </FormModal>
    </>
  );
}
