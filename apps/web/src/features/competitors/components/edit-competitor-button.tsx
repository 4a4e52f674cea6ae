import { Button } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { competitorLabel } from '../utils/competitor-label.ts';
import { EditCompetitorForm, type CompetitorFormContext } from './competitor-form.tsx';
import { FormModal } from '../../../components/form/form-modal.tsx';

/** "Ändra" on a competitor: the competitor form in a modal, from her entry as saved. */
export function EditCompetitorButton({
  competitor,
  groups,
  boatModels,
  categories,
}: CompetitorFormContext & { competitor: Competitor }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
        aria-label={`Ändra ${competitorLabel(competitor)}`}
        onClick={() => setOpened(true)}
      >
        Ändra
      </Button>
      <FormModal opened={opened} onClose={close} title="Ändra deltagare">
        <EditCompetitorForm
          competitor={competitor}
          groups={groups}
          boatModels={boatModels}
          categories={categories}
          onDone={close}
        />
      </FormModal>
    </>
  );
}
