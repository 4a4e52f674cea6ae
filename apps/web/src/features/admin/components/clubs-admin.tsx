import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ClubAdmin } from '@segla/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LazyFormModal } from '../../../components/lazy-overlays.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useSetClubActive } from '../api/set-club-active.ts';
import { ClubForm } from './club-form.tsx';
import { ConfirmAdminAction, type PendingAction } from './confirm-admin-action.tsx';

/** "Klubbar" (issue 13): every club, "Ny klubb", edit, deactivate and reactivate. */
export function ClubsAdmin() {
  const clubs = useAdminClubs();
  const setActive = useSetClubActive();
  const [form, setForm] = useState<{ opened: boolean; club?: ClubAdmin; session: number }>({
    opened: false,
    session: 0,
  });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const openForm = (club?: ClubAdmin) =>
    setForm((state) => ({ opened: true, club, session: state.session + 1 }));
  const closeForm = () => setForm((state) => ({ ...state, opened: false }));

  const askActive = (club: ClubAdmin, active: boolean) =>
    setPending({
      title: active ? 'Aktivera klubb' : 'Inaktivera klubb',
      message: active ? (
        <Text>
          Aktivera <strong>{club.name}</strong> igen? Klubben syns i listorna och klubbkontot kan
          logga in igen.
        </Text>
      ) : (
        <Text>
          Inaktivera <strong>{club.name}</strong>? Klubben försvinner ur listorna och klubbkontot
          loggas ut och kan inte logga in. Seglingar och resultat finns kvar och går att läsa.
        </Text>
      ),
      confirmLabel: active ? 'Aktivera' : 'Inaktivera',
      danger: !active,
      run: () => setActive.mutateAsync({ slug: club.slug, active }),
      success: active ? `${club.name} är aktiverad.` : `${club.name} är inaktiverad.`,
      context: active ? 'Aktiveringen av klubben' : 'Inaktiveringen av klubben',
    });

  let body;
  if (clubs.isError) body = <QueryError error={clubs.error} onRetry={() => void clubs.refetch()} />;
  else if (!clubs.data) body = <DelayedLoader label="Hämtar klubbar…" />;
  else if (clubs.data.length === 0) body = <EmptyState>Det finns inga klubbar ännu.</EmptyState>;
  else {
    body = (
      <Table.ScrollContainer minWidth={640} type="native" pos="relative">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Namn</Table.Th>
              <Table.Th>Adress</Table.Th>
              <Table.Th>Ort</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Åtgärder</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clubs.data.map((club) => (
              <Table.Tr key={club.id}>
                <Table.Td>
                  <Anchor component={AppLink} size="sm" to={`/clubs/${club.slug}`}>
                    {club.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{club.slug}</Table.Td>
                <Table.Td>{club.city}</Table.Td>
                <Table.Td>
                  <Badge
                    color={club.is_active ? 'green' : 'gray'}
                    variant="light"
                    miw="max-content"
                  >
                    {club.is_active ? 'Aktiv' : 'Inaktiv'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Ändra ${club.name}`}
                      onClick={() => openForm(club)}
                    >
                      Ändra
                    </Button>
                    <Button
                      variant="light"
                      size="xs"
                      color={club.is_active ? 'red' : 'green'}
                      aria-label={`${club.is_active ? 'Inaktivera' : 'Aktivera'} ${club.name}`}
                      onClick={() => askActive(club, !club.is_active)}
                    >
                      {club.is_active ? 'Inaktivera' : 'Aktivera'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <section aria-label="Klubbar">
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm()}>
          Ny klubb
        </Button>
      </Group>
      {body}
      <LazyFormModal
        key={form.session}
        opened={form.opened}
        onClose={closeForm}
        title={form.club ? 'Ändra klubb' : 'Ny klubb'}
      >
        <ClubForm club={form.club} onDone={closeForm} />
      </LazyFormModal>
      <ConfirmAdminAction action={pending} onClose={() => setPending(null)} />
    </section>
  );
}
