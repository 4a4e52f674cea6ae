import { Stack, TextInput } from '@mantine/core';
import { startGroupStartSchema, type StartGroupStart } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';

/**
 * "Ändra starttid" of a start group on the Målgång page: the start time to the second. Saved
 * through the device's queue (`onSave`), so it works offline; the server recomputes every
 * elapsed time of the group (docs/product.md §11).
 */
export function StartTimeForm({
  startTime,
  onSave,
  onDone,
}: {
  startTime: string | null;
  onSave: (startTime: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { start_time: startTime ?? '' },
    schema: startGroupStartSchema,
    submit: (payload: StartGroupStart) => onSave(payload.start_time),
    onSuccess: onDone,
    context: 'Ändra starttid',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Starttid"
          description="Timmar, minuter och sekunder"
          type="time"
          step={1}
          withAsterisk
          data-autofocus
          {...form.getInputProps('start_time')}
        />
        <FormActions busy={busy} onCancel={onDone} size="lg" />
      </Stack>
    </form>
  );
}
