import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { noticeUpdateSchema, type Notice } from '@segla/core';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import type { BoardRef } from '../api/board-ref.ts';
import { useUpdateNotice } from '../api/update-notice.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';

/**
 * "Ändra": a new wording of a notice (a document: its title). The earlier wording stays on the
 * board, struck through, so the form says so.
 */
export function EditNoticeForm({
  board,
  notice,
  onDone,
  onCancel,
}: {
  board: BoardRef;
  notice: Notice;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const update = useUpdateNotice(board);
  const message = notice.kind === 'message';
  const { form, alert, busy, onSubmit } = useServerForm({
    initialValues: { title: notice.title, text: notice.text },
    schema: noticeUpdateSchema,
    // A document has no text to change: only its title is sent.
    toPayload: (values) =>
      message ? { title: values.title, text: values.text } : { title: values.title },
    submit: (body) => update.mutateAsync({ id: notice.id, body }),
    onSuccess: (saved) => {
      notify.success(BOARD_TEXTS.noticeChanged);
      onDone(saved);
    },
    context: 'Ändra anslag',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ändra anslag">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Den tidigare lydelsen visas överstruken under anslaget.
        </Text>
        <FormAlert message={alert} />
        <TextInput
          label={message ? 'Rubrik' : 'Titel'}
          withAsterisk={!message}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('title')}
        />
        {message && <Textarea label="Text" withAsterisk rows={6} {...form.getInputProps('text')} />}
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
