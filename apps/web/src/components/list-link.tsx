import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';

/**
 * A row of a list that opens something (a club, a sailor, a series): its avatar, its name in
 * bold and `children` below, a chevron; the whole row is the link. Inside `<li>` of a
 * `.sailor-list`.
 */
export function ListLink({
  to,
  avatar,
  name,
  children,
}: {
  to: string;
  avatar: ReactNode;
  name: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      component={AppLink}
      to={to}
      withBorder
      radius="lg"
      px={14}
      py={10}
      mih={64}
      c="inherit"
      td="none"
      display="flex"
      className="sailor-item"
    >
      <Group gap={14} wrap="nowrap" flex={1} miw={0}>
        {avatar}
        <Stack gap={0} flex={1} miw={0} align="flex-start">
          <Text fw={700} className="sailor-name">
            {name}
          </Text>
          {children}
        </Stack>
        <IconChevronRight
          aria-hidden
          color="var(--mantine-color-gray-6)"
          style={{ flex: 'none' }}
        />
      </Group>
    </Paper>
  );
}
