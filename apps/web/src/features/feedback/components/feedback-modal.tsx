import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FEEDBACK_SUBJECTS, feedbackCreateSchema, type FeedbackSubject } from '@segla/core';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { closeFeedbackModal, feedbackModalStore } from '../stores/feedback-modal.ts';
import { withMantine } from '../../../components/mantine/segla-mantine.tsx';

/** The feedback spinner ends 500 ms after the answer (docs/product.md §9). */
export const FEEDBACK_SPINNER_MS = 500;
export const FEEDBACK_THANKS = 'Tack för din feedback!';

const validate = schemaResolver(feedbackCreateSchema, { sync: true });

/** Server messages about a field, listed with '* ' (docs/product.md §5). */
function listed(messages: string[] | undefined): string | undefined {
  if (!messages || messages.length === 0) return undefined;
  return messages.map((message) => `* ${message}`).join('\n');
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const mutation = useSendFeedback();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: (values) => validate({ subject: values.subject, message: values.message.trim() }),
  });

  const submit = form.onSubmit(async (values) => {
    setServerError(null);
    setBusy(true);
    const settle = () => new Promise((resolve) => setTimeout(resolve, FEEDBACK_SPINNER_MS));
    try {
      await mutation.mutateAsync({
        subject: values.subject as FeedbackSubject,
        message: values.message.trim(),
      });
      await settle();
      setBusy(false);
      notify.success(FEEDBACK_THANKS);
      onDone();
    } catch (error) {
      await settle();
      setBusy(false);
      const described = handleApiError(error, {
        toast: false,
        context: 'Feedbacken',
      });
      form.setErrors({
        subject: listed(described.fieldMessages.subject),
        message: listed(described.fieldMessages.message),
      });
      const known = described.fieldMessages.subject || described.fieldMessages.message;
      setServerError(described.nonFieldError ?? (known ? null : described.message));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
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
export default withMantine(FeedbackModal);
