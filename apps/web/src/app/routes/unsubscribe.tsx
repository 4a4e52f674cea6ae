import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { UnsubscribePanel } from '../../features/sailors/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** /unsubscribe/{token}: the unsubscribe link of a mail to a sailor (docs/product.md §19). */
export function Component() {
  useDocumentTitle('Avregistrera');
  const { token = '' } = useParams();
  return (
    <Paper className="login-card" p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md">
      <Title order={1} size="h2" mb="md">
        Avregistrera
      </Title>
      <UnsubscribePanel token={token} />
    </Paper>
  );
}
