import { Button } from '@mantine/core';
import type { Club } from '@segla/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { ClubProfileForm } from './club-profile-form.tsx';

/**
 * "Redigera profil": the club's profile form in a modal, full screen on a phone. Each opening
 * starts from the club as saved.
 */
export function EditClubProfile({ club, onSaved }: { club: Club; onSaved?: (club: Club) => void }) {
  const [opened, setOpened] = useState(false);
  const [session, setSession] = useState(0);
  const open = () => {
    setSession((value) => value + 1);
    setOpened(true);
  };
  const close = () => setOpened(false);

  return (
    <>
      <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={open}>
        Redigera profil
      </Button>
      <FormModal opened={opened} onClose={close} title="Redigera profil">
        <ClubProfileForm
          key={session}
          club={club}
          onCancel={close}
          onSaved={(saved) => {
            close();
            onSaved?.(saved);
          }}
        />
      </FormModal>
    </>
  );
}
