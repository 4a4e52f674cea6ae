import { Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A short placeholder for the club and sailor pages that the next release fills in. */
export function ComingSoon({ title, children }: { title: string; children?: string }) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <IconTools size={32} aria-hidden className="coming-soon-icon" />
      <Title order={2} size="h3" id="coming-soon-title">
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {children ?? 'Den här delen kommer i nästa version av Segla.'}
      </Text>
    </section>
  );
}
