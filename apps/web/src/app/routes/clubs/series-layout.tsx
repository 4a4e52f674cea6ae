import { Button, Group } from '@mantine/core';
import type { Series } from '@segla/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { forgetSeries } from '../../../features/series/api/delete-series.ts';
import { useSeries } from '../../../features/series/api/get-series.ts';
import { DeleteSeriesButton } from '../../../features/series/components/delete-series-button.tsx';
import { SailwaveExportButton } from '../../../features/series/components/sailwave-export-button.tsx';
import { SeriesHeader } from '../../../features/series/components/series-result.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { inlineResultHref } from '../../../lib/result-link.ts';
import { idParam } from '../id-param.ts';

// The form brings the schemas (and zod): loaded when a club opens it, not for every visitor.
const SeriesFormModal = lazy(
  () => import('../../../features/series/components/series-form-modal.tsx'),
);

/**
 * The club's "Redigera" (the series form), "Ta bort" (then back to the club's series) and
 * "Exportera till Sailwave".
 */
function SeriesActions({ series, listPath }: { series: Series; listPath: string }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = async () => {
    await navigate(listPath);
    // Only now that no page shows it: before, the page would refetch it and find a 404.
    forgetSeries(queryClient, series.id);
  };
  return (
    <Group gap="sm" mb="md" className="series-actions">
      <Button
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        Redigera
      </Button>
      <DeleteSeriesButton series={series} onDeleted={leave} />
      <SailwaveExportButton series={series} />
      <CopyLinkButton path={inlineResultHref({ kind: 'series', id: series.id })} />
      {editing && (
        <Suspense fallback={null}>
          <SeriesFormModal
            series={series}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}

/** One series of a club: header and the tabs info, result, sailings, notice board. */
export function Component() {
  const params = useParams();
  const id = idParam(params.serie);
  const series = useSeries(id || null);
  const user = useUser();
  useDocumentTitle(series.data?.name);
  // The series' sailings (the sailings tab merges their sailing_update) and its standings
  // follow the club's updates; the URL names the club before the series has arrived.
  const club = series.data?.club.slug ?? params.club ?? '';
  useLiveTopic(id && club ? { club } : null);

  if (!id) return <NotFoundView />;
  if (series.isError) {
    if (statusOf(series.error) === 404) return <NotFoundView />;
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  }
  if (!series.data) return <DelayedLoader />;
  const clubPath = encodeURIComponent(params.club ?? '');
  const base = `/clubs/${clubPath}/series/${id}`;
  return (
    <div>
      <AppLink to={`/clubs/${clubPath}/series`} className="back-link">
        ← Alla serier
      </AppLink>
      <SeriesHeader series={series.data} />
      {canManageClub(user, series.data.club.slug) ? (
        <SeriesActions series={series.data} listPath={`/clubs/${clubPath}/series`} />
      ) : (
        <Group gap="sm" mt="sm" mb="md">
          <CopyLinkButton path={inlineResultHref({ kind: 'series', id })} />
        </Group>
      )}
      <TabNav
        label="Seriens sidor"
        items={[
          { to: base, label: 'Info', end: true },
          { to: `${base}/result`, label: 'Resultat' },
          { to: `${base}/sailings`, label: 'Seglingar' },
          { to: `${base}/board`, label: 'Anslagstavla' },
        ]}
      />
      <div className="page-body">
        <LiveNotice />
        <Outlet />
      </div>
    </div>
  );
}
