import type { Competitor, EntryPayment } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { sailingPaymentsKeys, useSailingPayments } from '../api/get-sailing-payments.ts';

/**
 * The fees of a list's competitors by competitor id, or null while the sailing has none (or
 * they are not asked for: only the club sees them). A boat entered since the fees were fetched
 * (by the club here, or a sailor on her own) lacks one: the fees are asked for again, once for
 * each such set of boats, so her "Betald" box shows without a reload.
 */
export function useCompetitorPayments(
  competitors: readonly Competitor[],
  { enabled }: { enabled: boolean },
): ReadonlyMap<number, EntryPayment> | null {
  const sailingId = competitors[0]?.sailing ?? 0;
  const query = useSailingPayments(sailingId, { enabled: enabled && competitors.length > 0 });
  const entries = query.data?.entries;
  const byCompetitor = useMemo(
    () =>
      entries && entries.length > 0
        ? new Map(entries.map((entry) => [entry.competitor, entry]))
        : null,
    [entries],
  );
  const missing = byCompetitor
    ? competitors
        .filter((competitor) => !byCompetitor.has(competitor.id))
        .map((competitor) => competitor.id)
        .join(',')
    : '';
  const queryClient = useQueryClient();
  const asked = useRef('');
  useEffect(() => {
    if (missing === '' || missing === asked.current) return;
    asked.current = missing;
    void queryClient.invalidateQueries({ queryKey: sailingPaymentsKeys.of(sailingId) });
  }, [missing, queryClient, sailingId]);
  return byCompetitor;
}
