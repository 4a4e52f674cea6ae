import { TALLY_STATE_LABELS } from '@segla/core/tally';
import { useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSailingTally } from '../../../features/safety-tally/api/get-sailing-tally.ts';
import { SafetyTallyPage } from '../../../features/safety-tally/components/safety-tally-page.tsx';
import { tallyBoatLabel } from '../../../features/safety-tally/components/tally-boat-item.tsx';
import type { TallyQueueState } from '../../../features/safety-tally/components/tally-status.tsx';
import { handleApiError } from '../../../lib/api-error.ts';
import { idParam } from '../id-param.ts';
import { tapOf, useTallyQueue } from './tally-queue.ts';

/**
 * The Säkerhet tab of a sailing (issue 31; docs/product.md "Säkerhet"), for the club's officials
 * and staff: the tally from the server, kept live by the layout's subscription (tally_update),
 * with this device's waiting taps on top. Opens offline once visited, like Målgång.
 */
export function Component() {
  const id = idParam(useParams().sailing);
  const tally = useSailingTally(id);
  const queue = useTallyQueue(id, { offline: true });

  if (tally.isError && !tally.data) {
    return <QueryError error={tally.error} onRetry={() => void tally.refetch()} />;
  }
  if (!tally.data) return <DelayedLoader />;
  const boats = new Map(tally.data.boats.map((boat) => [boat.competitor, boat]));
  const state: TallyQueueState = {
    pendingAt: queue.snapshot.pending.map((entry) => entry.queuedAt),
    online: queue.online,
    unreachable: queue.snapshot.unreachable,
    loaded: queue.snapshot.loaded,
    storageError: queue.snapshot.storageError,
    refused: queue.snapshot.rejected.map((entry) => {
      const tap = tapOf(entry);
      const boat = tap ? boats.get(tap.competitorId) : undefined;
      return {
        clientId: entry.clientId,
        text: tap
          ? `${TALLY_STATE_LABELS[tap.state]} ${boat ? tallyBoatLabel(boat) : ''}`.trim()
          : 'Tryck',
        message: entry.message,
      };
    }),
    onDismiss: queue.dismiss,
  };
  return (
    <SafetyTallyPage
      tally={tally.data}
      pending={queue.taps}
      queue={state}
      onTap={(competitorId, next) => {
        queue.tap(competitorId, next).catch((error: unknown) => {
          // Only a store that cannot keep it (the status line says so too) gets here.
          handleApiError(error, { toast: false, context: 'Säkerhet' });
        });
      }}
    />
  );
}
