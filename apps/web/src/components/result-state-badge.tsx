import { Badge } from '@mantine/core';
import type { SailingStatus } from '@segla/core/sailing';

/**
 * Whether a sailing's results are checked (docs/product.md §4): "Preliminärt" until the race
 * officer marks them, then "Kontrollerat resultat". Shown once there are results to speak of.
 */
export function ResultStateBadge({
  status,
  verified,
}: {
  status: SailingStatus;
  verified: boolean;
}) {
  if (status !== 'finished' && status !== 'ongoing') return null;
  return (
    <Badge color={verified ? 'green' : 'gray'} variant="outline" radius="sm">
      {verified ? 'Kontrollerat resultat' : 'Preliminärt'}
    </Badge>
  );
}
