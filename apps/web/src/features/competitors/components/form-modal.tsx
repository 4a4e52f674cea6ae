import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A modal for one of the page's forms: full screen on a phone, so the fields have room. */
export function FormModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      className="competitors-ui"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {children}
    </Modal>
  );
}
