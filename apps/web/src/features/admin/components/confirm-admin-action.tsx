import type { ReactNode } from 'react';
import { LazyConfirmDialog } from '../../../components/lazy-overlays.ts';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';

/** One action of the admin area waiting for "are you sure?". */
export interface PendingAction {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  success: string;
  context: string;
}

/** Asks before `action` runs; toasts the outcome (hooks/use-confirmed-action.ts). */
export function ConfirmAdminAction({
  action,
  onClose,
}: {
  /** null keeps the dialog closed. */
  action: PendingAction | null;
  onClose: () => void;
}) {
  const { busy, confirm } = useConfirmedAction({
    run: () => action?.run() ?? Promise.resolve(),
    success: action?.success ?? '',
    context: action?.context ?? '',
    onDone: onClose,
  });
  return (
    <LazyConfirmDialog
      opened={action !== null}
      title={action?.title ?? ''}
      message={action?.message ?? ''}
      confirmLabel={action?.confirmLabel ?? 'OK'}
      danger={action?.danger ?? false}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
