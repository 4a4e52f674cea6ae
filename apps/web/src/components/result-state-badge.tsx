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

/**
 * The state of a sailing's results as a badge (see `resultState`); plain markup beside
 * StatusBadge in the sailing's header, which the Målgång page shows (decision 0055).
 */
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
    <span className={`badge ${verified ? 'badge-outline-green' : 'badge-outline'}`}>{state}</span>
  );
}
