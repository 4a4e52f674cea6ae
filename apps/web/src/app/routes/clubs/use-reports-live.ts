import type { Competitor } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSailingChanges } from '../../../features/sailing-changes/api/get-sailing-changes.ts';
import { useSailingResults } from '../../../features/sailings/api/get-sailing-results.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';

/**
 * Sailors' reports live on the club's pages (issue 13, item 7; docs/product.md §13). A report
 * that waits for approval changes no result, and the live cache refetches a sailing's detail
 * only when its entries change (not per finish: many watch a race), so the club's Målgång and
 * Deltagare pages follow the change log instead, which every results_update (a report sends
 * one) has them fetch again: a new report or approval there fetches the detail, whose
 * competitors carry the reports.
 */
export function useReportsLive(sailingId: number): void {
  const queryClient = useQueryClient();
  const changes = useSailingChanges(sailingId).data;
  const newest = changes?.find((c) => c.kind === 'report' || c.kind === 'approval')?.id ?? null;
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (changes === undefined) return;
    if (seen.current !== undefined && seen.current !== newest) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sailing(sailingId) });
    }
    seen.current = newest;
  }, [changes, newest, queryClient, sailingId]);
}

/**
 * The sailor's own entry as the results show it, live: when her finish or its "rapporterad"
 * there differ from the detail she was shown (the club approved or corrected her report), the
 * detail is fetched again so her panel says what became of it. Only then: the detail is not
 * refetched for other boats' finishes.
 */
export function useOwnEntryLive(sailingId: number, competitor: Competitor): void {
  const queryClient = useQueryClient();
  const results = useSailingResults(sailingId).data;
  const row = results?.groups
    .flatMap((group) => group.rows)
    .find((item) => item.competitor_id === competitor.id);
  const differs =
    row !== undefined &&
    (row.finish_time !== competitor.finish_time ||
      row.reported !== (competitor.report?.counted ?? false));
  useEffect(() => {
    if (differs) void queryClient.invalidateQueries({ queryKey: queryKeys.sailing(sailingId) });
  }, [differs, queryClient, sailingId]);
}
