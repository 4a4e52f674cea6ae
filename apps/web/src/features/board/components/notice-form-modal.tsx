import type { Notice } from '@segla/core';
import { FormModal } from '../../../components/form/form-modal.tsx';
import type { BoardRef } from '../api/board-ref.ts';
import { DocumentForm } from './document-form.tsx';
import { EditNoticeForm } from './edit-notice-form.tsx';
import { MessageForm } from './message-form.tsx';

/** Which of the board's posting forms is open. */
export type NoticeFormMode =
  { kind: 'document' } | { kind: 'message' } | { kind: 'edit'; notice: Notice };

const TITLES = {
  document: 'Nytt dokument',
  message: 'Nytt meddelande',
  edit: 'Ändra anslag',
} as const;

/**
 * The board's posting forms in the club pages' form modal (full screen on a phone). Loaded
 * lazily: the forms bring the schemas, which readers of the board never need.
 */
export function NoticeFormModal({
  board,
  mode,
  onClose,
}: {
  board: BoardRef;
  mode: NoticeFormMode;
  onClose: () => void;
}) {
  return (
    <FormModal onClose={onClose} title={TITLES[mode.kind]}>
      {mode.kind === 'document' ? (
        <DocumentForm board={board} onDone={onClose} onCancel={onClose} />
      ) : mode.kind === 'message' ? (
        <MessageForm board={board} onDone={onClose} onCancel={onClose} />
      ) : (
        <EditNoticeForm board={board} notice={mode.notice} onDone={onClose} onCancel={onClose} />
      )}
    </FormModal>
  );
}

export default NoticeFormModal;
