import { PageHeader } from '../../../components/page-header.tsx';
import { SailorList } from '../../../features/sailors/components/sailor-list.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /sailors: every sailor, searchable. */
export function Component() {
  useDocumentTitle('Seglare');
  return (
    <div className="page">
      <PageHeader title="Seglare" lead="Alla seglare med profil på Segla." />
      <div className="page-body">
        <SailorList />
      </div>
    </div>
  );
}
