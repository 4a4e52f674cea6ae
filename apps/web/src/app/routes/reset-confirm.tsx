import { Alert, Anchor, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ResetConfirmForm } from '../../features/auth/components/reset-confirm-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** /reset-confirm/{uid}/{token}: choose a new password, then log in. */
export function Component() {
  useDocumentTitle('Nytt lösenord');
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Paper className="login-card" p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md">
      <Title order={1} size="h2" mb="xs">
        Välj ett nytt lösenord
      </Title>
      {token ? (
        <>
          <Text c="dimmed" mb="lg">
            Länken från mailet gäller i 24 timmar och kan användas en gång.
          </Text>
          <ResetConfirmForm
            uid={uid}
            token={token}
            onDone={(message) =>
              void navigate('/login', {
                replace: true,
                state: { alert: { type: 'success', message } },
              })
            }
          />
        </>
      ) : (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} mt="md" role="alert">
          Länken är ofullständig. Öppna hela länken från mailet, eller{' '}
          <Anchor
            component={AppLink}
            to="/login"
            state={{ start: 'forgot-password' }}
            inherit
            fw={700}
          >
            begär en ny återställningslänk
          </Anchor>
          .
        </Alert>
      )}
    </Paper>
  );
}
