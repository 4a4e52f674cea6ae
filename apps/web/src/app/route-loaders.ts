import type { LoaderFunctionArgs } from 'react-router';
import { adminClubsQuery } from '../features/admin/api/get-admin-clubs.ts';
import { accountsQuery } from '../features/admin/api/get-accounts.ts';
import { feedbackInboxQuery } from '../features/admin/api/get-feedback-inbox.ts';
import { adminTabOf } from '../features/admin/utils/admin-tab.ts';
import { canManageClub } from '../features/auth/utils/can-manage-club.ts';
import { boatModelsQuery } from '../features/boat-models/api/get-boat-models.ts';
import { clubQuery } from '../features/clubs/api/get-club.ts';
import { clubsQuery } from '../features/clubs/api/get-clubs.ts';
import { sailingChangesQuery } from '../features/sailing-changes/api/get-sailing-changes.ts';
import { clubSailingsQuery, sailingQuery } from '../features/sailings/api/get-sailing.ts';
import { sailingResultsQuery } from '../features/sailings/api/get-sailing-results.ts';
import { clubSeriesQuery, seriesQuery } from '../features/series/api/get-series.ts';
import { sailorQuery } from '../features/sailors/api/get-sailor.ts';
import { sailorEntriesQuery } from '../features/sailors/api/get-sailor-entries.ts';
import { sailorSeriesQuery } from '../features/sailors/api/get-sailor-series.ts';
import { sailorsQuery } from '../features/sailors/api/get-sailors.ts';
import { prefetchWithin, queryClient } from '../lib/query-client.ts';
import { guard } from './guards.ts';
import { idParam } from './routes/id-param.ts';

/**
 * The loaders of the lazy pages (router.tsx), kept apart from the pages' modules: the router
 * fetches this module beside the page's module, so a page's data are asked for while its code
 * downloads, not after it (decision 0052). They only fetch into the query cache; the pages
 * read it with their hooks.
 */

/** The page's data, given a short while before the page shows (lib/query-client.ts). */
async function fetched(load: () => Promise<unknown>): Promise<null> {
  await prefetchWithin(load);
  return null;
}

export const clubIndexLoader = () => fetched(() => queryClient.ensureQueryData(clubsQuery));

export const clubLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(clubQuery(params.club ?? '')));

/** The club's own account page: the club (or staff) only. */
export const clubAccountLoader = ({ params }: LoaderFunctionArgs) =>
  guard((user) => user.is_staff || user.club?.slug === params.club);

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
 * Målgång: only the club (or staff) records finishes; others get the not-allowed page. The
 * results are public: asked for beside the sign-in check, not after it.
 */
export const sailingFinishLoader = async ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.sailing);
  const [denied] = await Promise.all([
    guard((user) => canManageClub(user, params.club ?? '')),
    id ? fetched(() => queryClient.ensureQueryData(sailingResultsQuery(id))) : null,
  ]);
  return denied ?? null;
};

/** Ändringar: the club (or staff) only. */
export const sailingChangesLoader = async ({ params }: LoaderFunctionArgs) => {
  const denied = await guard((user) => canManageClub(user, params.club ?? ''));
  if (denied) return denied;
  const id = idParam(params.sailing);
  return id ? fetched(() => queryClient.ensureQueryData(sailingChangesQuery(id))) : null;
};

export const seriesLoader = ({ params }: LoaderFunctionArgs) => {
  const id = idParam(params.serie);
  return id ? fetched(() => queryClient.ensureQueryData(seriesQuery(id))) : null;
};

export const sailorIndexLoader = () => fetched(() => queryClient.ensureQueryData(sailorsQuery));

export const sailorLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorQuery(params.sailor ?? '')));

/** The sailor's entries: her overview and Seglingar. */
export const sailorEntriesLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorEntriesQuery(params.sailor ?? '')));

export const sailorSeriesLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorSeriesQuery(params.sailor ?? '')));

/** A sailor's settings: the sailor (or staff) only. */
export const sailorSettingsLoader = ({ params }: LoaderFunctionArgs) =>
  guard((user) => user.is_staff || user.sailor?.slug === params.sailor);

/** What each admin tab shows first, fetched with the page (issue 13). */
const ADMIN_TAB_DATA = {
  klubbar: () => queryClient.ensureQueryData(adminClubsQuery),
  konton: () => queryClient.ensureQueryData(accountsQuery('')),
  batmodeller: () => queryClient.ensureQueryData(boatModelsQuery),
  feedback: () => queryClient.ensureQueryData(feedbackInboxQuery('unhandled')),
};

/** Staff only: others see the not-allowed page. */
export const adminLoader = async ({ request }: LoaderFunctionArgs) => {
  const denied = await guard((user) => user.is_staff);
  if (denied) return denied;
  return fetched(ADMIN_TAB_DATA[adminTabOf(new URL(request.url).searchParams)]);
};
