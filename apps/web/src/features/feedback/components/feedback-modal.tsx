import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { FEEDBACK_SUBJECTS, feedbackCreateSchema } from '@segla/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { closeFeedbackModal, feedbackModalStore } from '../stores/feedback-modal.ts';

/** The feedback spinner ends 500 ms after the answer (docs/product.md §9). */
export const FEEDBACK_SPINNER_MS = 500;
export const FEEDBACK_THANKS = 'Tack för din feedback!';

/** Server messages about a field, listed with '* ' (docs/product.md §5). */
function listed(messages: readonly string[]): string {
  return messages.map((message) => `* ${message}`).join('\n');
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const mutation = useSendFeedback();
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { subject: '', message: '' },
    schema: feedbackCreateSchema,
    toPayload: (values) => ({ subject: values.subject, message: values.message.trim() }),
    submit: (payload) => mutation.mutateAsync(payload),
    onSuccess: () => {
      notify.success(FEEDBACK_THANKS);
      onDone();
    },
    context: 'Feedbacken',
    successDelayMs: FEEDBACK_SPINNER_MS,
    failureDelayMs: FEEDBACK_SPINNER_MS,
    formatFieldMessages: listed,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <NativeSelect
          label="Ämne"
          withAsterisk
          data-autofocus
          data={[{ value: '', label: 'Välj ämne', disabled: true }, ...FEEDBACK_SUBJECTS]}
          {...form.getInputProps('subject')}
          classNames={{ error: 'preline' }}
        />
        <Textarea
          label="Meddelande"
          withAsterisk
          rows={5}
          {...form.getInputProps('message')}
          classNames={{ error: 'preline' }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Skicka
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The site-wide feedback form (docs/product.md §2): subject, message (5 rows), 'Skicka'. */
export function FeedbackModal() {
  const { opened } = feedbackModalStore.use();
  const [session, setSession] = useState(0);
  const close = () => {
    closeFeedbackModal();
    setSession((value) => value + 1);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Feedback"
      size={480}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <FeedbackForm key={session} onDone={close} />
    </Modal>
  );
}

// Lazy, outside the Mantine pages: it brings its own provider.
export default FeedbackModal;
