import { Text, Title } from '@mantine/core';
import type { SailingChange } from '@segla/core';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSailingChanges } from '../api/get-sailing-changes.ts';
import { useResolveSailingChange, type ChangeResolution } from '../api/resolve-sailing-change.ts';
import { revertableChanges } from '../utils/describe-change.ts';
import { ChangeItem } from './change-item.tsx';
import './sailing-changes.css';

/**
 * The sailing's "Ändringar" (issue 12, docs/product.md §11): every change to a start time,
 * finish, code, rating or start group, and every protest decision (issue 30), newest first, with who made it on which device.
 * Conflicts come first under "Att lösa", each resolved with one tap. Live: a change anywhere
 * (another phone, the Deltagare page) makes the log ask again.
 */
export function SailingChanges({
  sailingId,
  protestHref,
}: {
  sailingId: number;
  /** Where a protest decision's protest is on the sailing's board (issue 30). */
  protestHref?: (protestId: number) => string;
}) {
  const changes = useSailingChanges(sailingId);
  const resolve = useResolveSailingChange(sailingId);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function onResolve(change: SailingChange, resolution: ChangeResolution) {
    setBusyId(change.id);
    try {
      await resolve.mutateAsync({ id: change.id, resolution });
    } catch {
      // Told by the toast of useResolveSailingChange; the entry stays as it was.
    } finally {
      setBusyId(null);
    }
  }

  if (changes.isError) {
    return <QueryError error={changes.error} onRetry={() => void changes.refetch()} />;
  }
  if (!changes.data) return <DelayedLoader />;
  const all = changes.data;
  const conflicts = all.filter((change) => change.status === 'conflict');
  const revertable = revertableChanges(all);
  const item = (change: SailingChange, actions = true) => (
    <ChangeItem
      key={change.id}
      change={change}
      busy={busyId === change.id}
      revertable={revertable.has(change.id)}
      actions={actions}
      protestHref={protestHref}
      onResolve={(entry, resolution) => void onResolve(entry, resolution)}
    />
  );
  return (
    <div className="sailing-changes">
      <Text c="dimmed">
        Starttider, måltider, koder, SRS-tal och startgrupper: vem som ändrade vad, när och från
        vilken enhet. Resultatet följer alltid det som gäller nu.
      </Text>
      {conflicts.length > 0 && (
        <section className="changes-section" aria-labelledby="changes-conflicts-heading">
          <Title order={3} size="h4" id="changes-conflicts-heading">
            Att lösa ({conflicts.length})
          </Title>
          <Text size="sm">
            En ändring gjordes på en enhet som inte hade sett en senare ändring. Välj vilket värde
            som ska gälla.
          </Text>
          <ul className="change-list">{conflicts.map((change) => item(change))}</ul>
        </section>
      )}
      <section className="changes-section" aria-labelledby="changes-all-heading">
        <Title order={3} size="h4" id="changes-all-heading">
          Alla ändringar
        </Title>
        {all.length === 0 ? (
          <EmptyState>Inga ändringar ännu.</EmptyState>
        ) : (
          <ul className="change-list">
            {/* A conflict's choice is made once, under "Att lösa". */}
            {all.map((change) => item(change, change.status !== 'conflict'))}
          </ul>
        )}
      </section>
    </div>
  );
}
