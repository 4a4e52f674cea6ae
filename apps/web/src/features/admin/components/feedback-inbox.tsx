import { Badge, Text } from '@mantine/core';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDateTime } from '../../../lib/format-clock.ts';
import { useFeedbackInbox } from '../api/get-feedback-inbox.ts';

/** The staff's feedback inbox, newest first. */
export function FeedbackInbox() {
  const inbox = useFeedbackInbox();
  if (inbox.isError) return <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  if (!inbox.data) return <DelayedLoader label="Hämtar feedback…" />;
  if (inbox.data.length === 0) return <EmptyState>Ingen feedback har kommit in ännu.</EmptyState>;
  return (
    <ul className="feedback-list">
      {inbox.data.map((item) => (
        <li key={item.id} className="feedback-item">
          <div className="feedback-item-head">
            <Badge color="sea" variant="light" radius="sm">
              {item.subject}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDateTime(item.created_at)} · {item.user_email ?? 'Besökare'}
            </Text>
          </div>
          <Text className="preline">{item.message}</Text>
        </li>
      ))}
    </ul>
  );
}
