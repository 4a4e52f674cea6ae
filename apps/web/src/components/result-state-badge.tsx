import { Badge } from '@mantine/core';
import type { SailingStatus } from '@segla/core/sailing';

export type ResultState = 'Preliminärt' | 'Kontrollerat resultat';

/**
 * Whether a sailing's results are checked (docs/product.md §4): "Preliminärt" until the race
 * officer marks them, then "Kontrollerat resultat"; null before there are results to speak of.
 */
export function resultState(status: SailingStatus, verified: boolean): ResultState | null {
  if (status !== 'finished' && status !== 'ongoing') return null;
  return verified ? 'Kontrollerat resultat' : 'Preliminärt';
}

/** The state of a sailing's results as a badge (see `resultState`). */
export function ResultStateBadge({
  status,
  verified,
}: {
  status: SailingStatus;
  verified: boolean;
}) {
  const state = resultState(status, verified);
  if (state === null) return null;
  return (
    <Badge variant="outline" color={verified ? 'green' : 'gray'} radius="sm">
      {state}
    </Badge>
  );
}
