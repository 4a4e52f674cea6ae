import type { LoaderFunctionArgs } from 'react-router';
import { adminClubsQuery } from '../../features/admin/api/get-admin-clubs.ts';
import { accountsQuery } from '../../features/admin/api/get-accounts.ts';
import { feedbackInboxQuery } from '../../features/admin/api/get-feedback-inbox.ts';
import { adminTabOf } from '../../features/admin/utils/admin-tab.ts';
import { boatModelsQuery } from '../../features/boat-models/api/get-boat-models.ts';
import { queryClient } from '../../lib/query-client.ts';
import { guard } from '../guards.ts';
import { fetched } from './fetched.ts';

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
