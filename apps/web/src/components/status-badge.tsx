export type SailingStatus = 'unpublished' | 'upcoming' | 'ongoing' | 'finished' | 'cancelled';

/** Swedish labels of the five sailing statuses (DESIGN.md §6). */
export const SAILING_STATUS_LABELS: Record<SailingStatus, string> = {
  unpublished: 'Opublicerad',
  upcoming: 'Kommande',
  ongoing: 'Pågående',
  finished: 'Avslutad',
  cancelled: 'Inställd',
};

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
