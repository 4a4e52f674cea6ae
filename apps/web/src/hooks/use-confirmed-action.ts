import { useState } from 'react';
import { handleApiError } from '../lib/api-error.ts';
import { notify } from '../lib/notify.ts';

/**
 * The flow behind a `ConfirmDialog` (components/confirm-dialog.tsx): `open` asks; on "yes"
 * (`confirm`) it runs the request; on success it toasts `success`, closes and calls `onDone`
 * (e.g. leave the page); on failure it toasts why (the shared handler's Swedish message, or
 * `failure` when the page words it itself) and the dialog stays open to try again or cancel.
 * A dialog its parent opens (its own `opened`) uses only `busy` and `confirm`.
 */
export function useConfirmedAction({
  run,
  success,
  failure,
  context,
  onDone,
}: {
  run: () => Promise<unknown>;
  /** The toast once it is done. */
  success: string;
  /** A fixed failure toast instead of the server's message. */
  failure?: string;
  /** What failed, for the log. */
  context: string;
  onDone?: () => void | Promise<void>;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirmAndRun() {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      handleApiError(error, { context, toast: failure === undefined });
      if (failure !== undefined) notify.error(failure);
      return;
    } finally {
      setBusy(false);
    }
    notify.success(success);
    setOpened(false);
    await onDone?.();
  }

  return {
    opened,
    open: () => setOpened(true),
    close: () => setOpened(false),
    busy,
    confirm: () => void confirmAndRun(),
  };
}
