import { PageHeader } from '../../../components/page-header.tsx';
import { ClubList } from '../../../features/clubs/components/club-list.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /clubs (no club chosen): every club. */
export function Component() {
  useDocumentTitle('Klubbar');
  return (
    <div className="page">
      <PageHeader
        title="Klubbar"
        lead="Segelsällskap och båtklubbar som kör sina kappseglingar i Segla."
      />
      <div className="page-body">
        <ClubList />
      </div>
    </div>
  );
}
