import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useMatch, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { NotFoundView } from '../../../components/error-views.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ResultStateBadge } from '../../../components/result-state-badge.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TabNav } from '../../../components/tab-nav.tsx';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { clubCoursesQuery } from '../../../features/courses/api/get-club-courses.ts';
import { sailingQuery } from '../../../features/sailings/api/get-sailing.ts';
import { SailingActions } from '../../../features/sailings/components/sailing-actions.tsx';
import type { SailingFormChoices } from '../../../features/sailings/components/sailing-form.tsx';
import { clubSeriesQuery } from '../../../features/series/api/get-series.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatDate, formatTime } from '@segla/core/format';
import { tallyOpen } from '@segla/core/tally';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { useLiveSailing } from '../../../lib/live/use-live-sailing.ts';
import { statusOf } from '../../../lib/page-error.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { idParam } from '../id-param.ts';

/**
 * Whether the page is the Målgång page, which is used on a phone on the committee boat: the
 * club's and the sailing's headers shrink to a line each so the clock and the first boats are
 * on the first screen without scrolling (docs/product.md §2).
 */
export function useFocusedSailingPage(): boolean {
  const finish = useMatch('/clubs/:club/sailings/:sailing/finish') !== null;
  // The safety tally (issue 31) is a phone page on the quay too: its boats on the first screen.
  const safety = useMatch('/clubs/:club/sailings/:sailing/safety') !== null;
  return finish || safety;
}

/**
 * The club's series and courses for the sailing form, fetched only for those who may write
 * (the form lives in the sailings feature, which does not fetch other features' data).
 */
export function useSailingFormChoices(slug: string, enabled: boolean): SailingFormChoices {
  // Asked for once the page has painted: the form they are for opens only on a tap.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const wanted = enabled && idle && slug !== '';
  const series = useQuery({ ...clubSeriesQuery(slug), enabled: wanted });
  const courses = useQuery({ ...clubCoursesQuery(slug), enabled: wanted });
  return {
    series: (series.data ?? []).map(({ id, name }) => ({ id, name })),
    courses: (courses.data ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * One sailing of a club: header, the race officer's actions (for those who manage the club)
 * and the tabs info, result, competitors, notice board, series.
 */
export function Component() {
  const params = useParams();
  const id = idParam(params.sailing);
  const slug = params.club ?? '';
  const own = canManageClub(useUser(), slug, 'racing');
  const focused = useFocusedSailingPage();
  // The Målgång page asks for the edit form's choices only once "Redigera" is chosen: on the
  // water the form is rare, and two more reads landing while the page loads re-render it.
  const [editWanted, setEditWanted] = useState(false);
  const choices = useSailingFormChoices(slug, own && (!focused || editWanted));
  // Every tab shows the sailing: live while any is open, and gone to the club's sailings
  // list should it be deleted meanwhile (docs/product.md §2).
  useLiveSailing(id || null);
  const list = `/clubs/${encodeURIComponent(slug)}/sailings`;
  const base = `${list}/${id}`;
  // A deleted sailing (the live message, or the officer's own "Ta bort") leaves the cache
  // while its page is still up, on the way to the club's list: asking for it again would only
  // get a 404 (and a console error), so once shown and gone, nothing here asks for it.
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(0);
  const gone = shown === id && queryClient.getQueryData(queryKeys.sailing(id)) === undefined;
  const sailing = useQuery({ ...sailingQuery(id), enabled: id > 0 && !gone });
  if (sailing.data && shown !== id) setShown(id);
  useDocumentTitle(sailing.data?.name);

  if (!id) return <NotFoundView />;
  if (sailing.isError) {
    if (statusOf(sailing.error) === 404) return <NotFoundView />;
    return <QueryError error={sailing.error} onRetry={() => void sailing.refetch()} />;
  }
  if (!sailing.data) return gone ? null : <DelayedLoader />;
  const data = sailing.data;
  return (
    <div>
      <AppLink to={list} className="back-link">
        ← Alla seglingar
      </AppLink>
      {focused ? (
        <header className="sub-header focused-header">
          <h2 className="focused-title">{data.name}</h2>
          <StatusBadge status={data.status} label={data.status_label} />
        </header>
      ) : (
        <header className="sub-header">
          <h2 className="layout-title">{data.name}</h2>
          <div className="sub-header-facts">
            <StatusBadge status={data.status} label={data.status_label} />
            <ResultStateBadge status={data.status} verified={data.verified_result} />
            <p className="text-dimmed">
              {formatDate(data.start_date)}
              {data.start_time ? `, start ${formatTime(data.start_time)}` : ''}
            </p>
          </div>
        </header>
      )}
      {own && (
        <SailingActions
          sailing={data}
          choices={choices}
          sailingHref={(sailingId) => `${list}/${sailingId}`}
          listHref={list}
          warmForm={!focused}
          onEdit={() => setEditWanted(true)}
        />
      )}
      <TabNav
        label="Seglingens sidor"
        items={[
          { to: base, label: 'Info', end: true },
          // The race officer's finish recording (issue 12), for the club and staff only.
          ...(own ? [{ to: `${base}/finish`, label: 'Målgång' }] : []),
          { to: `${base}/result`, label: 'Resultat' },
          { to: `${base}/competitors`, label: 'Deltagare' },
          // The safety tally (issue 31), for the club and staff once the sailing is on.
          ...(own && tallyOpen(data.status) ? [{ to: `${base}/safety`, label: 'Säkerhet' }] : []),
          // The official notice board and protests (issue 30), for everyone.
          { to: `${base}/board`, label: 'Anslagstavla' },
          // Who changed what (issue 12), for the club and staff only.
          ...(own ? [{ to: `${base}/changes`, label: 'Ändringar' }] : []),
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
