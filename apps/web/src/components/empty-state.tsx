import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm message where a list has nothing to show. */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Paper
      py={28}
      px={20}
      radius="lg"
      ta="center"
      bg="rgb(255 255 255 / 60%)"
      bd="2px dashed var(--mantine-color-gray-2)"
    >
      {icon}
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}
