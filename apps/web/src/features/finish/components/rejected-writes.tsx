import { Button, Text, Title } from '@mantine/core';
import type { Competitor } from '@segla/core';
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
  if (write.kind === 'code')
    return write.code ? `Kod ${write.code} för ${label}` : `Ta bort kod för ${label}`;
  if (write.finishTime === null) return `Ta bort måltid för ${label}`;
  return write.stamped
    ? `Mål ${label} ${write.finishTime}`
    : `Ändrad måltid för ${label}: ${write.finishTime}`;
}

/**
 * The writes the server refused (a tap never vanishes silently): what each was, why, and
 * "OK" once the race officer has seen it. A refused edit over another phone's change is in
 * the sailing's change log to resolve there.
 */
export function RejectedWrites({
  rejected,
  describe,
  onDismiss,
}: {
  rejected: readonly RejectedEntry[];
  describe: (write: FinishWrite) => string;
  onDismiss: (clientId: string) => void;
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
            <Button
              variant="default"
              size="lg"
              aria-label={`OK, ${describe(entry.write)}`}
              onClick={() => onDismiss(entry.clientId)}
            >
              OK
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
