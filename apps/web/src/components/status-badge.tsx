import { Badge, type BadgeProps } from '@mantine/core';
// The zod-free subpath: this badge is part of the first load, which must not bring the schemas.
import { SAILING_STATUS_LABELS, type SailingStatus } from '@segla/core/sailing';

const tones: Record<SailingStatus, Pick<BadgeProps, 'color' | 'variant'>> = {
  unpublished: { color: 'gray', variant: 'outline' },
  upcoming: { color: 'sea', variant: 'light' },
  ongoing: { color: 'orange', variant: 'filled' },
  finished: { color: 'green', variant: 'light' },
  cancelled: { color: 'red', variant: 'light' },
};

/** A sailing's (or series') status as a badge; ongoing pulses like a live marker. */
export function StatusBadge({ status, label }: { status: SailingStatus; label?: string }) {
  return (
    <Badge
      {...tones[status]}
      radius="sm"
      leftSection={status === 'ongoing' ? <span className="live-dot" aria-hidden /> : undefined}
    >
      {label ?? SAILING_STATUS_LABELS[status]}
    </Badge>
  );
}
