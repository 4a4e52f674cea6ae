import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ProfilePage } from '../../../components/profile-page.tsx';
import type { TabNavItem } from '../../../components/tab-nav.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { useSailor } from '../../../features/sailors/api/get-sailor.ts';
import { SailorInitials } from '../../../features/sailors/components/sailor-list.tsx';
import { SERIES_MODAL_PARAM } from '../../../features/series/stores/series-modal.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { inlineResultHref } from '../../../lib/result-link.ts';
import { printLogo } from '../../club-print-logo.tsx';

const SeriesModal = lazy(() => import('../../../features/series/components/series-modal.tsx'));

/** The sailor layout (docs/product.md §2): the sailor's pages, and the series modal (`?serie=`). */
export function Component() {
  const slug = useParams().sailor ?? '';
  const sailor = useSailor(slug);
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const seriesId = Number(params.get(SERIES_MODAL_PARAM)) || null;
  const name = sailor.data ? `${sailor.data.first_name} ${sailor.data.last_name}` : null;
  useDocumentTitle(name);

  if (sailor.isError) {
    if (statusOf(sailor.error) === 404) return <NotFoundView />;
    return (
      <div className="page">
        <QueryError error={sailor.error} onRetry={() => void sailor.refetch()} />
      </div>
    );
  }
  if (!sailor.data) return <DelayedLoader />;

  const own = user?.is_staff || user?.sailor?.slug === slug;
  const base = `/sailors/${encodeURIComponent(slug)}`;
  const items: TabNavItem[] = [
    { to: base, label: 'Översikt', end: true },
    { to: `${base}/sailings`, label: 'Seglingar' },
    { to: `${base}/series`, label: 'Serier' },
  ];
  if (own) items.push({ to: `${base}/settings`, label: 'Inställningar' });

  return (
    <ProfilePage
      picture={<SailorInitials sailor={sailor.data} />}
      kind="Seglare"
      name={name ?? ''}
      subtitle={sailor.data.club?.name ?? 'Ingen klubb'}
      tabsLabel="Seglarens sidor"
      tabs={items}
    >
      {seriesId !== null && (
        <Suspense fallback={null}>
          <SeriesModal
            seriesId={seriesId}
            sailingHref={(id) => inlineResultHref({ kind: 'sailing', id })}
            printLogo={printLogo}
            onClose={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete(SERIES_MODAL_PARAM);
                  return next;
                },
                { preventScrollReset: true },
              )
            }
          />
        </Suspense>
      )}
    </ProfilePage>
  );
}
