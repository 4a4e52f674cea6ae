import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The modal every form of the club's pages opens in: full screen on a phone so the fields have
 * room and the keyboard does not hide them, large tap targets (`touch-ui`, docs/product.md §15),
 * a close button named "Stäng".
 */
export function FormModal({
  opened = true,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: string;
  size?: string | number;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      className="touch-ui"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {children}
    </Modal>
  );
}
