import { Button, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FinishWrite, RejectedEntry } from '../queue/types.ts';
import { conflictOf, type ConflictChoice } from './rejected-writes.tsx';

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

/** The refused writes' list (rejected-writes.tsx), loaded with Mantine once there is one. */
export function RejectedWritesList({
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
