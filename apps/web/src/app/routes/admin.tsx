import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { AdminTabs } from '../../features/admin/components/admin-tabs.tsx';
import { adminTabOf } from '../../features/admin/utils/admin-tab.ts';
import { useBoatModels } from '../../features/boat-models/api/get-boat-models.ts';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function Component() {
  const [params] = useSearchParams();
  const me = useUser();
  const tab = adminTabOf(params);
  useDocumentTitle(
    `${{ klubbar: 'Klubbar', konton: 'Konton', batmodeller: 'Båtmodeller', feedback: 'Feedback' }[tab]} – Adminpanel`,
  );
  return (
    <div className="page">
      <PageHeader
        eyebrow="Adminpanel"
        title="Administration"
        lead="Klubbar, konton, båtmodeller och feedback."
      />
      <AdminTabs ownId={me?.id ?? null} useBoatModels={useBoatModels} />
    </div>
  );
}
