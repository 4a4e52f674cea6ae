import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one "are you sure?" of the club's pages, asked before a step that is hard to undo
 * (deleting, cancelling): the question, "Avbryt" and the step's own button.
 *
 * Large tap targets (`touch-ui`, docs/product.md §15) and a close button named "Stäng"; centred
 * and narrow enough for a 375 px phone, where the two buttons wrap if they must. Focus starts on
 * "Avbryt", so an Enter pressed by habit does not delete. While `busy`, the step's button spins
 * and "Avbryt" waits for the answer.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Avbryt',
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** The question: a string is one paragraph; pass elements for more (they are stacked). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The step destroys something: its button is red. */
  danger?: boolean;
  /** The step is running: its button shows a loader. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      className="touch-ui"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} size="lg" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
