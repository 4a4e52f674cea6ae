import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useUnsubscribeInfo } from '../api/get-unsubscribe.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/** The server's words for a bad link (400 on `token`), else the shared handler's message. */
function linkError(error: unknown): string {
  const described = describeError(error);
  return described.fieldErrors.token ?? described.message;
}

/**
 * "Avregistrera" (docs/product.md §19): the link in a mail opens this; one click switches that
 * kind of mail off, no login needed. Opening the page changes nothing (a mail program's link
 * checker may open it), as RFC 8058 asks.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  if (info.isError) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {linkError(info.error)}
      </Alert>
    );
  }
  if (!info.data) return <DelayedLoader />;
  const { label, no_longer: noLonger, subscribed, sailor } = info.data;
  const settings = (
    <Anchor component={AppLink} to={`/sailors/${sailor}/settings`} inherit fw={700}>
      dina inställningar
    </Anchor>
  );

  if (!subscribed) {
    return (
      <>
        <Text role="status" mb="sm">
          Du får inte längre {noLonger} från Segla.
        </Text>
        <Text c="dimmed" size="sm">
          Ångrar du dig kan du slå på det igen under E-postutskick i {settings}.
        </Text>
      </>
    );
  }
  return (
    <>
      <Text mb="md">
        Vill du sluta få mail om “{label.toLowerCase()}” från Segla? Du behöver inte logga in.
      </Text>
      {unsubscribe.isError && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
          {linkError(unsubscribe.error)}
        </Alert>
      )}
      <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending} mb="md">
        Avregistrera
      </Button>
      <Text c="dimmed" size="sm">
        Alla dina e-postutskick finns i {settings}.
      </Text>
    </>
  );
}
