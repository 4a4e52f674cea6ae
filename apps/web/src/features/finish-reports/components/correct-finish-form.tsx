import { Stack, TextInput } from '@mantine/core';
import { finishApprovalSchema, type Competitor } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useApproveFinish } from '../api/approve-finish.ts';
import { APPROVED_TOAST, normalizeClockInput } from '../utils/reports.ts';

/** "Rätta": a corrected finish time, approved in the same step. */
export function CorrectFinishForm({
  competitor,
  sailingId,
  onDone,
}: {
  competitor: Competitor;
  sailingId: number;
  onDone: () => void;
}) {
  const approve = useApproveFinish(sailingId);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { finish_time: competitor.report?.finish_time ?? '' },
    schema: finishApprovalSchema,
    toPayload: (values) => ({ finish_time: normalizeClockInput(values.finish_time) }),
    submit: (payload) => approve.mutateAsync({ id: competitor.id, input: payload }),
    onSuccess: () => {
      notify.success(APPROVED_TOAST);
      onDone();
    },
    context: 'Rätta rapporterad måltid',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <FormAlert message={alert} />
        <TextInput
          label="Rättad måltid"
          description="TT:MM:SS"
          inputMode="numeric"
          autoComplete="off"
          size="lg"
          data-autofocus
          {...form.getInputProps('finish_time')}
        />
        <FormActions busy={busy} onCancel={onDone} submitLabel="Godkänn rättad tid" size="lg" />
      </Stack>
    </form>
  );
}
