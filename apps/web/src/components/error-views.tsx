import { Button, Group, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { AppLink } from './app-link.tsx';

/** The 404 page (SPEC.md §2: 'This page could not be found'). */
export function NotFoundView() {
  return (
    <section className="status-page" data-status="404">
      <div className="status-code" aria-hidden>
        404
      </div>
      <Title order={1} lang="en">
        This page could not be found
      </Title>
      <Text size="lg" mt="sm" className="page-lead">
        Sidan finns inte, eller så har den flyttats.
      </Text>
      <Group justify="center" mt="xl">
        <Button component={AppLink} to="/" leftSection={<IconHome aria-hidden />}>
          Till startsidan
        </Button>
      </Group>
    </section>
  );
}

/** The error page (SPEC.md §2); page errors carry a status, 500 unless they say otherwise. */
export function ErrorView({ status = 500, onHome }: { status?: number; onHome?: () => void }) {
  return (
    <section className="status-page" data-status={status}>
      <div className="status-code" aria-hidden>
        {status}
      </div>
      <Title order={1}>Hoppsan, något gick fel!</Title>
      <Text size="lg" mt="sm" className="page-lead">
        Vi jobbar med att åtgärda detta. Var god försök igen senare.
      </Text>
      <Group justify="center" mt="xl">
        <Button
          variant="default"
          leftSection={<IconRefresh aria-hidden />}
          onClick={() => window.location.reload()}
        >
          Försök igen
        </Button>
        {onHome ? (
          <Button leftSection={<IconHome aria-hidden />} onClick={onHome}>
            Till startsidan
          </Button>
        ) : (
          <Button component="a" href="/" leftSection={<IconHome aria-hidden />}>
            Till startsidan
          </Button>
        )}
      </Group>
    </section>
  );
}
