import { Button, Stack, TextInput } from '@mantine/core';
import { competitorTimingSchema, type CompetitorTiming } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';

/**
 * The correction of a finish time to the second ("Ändra måltid"). Saved through the device's
 * queue (`onSave`) with the time shown before as the edit's base, so an edit made over another
 * phone's change becomes a conflict in the change log instead of overwriting it.
 */
export function FinishTimeForm({
  finishTime,
  onSave,
  onRemove,
  onDone,
}: {
  finishTime: string | null;
  onSave: (finishTime: string) => Promise<unknown>;
  /** "Ta bort måltid": the boat is back among those racing. */
  onRemove?: () => void;
  onDone: () => void;
}) {
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { finish_time: finishTime ?? '' },
    schema: competitorTimingSchema,
    submit: (payload: CompetitorTiming) => onSave(payload.finish_time ?? ''),
    onSuccess: onDone,
    context: 'Ändra måltid',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Måltid"
          description="Timmar, minuter och sekunder"
          type="time"
          step={1}
          withAsterisk
          data-autofocus
          {...form.getInputProps('finish_time')}
        />
        <FormActions busy={busy} onCancel={onDone} size="lg" />
        {onRemove && (
          <Button variant="light" color="red" size="lg" fullWidth mt="md" onClick={onRemove}>
            Ta bort måltid
          </Button>
        )}
      </Stack>
    </form>
  );
}
