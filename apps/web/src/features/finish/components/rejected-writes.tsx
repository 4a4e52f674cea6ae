import type { ChangeConflict, Competitor } from '@segla/core';
import { TALLY_STATE_LABELS } from '@segla/core/tally';
import { Suspense } from 'react';
import { lazyMantineComponent } from '../../../components/lazy-component.tsx';
import type { FinishWrite, RejectedEntry } from '../queue/types.ts';
import { boatLabel } from '../utils/finish-board.ts';

/** A write in words: 'Mål SWE 1234 Vinga 18:42:13', 'Kod DNF för …', 'Start SRS 18:30:00'. */
export function describeWrite(
  write: FinishWrite,
  boats: ReadonlyMap<number, Competitor>,
  groups: ReadonlyMap<number, string>,
): string {
  if (write.kind === 'start') {
    return `Start ${groups.get(write.startGroupId) ?? ''} ${write.startTime}`.replace(/\s+/g, ' ');
  }
  const boat = boats.get(write.competitorId);
  const label = boat ? boatLabel(boat) : `båt ${write.competitorId}`;
  if (write.kind === 'report') return `Rapporterad måltid för ${label}: ${write.finishTime}`;
  if (write.kind === 'tally') return `${TALLY_STATE_LABELS[write.state]}: ${label}`;
  if (write.kind === 'code')
    return write.code ? `Kod ${write.code} för ${label}` : `Ta bort kod för ${label}`;
  if (write.finishTime === null) return `Ta bort måltid för ${label}`;
  return write.stamped
    ? `Mål ${label} ${write.finishTime}`
    : `Ändrad måltid för ${label}: ${write.finishTime}`;
}

/** How the race officer settles a conflict: her value (`apply`) or the one that stands. */
export type ConflictChoice = 'apply' | 'dismiss';

/** The change-log entry of a refused edit made over another phone's change (a 409), if any. */
export function conflictOf(entry: RejectedEntry): ChangeConflict['change'] | null {
  if (entry.status !== 409 || typeof entry.body !== 'object' || entry.body === null) return null;
  const change = (entry.body as Partial<ChangeConflict>).change;
  return change && typeof change.id === 'number' ? change : null;
}

const RejectedWritesList = lazyMantineComponent(() =>
  import('./rejected-writes-list.tsx').then((module) => module.RejectedWritesList),
);

/**
 * The writes the server refused (a tap never vanishes silently): what each was, why, and
 * "OK" once the race officer has seen it. A refused edit over another phone's change (a
 * conflict) is settled here with one tap, when the page can (`onResolve`), or on "Ändringar".
 * Rare, so the list and its Mantine buttons load when there is one: the board paints without
 * Mantine (decision 0041); the offline copy keeps their files (build-plugins/finish-offline-assets.ts).
 */
export function RejectedWrites(props: {
  rejected: readonly RejectedEntry[];
  describe: (write: FinishWrite) => string;
  onDismiss: (clientId: string) => void;
  onResolve?: (changeId: number, choice: ConflictChoice) => Promise<unknown>;
}) {
  if (props.rejected.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RejectedWritesList {...props} />
    </Suspense>
  );
}
