import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { adminClubsQuery } from '../../features/admin/api/get-admin-clubs.ts';
import { feedbackInboxQuery } from '../../features/admin/api/get-feedback-inbox.ts';
import { accountsQuery } from '../../features/admin/api/get-accounts.ts';
import { AdminTabs, adminTabOf } from '../../features/admin/components/admin-tabs.tsx';
import { boatModelsQuery, useBoatModels } from '../../features/boat-models/api/get-boat-models.ts';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { prefetchWithin, queryClient } from '../../lib/query-client.ts';
import { guard } from '../guards.ts';

/** What each tab shows first, fetched with the page (issue 13). */
const TAB_DATA = {
  klubbar: () => queryClient.ensureQueryData(adminClubsQuery),
  konton: () => queryClient.ensureQueryData(accountsQuery('')),
  batmodeller: () => queryClient.ensureQueryData(boatModelsQuery),
  feedback: () => queryClient.ensureQueryData(feedbackInboxQuery('unhandled')),
};

/** Staff only: others see the not-allowed page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirect = await guard((user) => user.is_staff);
  if (redirect) return redirect;
  const tab = adminTabOf(new URL(request.url).searchParams);
  await prefetchWithin(TAB_DATA[tab]);
  return null;
}

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
