import { Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { FeedbackInbox } from '../../features/admin/components/feedback-inbox.tsx';
import { feedbackInboxQuery } from '../../features/admin/api/get-feedback-inbox.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { prefetchWithin, queryClient } from '../../lib/query-client.ts';
import { guard } from '../guards.ts';

/** Staff only: others see the not-allowed page. */
export async function loader() {
  const redirect = await guard((user) => user.is_staff);
  if (redirect) return redirect;
  await prefetchWithin(() => queryClient.ensureQueryData(feedbackInboxQuery));
  return null;
}

export function Component() {
  useDocumentTitle('Adminpanel');
  return (
    <div className="page">
      <PageHeader
        eyebrow="Adminpanel"
        title="Administration"
        lead="Inkommen feedback från besökare och användare."
      />
      <Title order={2} size="h3" mt="xl" mb="md">
        Feedback
      </Title>
      <FeedbackInbox />
    </div>
  );
}
