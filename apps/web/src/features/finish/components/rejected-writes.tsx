import { Button, Text, Title } from '@mantine/core';
import type { ChangeConflict, Competitor } from '@segla/core';
import { useState } from 'react';
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

/** "Använd min tid" or "Behåll …" for a conflict; both leave the list once done. */
function ConflictChoices({
  entry,
  describe,
  onResolve,
  onDismiss,
}: {
  entry: RejectedEntry;
  describe: (write: FinishWrite) => string;
  onResolve: (changeId: number, choice: ConflictChoice) => Promise<unknown>;
  onDismiss: (clientId: string) => void;
}) {
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const change = conflictOf(entry);
  if (!change) return null;
  const choose = async (choice: ConflictChoice) => {
    setBusy(choice);
    try {
      await onResolve(change.id, choice);
      onDismiss(entry.clientId);
    } catch {
      // Told by onResolve; the choice stays to be made again.
    } finally {
      setBusy(null);
    }
  };
  const mine = change.after ?? 'ingen tid';
  const standing = change.before ?? 'ingen tid';
  return (
    <div className="finished-actions">
      <Button
        size="lg"
        loading={busy === 'apply'}
        disabled={busy !== null}
        aria-label={`Använd min tid ${mine}, ${describe(entry.write)}`}
        onClick={() => void choose('apply')}
      >
        Använd {mine}
      </Button>
      <Button
        variant="default"
        size="lg"
        loading={busy === 'dismiss'}
        disabled={busy !== null}
        aria-label={`Behåll ${standing}, ${describe(entry.write)}`}
        onClick={() => void choose('dismiss')}
      >
        Behåll {standing}
      </Button>
    </div>
  );
}

/**
 * The writes the server refused (a tap never vanishes silently): what each was, why, and
 * "OK" once the race officer has seen it. A refused edit over another phone's change (a
 * conflict) is settled here with one tap, when the page can (`onResolve`), or on "Ändringar".
 */
export function RejectedWrites({
  rejected,
  describe,
  onDismiss,
  onResolve,
}: {
  rejected: readonly RejectedEntry[];
  describe: (write: FinishWrite) => string;
  onDismiss: (clientId: string) => void;
  onResolve?: (changeId: number, choice: ConflictChoice) => Promise<unknown>;
}) {
  if (rejected.length === 0) return null;
  return (
    <section className="finish-section finish-rejected" aria-labelledby="finish-rejected-heading">
      <Title order={2} size="h3" id="finish-rejected-heading">
        Nekade av servern ({rejected.length})
      </Title>
      <ul className="finished-boats">
        {rejected.map((entry) => (
          <li key={entry.clientId} className="finish-rejected-item">
            <div className="finished-main">
              <span className="finished-name">{describe(entry.write)}</span>
              <Text size="sm">{entry.message}</Text>
            </div>
            {onResolve && conflictOf(entry) ? (
              <ConflictChoices
                entry={entry}
                describe={describe}
                onResolve={onResolve}
                onDismiss={onDismiss}
              />
            ) : (
              <Button
                variant="default"
                size="lg"
                aria-label={`OK, ${describe(entry.write)}`}
                onClick={() => onDismiss(entry.clientId)}
              >
                OK
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
