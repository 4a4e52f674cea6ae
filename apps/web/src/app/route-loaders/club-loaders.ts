import type { LoaderFunctionArgs } from 'react-router';
import { canManageClub } from '../../features/auth/utils/can-manage-club.ts';
import { noticesQuery } from '../../features/board/api/get-notices.ts';
import { protestsQuery } from '../../features/board/api/get-protests.ts';
import { clubQuery } from '../../features/clubs/api/get-club.ts';
import { clubsQuery } from '../../features/clubs/api/get-clubs.ts';
import { officialsQuery } from '../../features/officials/api/get-officials.ts';
import { prizeCategoriesQuery } from '../../features/prize-categories/api/get-prize-categories.ts';
import { sailingChangesQuery } from '../../features/sailing-changes/api/get-sailing-changes.ts';
import { clubSailingsQuery, sailingQuery } from '../../features/sailings/api/get-sailing.ts';
import { sailingResultsQuery } from '../../features/sailings/api/get-sailing-results.ts';
import { sailingTallyQuery } from '../../features/safety-tally/api/get-sailing-tally.ts';
import { clubSeriesQuery, seriesQuery } from '../../features/series/api/get-series.ts';
import { queryClient } from '../../lib/query-client.ts';
import { guard } from '../guards.ts';
import { idParam } from '../routes/id-param.ts';
import { fetched } from './fetched.ts';

/** The loaders of the club pages, their sailings and series (fetched.ts). */

export const clubIndexLoader = () => fetched(() => queryClient.ensureQueryData(clubsQuery));

export const clubLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(clubQuery(params.club ?? '')));

/** The club's own account page: the club (or staff) only. */
export const clubAccountLoader = ({ params }: LoaderFunctionArgs) =>
  guard((user) => user.is_staff || user.club?.slug === params.club);

/** Funktionärer: the club's admins only (its account, a club admin, staff). */
export const clubOfficialsLoader = async ({ params }: LoaderFunctionArgs) => {
  const slug = params.club ?? '';
  const denied = await guard((user) => canManageClub(user, slug, 'club'));
  return denied ?? fetched(() => queryClient.ensureQueryData(officialsQuery(slug)));
};

/** Priskategorier (issue 32): the club's admins only (its account, a club admin, staff). */
export const clubPrizeCategoriesLoader = async ({ params }: LoaderFunctionArgs) => {
  const slug = params.club ?? '';
  const denied = await guard((user) => canManageClub(user, slug, 'club'));
  return denied ?? fetched(() => queryClient.ensureQueryData(prizeCategoriesQuery(slug)));
};

export const clubSailingsLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(clubSailingsQuery(params.club ?? '')));

export const clubSeriesLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(clubSeriesQuery(params.club ?? '')));

export const sailingLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.sailing);
  return id ? fetched(() => queryClient.ensureQueryData(sailingQuery(id))) : null;
};

export const sailingResultLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.sailing);
  return id ? fetched(() => queryClient.ensureQueryData(sailingResultsQuery(id))) : null;
};

/**
 * Målgång: only the club, its race officers and admins (or staff) record finishes; others get the not-allowed page. The
 * results are public: asked for beside the sign-in check, not after it.
 */
export const sailingFinishLoader = async ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.sailing);
  const [denied] = await Promise.all([
    guard((user) => canManageClub(user, params.club ?? '', 'racing')),
    id ? fetched(() => queryClient.ensureQueryData(sailingResultsQuery(id))) : null,
  ]);
  return denied ?? null;
};

/** Ändringar: the club, its race officers and admins (or staff) only. */
export const sailingChangesLoader = async ({ params }: LoaderFunctionArgs) => {
  const denied = await guard((user) => canManageClub(user, params.club ?? '', 'racing'));
  if (denied) return denied;
  const id = idParam(params.sailing);
  return id ? fetched(() => queryClient.ensureQueryData(sailingChangesQuery(id))) : null;
};

/** Säkerhet (issue 31): the club, its race officers and admins (or staff) only. */
export const sailingSafetyLoader = async ({ params }: LoaderFunctionArgs) => {
  const denied = await guard((user) => canManageClub(user, params.club ?? '', 'racing'));
  if (denied) return denied;
  const id = idParam(params.sailing);
  return id ? fetched(() => queryClient.ensureQueryData(sailingTallyQuery(id))) : null;
};

export const seriesLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.serie);
  return id ? fetched(() => queryClient.ensureQueryData(seriesQuery(id))) : null;
};

/** A sailing's Anslagstavla: its postings and protests, beside the page's code. */
export const sailingBoardLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.sailing);
  if (!id) return null;
  return fetched(() =>
    Promise.all([
      queryClient.ensureQueryData(noticesQuery({ kind: 'sailing', id })),
      queryClient.ensureQueryData(protestsQuery(id)),
    ]),
  );
};

/** A series' Anslagstavla: its postings. */
export const seriesBoardLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.serie);
  return id
    ? fetched(() => queryClient.ensureQueryData(noticesQuery({ kind: 'series', id })))
    : null;
};
