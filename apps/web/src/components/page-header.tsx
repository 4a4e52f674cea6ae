import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading block: h1, an optional lead and actions. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        {eyebrow && <div className="eyebrow">{eyebrow}</div>}
        <Title order={1}>{title}</Title>
        {lead && (
          <Text size="lg" mt={6} className="page-lead">
            {lead}
          </Text>
        )}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
