import { Stack, TextInput } from '@mantine/core';
import { hearingSchema, type Hearing, type Protest } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useScheduleHearing } from '../api/schedule-hearing.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';

/**
 * "Utlys förhandling": when (Stockholm time, as a datetime-local input has it) and where. Set
 * again, it moves the hearing; the parties get an e-mail each time.
 */
export function HearingForm({
  protest,
  onDone,
  onCancel,
}: {
  protest: Protest;
  onDone: (protest: Protest) => void;
  onCancel: () => void;
}) {
  const schedule = useScheduleHearing(protest.sailing);
  const { form, alert, busy, onSubmit } = useServerForm<
    { at: string; place: string },
    Hearing,
    Protest
  >({
    initialValues: { at: protest.hearing?.at ?? '', place: protest.hearing?.place ?? '' },
    schema: hearingSchema,
    submit: (body) => schedule.mutateAsync({ protestId: protest.id, body }),
    onSuccess: (saved) => {
      notify.success(BOARD_TEXTS.hearingScheduled);
      onDone(saved);
    },
    context: 'Utlys förhandling',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Utlys förhandling">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Tid"
          type="datetime-local"
          withAsterisk
          data-autofocus
          {...form.getInputProps('at')}
        />
        <TextInput label="Plats" withAsterisk autoComplete="off" {...form.getInputProps('place')} />
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Utlys" />
      </Stack>
    </form>
  );
}
