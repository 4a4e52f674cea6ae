import type { ClockOffset } from '../api/get-server-time.ts';
import { clockTimeAt } from '../utils/server-clock.ts';

const SOURCE_TEXT: Record<ClockOffset['source'], string> = {
  measured: 'Serverns tid',
  stored: 'Serverns tid (senast synkad)',
  device: 'Telefonens tid – inte synkad',
};

/**
 * The big clock of the Målgång page: the server's time to the second (the offset measured when
 * online), so that two phones agree and the race officer sees the second a tap will stamp.
 */
export function FinishClock({ now, source }: { now: number; source: ClockOffset['source'] }) {
  return (
    <div className="finish-clock" role="timer" aria-label="Klockan" aria-live="off">
      <span className="finish-clock-time">{clockTimeAt(now)}</span>
      <span className={`finish-clock-source finish-clock-${source}`}>{SOURCE_TEXT[source]}</span>
    </div>
  );
}
