import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { lazyMantineComponent } from '../../../components/lazy-component.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { useFocusedSailingPage } from './sailing-layout.tsx';

// The club's header and tabs, with Mantine; not on the Målgång page (decision 0055).
const ClubPage = lazyMantineComponent(() => import('./club-page.tsx').then((m) => m.ClubPage));

/**
 * A club's pages: its name and the tabs of docs/product.md §2's club children. They use Mantine,
 * except the Målgång page, which stays plain markup and shows without it (decision 0055).
 */
export function Component() {
  const slug = useParams().club ?? '';
  const club = useClub(slug);
  const user = useUser();
  const focused = useFocusedSailingPage();
  useDocumentTitle(club.data?.name);

  if (club.isError) {
    if (statusOf(club.error) === 404) return <NotFoundView />;
    return (
      <div className="page">
        <QueryError error={club.error} onRetry={() => void club.refetch()} />
      </div>
    );
  }
  if (!club.data) return <DelayedLoader />;

  if (focused) {
    return (
      <div className="page page-focused">
        <h1 className="focused-club">{club.data.name}</h1>
        <div className="page-body">
          <Outlet />
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<DelayedLoader />}>
      <ClubPage
        club={club.data}
        // Konto is the club account's own (and staff's); Funktionärer is for all its admins.
        account={user !== null && (user.is_staff || user.club?.slug === slug)}
        admin={canManageClub(user, slug, 'club')}
      />
    </Suspense>
  );
}
