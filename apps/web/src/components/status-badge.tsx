// The zod-free subpath: this badge is part of the first load, which must not bring the schemas.
import { SAILING_STATUS_LABELS, type SailingStatus } from '@segla/core/sailing';

const tones: Record<SailingStatus, string> = {
  unpublished: 'badge-outline',
  upcoming: 'badge-sea',
  ongoing: 'badge-orange',
  finished: 'badge-green',
  cancelled: 'badge-red',
};

/** A sailing's (or series') status as a badge; ongoing pulses like a live marker. */
export function StatusBadge({ status, label }: { status: SailingStatus; label?: string }) {
  return (
    <span className={`badge ${tones[status]} status-badge status-${status}`}>
      {status === 'ongoing' && <span className="live-dot" aria-hidden />}
      {label ?? SAILING_STATUS_LABELS[status]}
    </span>
  );
}
