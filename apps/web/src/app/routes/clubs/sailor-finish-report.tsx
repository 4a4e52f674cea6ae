import type { Competitor, SailingDetail } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useClockOffset } from '../../../features/finish/api/get-server-time.ts';
import { getSailingQueue } from '../../../features/finish/queue/queue-registry.ts';
import { useOnline } from '../../../features/finish/queue/use-online.ts';
import { clockTimeAt, serverNow } from '../../../features/finish/utils/server-clock.ts';
import {
  ReportFinishPanel,
  type ReportSender,
} from '../../../features/finish-reports/components/report-finish-panel.tsx';
import { refreshSailing } from '../../../lib/live/refresh-sailing.ts';
import { useOwnEntryLive } from './use-reports-live.ts';

/**
 * The device's queue as the sailor's report sends through it (issue 13, item 7): the Målgång
 * page's own queue (features/finish/queue), so a report made at sea without coverage is kept
 * on the phone and sent, once, with its client id when the phone is online again. Composed
 * here because a feature imports no other feature.
 */
function useReportSender(sailingId: number, competitorId: number): ReportSender {
  const queue = getSailingQueue(sailingId);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(
    () => queue.onAcknowledged(() => void refreshSailing(queryClient, sailingId)),
    [queue, queryClient, sailingId],
  );
  return useMemo(() => {
    const mine = (write: { kind: string; competitorId?: number }) =>
      write.kind === 'report' && write.competitorId === competitorId;
    const refusedEntries = snapshot.rejected.filter((entry) => mine(entry.write));
    return {
      waiting: snapshot.pending.some((entry) => mine(entry.write)),
      online,
      refused: refusedEntries.at(-1)?.message ?? null,
      send: async (finishTime: string, note: string) => {
        // A new report replaces what the server refused before.
        for (const entry of refusedEntries) await queue.dismissRejected(entry.clientId);
        await queue.enqueue({ kind: 'report', competitorId, finishTime, note });
      },
    };
  }, [snapshot, online, queue, competitorId]);
}

/** "Jag har gått i mål" for the sailor's own entry, on the server's clock. */
export function SailorFinishReport({
  sailing,
  competitor,
}: {
  sailing: SailingDetail;
  competitor: Competitor;
}) {
  const { offset } = useClockOffset();
  useOwnEntryLive(sailing.id, competitor);
  const sender = useReportSender(sailing.id, competitor.id);
  return (
    <ReportFinishPanel
      competitor={competitor}
      setting={sailing.reported_finishes}
      stampNow={() => clockTimeAt(serverNow(offset))}
      sender={sender}
    />
  );
}
