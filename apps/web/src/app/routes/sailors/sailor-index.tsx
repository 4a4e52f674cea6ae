import { PageHeader } from '../../../components/page-header.tsx';
import { sailorsQuery } from '../../../features/sailors/api/get-sailors.ts';
import { SailorList } from '../../../features/sailors/components/sailor-list.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  await prefetchWithin(() => queryClient.ensureQueryData(sailorsQuery));
  return null;
}

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
