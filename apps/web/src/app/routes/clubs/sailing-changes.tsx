import { useParams, type LoaderFunctionArgs } from 'react-router';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { sailingChangesQuery } from '../../../features/sailing-changes/api/get-sailing-changes.ts';
import { SailingChanges } from '../../../features/sailing-changes/components/sailing-changes.tsx';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';
import { guard } from '../../guards.ts';
import { sailingIdParam } from './sailing-layout.tsx';

/** The change log is the club's (and staff's); others get the not-allowed page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const denied = await guard((user) => canManageClub(user, params.club ?? ''));
  if (denied) return denied;
  const id = sailingIdParam(params.sailing);
  if (id) await prefetchWithin(() => queryClient.ensureQueryData(sailingChangesQuery(id)));
  return null;
}

/** The Ändringar tab of a sailing (issue 12), kept live by the layout's subscription. */
export function Component() {
  const id = sailingIdParam(useParams().sailing);
  return <SailingChanges sailingId={id} />;
}
