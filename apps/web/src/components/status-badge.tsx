import { Badge } from '@mantine/core';

export type SailingStatus = 'unpublished' | 'upcoming' | 'ongoing' | 'finished' | 'cancelled';

/** Swedish labels of the five sailing statuses (DESIGN.md §6). */
export const SAILING_STATUS_LABELS: Record<SailingStatus, string> = {
  unpublished: 'Opublicerad',
  upcoming: 'Kommande',
  ongoing: 'Pågående',
  finished: 'Avslutad',
  cancelled: 'Inställd',
};

const styles: Record<SailingStatus, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  unpublished: { color: 'gray', variant: 'outline' },
  upcoming: { color: 'sea', variant: 'light' },
  ongoing: { color: 'orange', variant: 'filled' },
  finished: { color: 'green', variant: 'light' },
  cancelled: { color: 'red', variant: 'light' },
};

/** A sailing's (or series') status as a badge; ongoing pulses like a live marker. */
export function StatusBadge({ status, label }: { status: SailingStatus; label?: string }) {
  const style = styles[status];
  return (
    <Badge
      color={style.color}
      variant={style.variant}
      size="md"
      radius="sm"
      className={`status-badge status-${status}`}
      leftSection={status === 'ongoing' ? <span className="live-dot" aria-hidden /> : undefined}
    >
      {label ?? SAILING_STATUS_LABELS[status]}
    </Badge>
  );
}
