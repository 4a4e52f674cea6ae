import { Button, Stack, Text, TextInput } from '@mantine/core';
import { competitorAccountSchema, type Competitor } from '@segla/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCompetitorAccount } from '../api/create-competitor-account.ts';
import { competitorLabel } from '../utils/competitor-label.ts';
import { FormModal } from '../../../components/form/form-modal.tsx';

function CreateAccountForm({ competitor, onDone }: { competitor: Competitor; onDone: () => void }) {
  const create = useCreateCompetitorAccount();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { email: '' },
    schema: competitorAccountSchema,
    submit: (payload) => create.mutateAsync({ id: competitor.id, input: payload }),
    onSuccess: (_competitor, values) => {
      notify.success(`Ett mejl har skickats till ${values.email.trim()}.`, 'Kontot är klart');
      onDone();
    },
    context: 'Skapa konto för deltagare',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <Text>
          Finns det redan ett seglarkonto med adressen kopplas deltagaren till det. Annars skapas
          ett konto och en inbjudan skickas.
        </Text>
        <TextInput
          label="E-post"
          type="email"
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <FormActions busy={busy} onCancel={onDone} submitLabel="Skapa konto" />
      </Stack>
    </form>
  );
}

/**
 * "Skapa konto" for a competitor without a sailor account: an e-mail, then
 * `POST /api/competitors/{id}/create-account/` (docs/product.md §11).
 */
export function CreateAccountButton({ competitor }: { competitor: Competitor }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUserPlus size={18} aria-hidden />}
        aria-label={`Skapa konto för ${competitorLabel(competitor)}`}
        onClick={() => setOpened(true)}
      >
        Skapa konto
      </Button>
      <FormModal opened={opened} onClose={close} title="Skapa konto">
        <CreateAccountForm competitor={competitor} onDone={close} />
      </FormModal>
    </>
  );
}
