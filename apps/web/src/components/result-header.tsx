import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of a result header's facts (a date, a course, a count) after its icon. */
export function ResultFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="span" gap={6} wrap="nowrap">
      {icon}
      <span>{children}</span>
    </Group>
  );
}

/** A result's card on screen: club, name, facts and badges (`result-header`: off on paper). */
export function ResultHeader({
  club,
  title,
  facts,
  badges,
  children,
}: {
  club: string;
  title: string;
  facts: ReactNode;
  badges: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper component="header" withBorder radius="lg" shadow="sm" p="lg" className="result-header">
      <div className="eyebrow">{club}</div>
      <Title order={2}>{title}</Title>
      <Group gap="md" mt={6} c="gray.8">
        {facts}
      </Group>
      <Group gap={10} mt="sm">
        {badges}
      </Group>
      {children}
    </Paper>
  );
}
