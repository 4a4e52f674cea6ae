import { Paper } from '@mantine/core';
import { useParams } from 'react-router';
import { CrewInvitationCard } from '../../features/entries/components/crew-invitation-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { idParam } from './id-param.ts';

/**
 * /crew/{member}: the link of a crew invitation mail (issue 31, docs/product.md §18). Behind
 * the route guard: a visitor logs in and lands here again.
 */
export function Component() {
  useDocumentTitle('Inbjudan till besättning');
  const { member } = useParams();
  return (
    <div className="page">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={560} mx="auto">
        <CrewInvitationCard memberId={idParam(member)} />
      </Paper>
    </div>
  );
}
