import type { SailingDetail } from '@segla/core';
import { tallyOpen } from '@segla/core/tally';
import { useCompetitorTally } from '../../../features/safety-tally/api/get-competitor-tally.ts';
import { SailorAshorePanel } from '../../../features/safety-tally/components/sailor-ashore-panel.tsx';
import { tapOf, useTallyQueue } from './tally-queue.ts';

/**
 * "Vi är i land" for the signed-in sailor's own entry (issue 31; docs/product.md "Säkerhet"):
 * shown while the sailing is on or finished and her boat is not ashore. The tap goes through
 * the device's tally queue, so it is kept on the phone and sent once there is a connection.
 */
export function SailorAshore({ sailing, sailorId }: { sailing: SailingDetail; sailorId: number }) {
  const entry = tallyOpen(sailing.status)
    ? sailing.competitors.find((competitor) => competitor.sailor === sailorId)
    : undefined;
  if (!entry) return null;
  return <OwnBoatAshore sailingId={sailing.id} competitorId={entry.id} />;
}

function OwnBoatAshore({ sailingId, competitorId }: { sailingId: number; competitorId: number }) {
  const tally = useCompetitorTally(competitorId);
  const queue = useTallyQueue(sailingId);
  const mine = (entry: Parameters<typeof tapOf>[0]) => tapOf(entry)?.competitorId === competitorId;
  const refused = queue.snapshot.rejected.filter(mine).at(-1)?.message ?? null;
  return (
    <SailorAshorePanel
      tally={tally.data}
      waiting={queue.snapshot.pending.some(mine)}
      online={queue.online}
      refused={refused}
      onAshore={() => {
        for (const entry of queue.snapshot.rejected.filter(mine)) queue.dismiss(entry.clientId);
        void queue.tap(competitorId, 'ashore').catch(() => undefined);
      }}
    />
  );
}
