import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { Outlet, useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { initials } from '../../../lib/initials.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { CLUB_PARAM } from '../../../lib/result-link.ts';
import { useFocusedSailingPage } from './sailing-layout.tsx';

/** A club's pages: its name and the tabs of docs/product.md §2's club children. */
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

  const base = `/clubs/${encodeURIComponent(slug)}`;
  const own = canManageClub(user, slug);
  const items = [
    { to: base, label: 'Översikt', end: true },
    { to: `${base}/sailings`, label: 'Seglingar' },
    { to: `${base}/series`, label: 'Serier' },
    { to: `${base}/courses`, label: 'Banor' },
    { to: `${base}/profile`, label: 'Profil' },
  ];
  if (own) items.push({ to: `${base}/account`, label: 'Konto' });
  items.push({ to: `${base}/help`, label: 'Hjälp' });

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
    <div className="page">
      <header className="profile-header">
        {club.data.logo ? (
          <img className="club-logo large" src={club.data.logo} alt="" width={64} height={64} />
        ) : (
          <span className="sailor-avatar club large" aria-hidden>
            {initials(club.data.name)}
          </span>
        )}
        <div>
          <div className="eyebrow">Klubb</div>
          <h1 className="layout-title">{club.data.name}</h1>
          {club.data.city && <p className="text-dimmed">{club.data.city}</p>}
        </div>
        <div className="profile-header-actions">
          <CopyLinkButton path={`/?${CLUB_PARAM}=${encodeURIComponent(slug)}`} />
        </div>
      </header>
      <TabNav label="Klubbens sidor" items={items} />
      <div className="page-body">
        <Outlet />
      </div>
    </div>
  );
}
