import { FileInput, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  NOTICE_FILE_TOO_LARGE,
  NOTICE_FILE_TYPE,
  noticeCreateSchema,
  type Notice,
} from '@segla/core';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentKind,
} from '@segla/core/board';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { notify } from '../../../lib/notify.ts';
import type { BoardRef } from '../api/board-ref.ts';
import { useCreateNotice } from '../api/create-notice.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';

/** What the file picker offers: the types the board takes (the server reads the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg';

const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

const CONTENT_TYPES: readonly string[] = Object.keys(DOCUMENT_TYPES);

/**
 * Why a chosen file cannot be sent, or null: checked here because the server answers a file
 * over 10 MB with a 413, which a form can only show as an unexpected error. The server checks
 * the bytes anyway.
 */
export function documentFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > DOCUMENT_MAX_BYTES) return NOTICE_FILE_TOO_LARGE;
  const known = file.type === '' ? /\.(pdf|png|jpe?g)$/i.test(file.name) : false;
  if (!known && !CONTENT_TYPES.includes(file.type)) return NOTICE_FILE_TYPE;
  return null;
}

type DocumentValues = {
  title: string;
  document_kind: DocumentKind;
  file: File | null;
};

/**
 * "Nytt dokument": a title, its kind and a PDF, PNG or JPEG, sent as multipart. The core schema
 * checks the title and kind; a browser's File is no byte array, so the schema sees a stand-in
 * for a chosen, non-empty file, and the file itself is sent beside.
 */
export function DocumentForm({
  board,
  onDone,
  onCancel,
}: {
  board: BoardRef;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const create = useCreateNotice(board);
  const { form, alert, busy, onSubmit } = useServerForm<DocumentValues, unknown, Notice>({
    initialValues: { title: '', document_kind: 'instructions', file: null },
    schema: noticeCreateSchema,
    toPayload: (values) => ({
      kind: 'document',
      title: values.title,
      document_kind: values.document_kind,
      // '' reads as "no file" ('Välj en fil: PDF, PNG eller JPEG.'), an empty byte array too.
      file: values.file ? new Uint8Array(values.file.size > 0 ? 1 : 0) : '',
    }),
    extraValidate: (values) => {
      const file = documentFileError(values.file);
      return file ? { file } : {};
    },
    submit: (_payload, values) =>
      create.mutateAsync({
        kind: 'document',
        title: values.title.trim(),
        document_kind: values.document_kind,
        file: values.file!,
      }),
    onSuccess: (notice) => {
      notify.success(BOARD_TEXTS.documentPosted);
      onDone(notice);
    },
    context: 'Nytt dokument',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nytt dokument">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label="Titel"
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('title')}
        />
        <NativeSelect label="Typ" data={KIND_OPTIONS} {...form.getInputProps('document_kind')} />
        <FileInput
          label="Fil"
          description="PDF, PNG eller JPEG, högst 10 MB."
          placeholder="Välj fil"
          accept={DOCUMENT_ACCEPT}
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': 'Ångra vald fil' }}
          {...form.getInputProps('file')}
        />
        <FormActions busy={busy} onCancel={onCancel} submitLabel="Anslå" />
      </Stack>
    </form>
  );
}
