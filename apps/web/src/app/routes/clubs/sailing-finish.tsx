import { useParams } from 'react-router';
import { FinishPage } from '../../../features/finish/components/finish-page.tsx';
import type { ConflictChoice } from '../../../features/finish/components/rejected-writes.tsx';
import { useResolveSailingChange } from '../../../features/sailing-changes/api/resolve-sailing-change.ts';
import { useSailingResults } from '../../../features/sailings/api/get-sailing-results.ts';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { ClubReportedFinishes } from './club-reported-finishes.tsx';
import { idParam } from '../id-param.ts';

/**
 * The Målgång tab of a sailing (issue 12): the sailing and its results, kept live by the
 * layout's subscription, handed to the finish page. The layout shows the sailing's loading
 * and errors; the results show once they come (the page works without them).
 */
export function Component() {
  const id = idParam(useParams().sailing);
  const sailing = useSailing(id).data;
  const results = useSailingResults(id);
  // A conflict the sync met is settled on the page with the change log's own call.
  const resolve = useResolveSailingChange(id);
  const onResolveConflict = (changeId: number, choice: ConflictChoice) =>
    resolve.mutateAsync({ id: changeId, resolution: choice });
  if (!sailing) return null;
  return (
    <>
      {/* Sailors' own reports waiting for the race officer (issue 13, item 7). */}
      <ClubReportedFinishes sailing={sailing} />
      <FinishPage
        sailing={sailing}
        results={results.data}
        resultsUpdatedAt={results.dataUpdatedAt}
        onResolveConflict={onResolveConflict}
      />
    </>
  );
}
