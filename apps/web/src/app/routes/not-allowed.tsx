import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function Component() {
  useDocumentTitle('Ingen behörighet');
  const navigate = useNavigate();
  return (
    <div className="page">
      <section className="status-page">
        <div className="status-icon" aria-hidden>
          <IconLock size={56} />
        </div>
        <Title order={1}>Du har inte behörighet till sidan</Title>
        <Text size="lg" mt="sm" className="page-lead">
          Sidan hör till ett annat konto. Logga in med rätt konto, eller gå tillbaka.
        </Text>
        <Group justify="center" mt="xl">
          <Button
            variant="default"
            leftSection={<IconArrowLeft aria-hidden />}
            onClick={() => void navigate(-1)}
          >
            Tillbaka
          </Button>
          <Button component={AppLink} to="/" leftSection={<IconHome aria-hidden />}>
            Till startsidan
          </Button>
        </Group>
      </section>
    </div>
  );
}
