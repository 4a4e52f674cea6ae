import { useDeferredValue } from 'react';
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
  // The board mounts in a render of its own, after the sailing's header has shown. React may
  // split that render (a deferred one) into short tasks, which a render caused by the data's
  // arrival is not; its mount (subscriptions, layout) then runs apart from the header's. On a
  // slow phone this one render was the page's longest task (decision 0041).
  const mounted = useDeferredValue(sailing !== undefined, false);
  const results = useSailingResults(id);
  // A conflict the sync met is settled on the page with the change log's own call.
  const resolve = useResolveSailingChange(id);
  const onResolveConflict = (changeId: number, choice: ConflictChoice) =>
    resolve.mutateAsync({ id: changeId, resolution: choice });
  if (!sailing) return null;
  // Holds the room the board takes, so the footer does not show and then move away.
  if (!mounted) return <div className="finish-page-pending" />;
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
