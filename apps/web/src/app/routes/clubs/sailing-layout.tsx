import { Group, Text, Title } from '@mantine/core';
import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { sailingQuery, useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveSailing } from '../../../lib/live/use-live-sailing.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';

export function sailingIdParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const id = sailingIdParam(params.sailing);
  if (id) await prefetchWithin(() => queryClient.ensureQueryData(sailingQuery(id)));
  return null;
}

/** One sailing of a club: header and the tabs info, result, competitors, series. */
export function Component() {
  const params = useParams();
  const id = sailingIdParam(params.sailing);
  // Every tab shows the sailing: live while any is open, and gone to the club's sailings
  // list should it be deleted meanwhile (docs/product.md §2).
  useLiveSailing(id || null);
  const sailing = useSailing(id);
  useDocumentTitle(sailing.data?.name);

  if (!id) return <NotFoundView />;
  if (sailing.isError) {
    if (statusOf(sailing.error) === 404) return <NotFoundView />;
    return <QueryError error={sailing.error} onRetry={() => void sailing.refetch()} />;
  }
  if (!sailing.data) return <DelayedLoader />;
  const data = sailing.data;
  const base = `/clubs/${encodeURIComponent(params.club ?? '')}/sailings/${id}`;
  return (
    <div>
      <AppLink
        to={`/clubs/${encodeURIComponent(params.club ?? '')}/sailings`}
        className="back-link"
      >
        ← Alla seglingar
      </AppLink>
      <header className="sub-header">
        <Title order={2}>{data.name}</Title>
        <Group gap="sm" mt={6}>
          <StatusBadge status={data.status} label={data.status_label} />
          <Text c="dimmed">
            {formatDate(data.start_date)}
            {data.start_time ? `, start ${formatTime(data.start_time)}` : ''}
          </Text>
        </Group>
      </header>
      <TabNav
        label="Seglingens sidor"
        items={[
          { to: base, label: 'Info', end: true },
          { to: `${base}/result`, label: 'Resultat' },
          { to: `${base}/competitors`, label: 'Deltagare' },
          { to: `${base}/serie`, label: 'Serie' },
        ]}
      />
      <div className="page-body">
        <LiveNotice />
        <Outlet />
      </div>
    </div>
  );
}
