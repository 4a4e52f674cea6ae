import type { Notice } from '@segla/core';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import type { BoardRef } from '../api/board-ref.ts';
import { useNotices } from '../api/get-notices.ts';
import { useWithdrawNotice } from '../api/withdraw-notice.ts';
import { BOARD_TEXTS } from '../utils/board-texts.ts';
import { NoticeItem, noticeName } from './notice-item.tsx';

// The forms bring the schemas (and zod): loaded when an official opens one.
const NoticeFormModal = lazy(() => import('./notice-form-modal.tsx'));

/**
 * The board's postings, newest first, withdrawn ones included. Officials ('racing') get
 * "Ändra" (a dialog) and "Återkalla" (asks first) on each posting still in force.
 */
export function NoticeList({ board, canPost }: { board: BoardRef; canPost: boolean }) {
  const notices = useNotices(board);
  const [editing, setEditing] = useState<Notice | null>(null);
  const [withdrawing, setWithdrawing] = useState<Notice | null>(null);
  const withdraw = useWithdrawNotice(board);
  const removal = useConfirmedAction({
    run: () => (withdrawing ? withdraw.mutateAsync(withdrawing.id) : Promise.resolve()),
    success: BOARD_TEXTS.noticeWithdrawn,
    context: 'Återkalla anslag',
    onDone: () => setWithdrawing(null),
  });

  if (notices.isError) {
    return <QueryError error={notices.error} onRetry={() => void notices.refetch()} />;
  }
  if (!notices.data) return <DelayedLoader label="Hämtar anslagen…" />;
  if (notices.data.length === 0) {
    return <EmptyState>Inget är anslaget ännu.</EmptyState>;
  }
  return (
    <>
      <ul className="notice-list" aria-label="Anslag">
        {notices.data.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            onEdit={canPost ? setEditing : undefined}
            onWithdraw={canPost ? setWithdrawing : undefined}
          />
        ))}
      </ul>
      {canPost && (
        <ConfirmDialog
          opened={withdrawing !== null}
          title="Återkalla anslag"
          message={`${withdrawing ? noticeName(withdrawing) : ''} markeras som återkallat och finns kvar på anslagstavlan.`}
          confirmLabel="Återkalla"
          danger
          busy={removal.busy}
          onConfirm={removal.confirm}
          onClose={() => setWithdrawing(null)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <NoticeFormModal
            board={board}
            mode={{ kind: 'edit', notice: editing }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
