import { Text } from '@mantine/core';
import { formatDateTime } from '@segla/core/format';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useClubLog } from '../api/get-club-log.ts';

/** The club's log (docs/product.md §6): who did what and when, newest first. */
export function ClubLog({ club }: { club: string }) {
  const log = useClubLog(club);
  if (log.isError) return <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  if (!log.data) return <DelayedLoader />;
  if (log.data.length === 0) return <EmptyState>Loggen är tom än så länge.</EmptyState>;
  return (
    <ol className="club-log" aria-label="Logg">
      {log.data.map((entry) => (
        <li key={entry.id}>
          <Text>{entry.detail}</Text>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.signed_by}
          </Text>
        </li>
      ))}
    </ol>
  );
}
