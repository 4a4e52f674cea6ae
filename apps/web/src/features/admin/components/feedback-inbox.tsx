import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { handleApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { useFeedbackInbox, type FeedbackFilter } from '../api/get-feedback-inbox.ts';
import { useUpdateFeedback } from '../api/update-feedback.ts';

/**
 * The staff's feedback inbox, newest first: only the unhandled messages or all, each marked
 * handled or unhandled again with one tap (issue 13).
 */
export function FeedbackInbox() {
  const [filter, setFilter] = useState<FeedbackFilter>('unhandled');
  const inbox = useFeedbackInbox(filter);
  const update = useUpdateFeedback();

  async function mark(id: number, handled: boolean) {
    try {
      await update.mutateAsync({ id, handled });
      notify.success(handled ? 'Markerad som hanterad.' : 'Markerad som ohanterad.');
    } catch (error) {
      handleApiError(error, { context: 'Markeringen av feedback', toast: true });
    }
  }

  let body;
  if (inbox.isError) body = <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  else if (!inbox.data) body = <DelayedLoader label="Hämtar feedback…" />;
  else if (inbox.data.length === 0) {
    body = (
      <EmptyState>
        {filter === 'unhandled'
          ? 'Ingen ohanterad feedback. Bra jobbat!'
          : 'Ingen feedback har kommit in ännu.'}
      </EmptyState>
    );
  } else {
    body = (
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {inbox.data.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="lg" p="md">
            <Group gap="6px 12px" mb={8}>
              <Badge color="sea" variant="light" radius="sm">
                {item.subject}
              </Badge>
              {item.handled_at && (
                <Badge color="green" variant="light" radius="sm">
                  Hanterad
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {formatDateTime(item.created_at)} · {item.user_email ?? 'Besökare'}
              </Text>
            </Group>
            <Text className="preline">{item.message}</Text>
            <Group mt="xs">
              <Button
                size="xs"
                variant={item.handled_at ? 'default' : 'light'}
                loading={update.isPending && update.variables.id === item.id}
                onClick={() => void mark(item.id, !item.handled_at)}
              >
                {item.handled_at ? 'Markera som ohanterad' : 'Markera som hanterad'}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <section aria-label="Feedback">
      <SegmentedControl
        mb="md"
        value={filter}
        onChange={(value) => setFilter(value)}
        data={[
          { value: 'unhandled', label: 'Ohanterade' },
          { value: 'all', label: 'Alla' },
        ]}
        aria-label="Visa"
      />
      {body}
    </section>
  );
}
