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
 * The state of a sailing's results as a badge (see `resultState`): plain markup with Mantine's
 * outline Badge look (styles.css, `.result-state`), so a result page shows it without Mantine.
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
    <span className={verified ? 'result-state result-state-verified' : 'result-state'}>
      <span className="result-state-label">{state}</span>
    </span>
  );
}
