import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyFormModal } from '../../../components/lazy-overlays.ts';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadMyData } from '../api/export-my-data.ts';
import { ACCOUNT_DELETED, DeleteAccountForm } from './delete-account-form.tsx';

export const DATA_DOWNLOADED = 'Dina uppgifter är nedladdade.';

/**
 * "Dina uppgifter" (GDPR basics, issue 13): "Ladda ner mina uppgifter" saves everything Segla
 * holds about the account as a JSON file; "Radera mitt konto" asks for the password, then the
 * app is signed out and goes home with a toast.
 */
export function MyData({ email }: { email: string }) {
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [session, setSession] = useState(0);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
      notify.success(DATA_DOWNLOADED);
    } catch (error) {
      handleApiError(error, { context: 'Nedladdningen av uppgifterna' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Här får du en fil med allt Segla sparar om dig: kontot, profilen, dina roller i klubbar,
        båtarna, dina anmälningar och resultat och den feedback du har skickat.
      </Text>
      <Group gap="sm">
        <Button
          size="md"
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          Ladda ner mina uppgifter
        </Button>
        <Button
          size="md"
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => {
            setSession((value) => value + 1);
            setDeleting(true);
          }}
        >
          Radera mitt konto
        </Button>
      </Group>
      <LazyFormModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Radera mitt konto"
        size="md"
      >
        {deleting && (
          <DeleteAccountForm
            key={session}
            email={email}
            onCancel={() => setDeleting(false)}
            onDeleted={() => {
              setDeleting(false);
              notify.success(ACCOUNT_DELETED);
              void navigate('/', { replace: true });
            }}
          />
        )}
      </LazyFormModal>
    </Stack>
  );
}
