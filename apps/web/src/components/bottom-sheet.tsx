import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A sheet at the bottom of the screen, where the thumb is, as tall as its content: the phone's
 * menus of a few large buttons (a sailing's "Fler åtgärder", a boat's "Kod").
 */
export function BottomSheet({
  opened,
  onClose,
  title,
  closeLabel = 'Stäng',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={title}
      className="touch-ui"
      styles={{ content: { height: 'auto' } }}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
