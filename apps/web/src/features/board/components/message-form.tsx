import { Stack, Textarea, TextInput } from '@mantine/core';
import { noticeCreateSchema, type Notice } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import type { BoardRef } from '../api/board-ref.ts';
import { useCreateNotice, type NewMessage } from '../api/create-notice.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';

/** "Nytt meddelande": a text and an optional title, sent as JSON. */
export function MessageForm({
  board,
  onDone,
  onCancel,
}: {
  board: BoardRef;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const create = useCreateNotice(board);
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { title: '', text: '' },
    schema: noticeCreateSchema,
    toPayload: (values) => ({ kind: 'message', title: values.title, text: values.text }),
    // toPayload makes it a message: the schema's output is one.
    submit: (payload) => create.mutateAsync(payload as NewMessage),
    onSuccess: (notice) => {
      notify.success(BOARD_TEXTS.messagePosted);
      onDone(notice);
    },
    context: 'Nytt meddelande',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nytt meddelande">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Rubrik"
          description="Valfri."
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea label="Text" withAsterisk rows={6} {...form.getInputProps('text')} />
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Anslå" />
      </Stack>
    </form>
  );
}
