import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Asks before a step that is hard to undo (cancelling, deleting a sailing): the question, the
 * step's own button and "Avbryt".
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
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
      <Text>{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" size="lg" onClick={onClose} disabled={busy} data-autofocus>
          Avbryt
        </Button>
        <Button color="red" size="lg" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
