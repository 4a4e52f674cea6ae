import { useParams, type LoaderFunctionArgs } from 'react-router';
import { sailingResultsQuery } from '../../../features/sailings/api/get-sailing-results.ts';
import { SailingResult } from '../../../features/sailings/components/sailing-result.tsx';
import { prefetchWithin, queryClient } from '../../../lib/query-client.ts';
import { printLogo } from '../../club-print-logo.tsx';
import { sailingIdParam } from './sailing-layout.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = sailingIdParam(params.sailing);
  if (id) await prefetchWithin(() => queryClient.ensureQueryData(sailingResultsQuery(id)));
  return null;
}

export function Component() {
  // The sailing's layout subscribes and shows the live notice.
  return (
    <SailingResult
      id={sailingIdParam(useParams().sailing)}
      withHeader={false}
      withLiveNotice={false}
      printLogo={printLogo}
    />
  );
}
