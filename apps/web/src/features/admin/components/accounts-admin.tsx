import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { Account } from '@segla/core';
import { CLUB_ROLE_LABELS } from '@segla/core/club';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDateTime } from '@segla/core/format';
import { sendAccountReset, useSetAccountActive } from '../api/account-actions.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { ConfirmAdminAction, type PendingAction } from './confirm-admin-action.tsx';

const TYPE_LABELS: Record<Account['account_type'], string> = {
  club: 'Klubb',
  sailor: 'Seglare',
  staff: 'Administratör',
};

function sailorName(account: Account): string {
  const name = `${account.sailor?.first_name ?? ''} ${account.sailor?.last_name ?? ''}`.trim();
  return name || 'Seglare utan namn';
}

/** Where an account's profile is: its club's page or its sailor page. */
function ProfileLink({ account }: { account: Account }) {
  if (account.club) {
    return (
      <Anchor component={AppLink} size="sm" to={`/clubs/${account.club.slug}`}>
        {account.club.name}
      </Anchor>
    );
  }
  if (account.sailor) {
    return (
      <Anchor component={AppLink} size="sm" to={`/sailors/${account.sailor.slug}`}>
        {sailorName(account)}
      </Anchor>
    );
  }
  return <Text c="dimmed">–</Text>;
}

/** The role as the table writes it: "Tävlingsledare, Segelsällskapet Bris". */
export function roleText(role: Account['roles'][number]): string {
  return `${CLUB_ROLE_LABELS[role.role]}, ${role.club.name}`;
}

/**
 * The club roles the account holds (issue 29), one a line under its profile: no column of their
 * own, so the table is no wider on a phone.
 */
function Roles({ account }: { account: Account }) {
  if (account.roles.length === 0) return null;
  return (
    <ul className="account-roles" aria-label={`Roller för ${account.email}`}>
      {account.roles.map((role) => (
        <Text component="li" size="sm" key={role.club.id}>
          {roleText(role)}
        </Text>
      ))}
    </ul>
  );
}

/**
 * "Konton" (issues 13, 29): search by e-mail or a sailor's name, deactivate and reactivate, send a
 * password reset link, and open the account's club or sailor page; the roles it holds in clubs.
 */
export function AccountsAdmin({ ownId }: { ownId: number | null }) {
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed.trim());
  const accounts = useAccounts(query);
  const setActive = useSetAccountActive();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const askActive = (account: Account, active: boolean) =>
    setPending({
      title: active ? 'Aktivera konto' : 'Inaktivera konto',
      message: active ? (
        <Text>
          Aktivera <strong>{account.email}</strong> igen? Kontot kan logga in igen.
        </Text>
      ) : (
        <Text>
          Inaktivera <strong>{account.email}</strong>? Kontot loggas ut på alla enheter och kan inte
          logga in förrän det aktiveras igen.
        </Text>
      ),
      confirmLabel: active ? 'Aktivera' : 'Inaktivera',
      danger: !active,
      run: () => setActive.mutateAsync({ id: account.id, active }),
      success: active ? 'Kontot är aktiverat.' : 'Kontot är inaktiverat.',
      context: active ? 'Aktiveringen av kontot' : 'Inaktiveringen av kontot',
    });
  const askReset = (account: Account) =>
    setPending({
      title: 'Skicka återställningslänk',
      message: (
        <Text>
          Skicka ett mejl till <strong>{account.email}</strong> med en länk för att välja ett nytt
          lösenord? Länken gäller i 24 timmar.
        </Text>
      ),
      confirmLabel: 'Skicka',
      run: () => sendAccountReset(account.id),
      success: `En återställningslänk är skickad till ${account.email}.`,
      context: 'Återställningslänken',
    });

  let body;
  if (accounts.isError) {
    body = <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />;
  } else if (!accounts.data) body = <DelayedLoader label="Hämtar konton…" />;
  else if (accounts.data.length === 0) {
    body = <EmptyState>Inga konton matchar sökningen.</EmptyState>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={760} type="native" pos="relative">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-post</Table.Th>
              <Table.Th>Typ</Table.Th>
              <Table.Th>Klubb eller seglare, roller</Table.Th>
              <Table.Th>Senast inloggad</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Åtgärder</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>
                  <Anchor size="sm" href={`mailto:${account.email}`}>
                    {account.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{TYPE_LABELS[account.account_type]}</Table.Td>
                <Table.Td className="account-profile">
                  <ProfileLink account={account} />
                  <Roles account={account} />
                </Table.Td>
                <Table.Td>
                  {account.last_login ? formatDateTime(account.last_login) : 'Aldrig'}
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={account.is_active ? 'green' : 'gray'}
                    variant="light"
                    miw="max-content"
                  >
                    {account.is_active ? 'Aktivt' : 'Inaktivt'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {account.id !== ownId && (
                      <Button
                        variant="light"
                        size="xs"
                        color={account.is_active ? 'red' : 'green'}
                        aria-label={`${account.is_active ? 'Inaktivera' : 'Aktivera'} ${account.email}`}
                        onClick={() => askActive(account, !account.is_active)}
                      >
                        {account.is_active ? 'Inaktivera' : 'Aktivera'}
                      </Button>
                    )}
                    {account.is_active && (
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={`Skicka återställningslänk till ${account.email}`}
                        onClick={() => askReset(account)}
                      >
                        Skicka återställningslänk
                      </Button>
                    )}
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
    <section aria-label="Konton">
      <TextInput
        label="Sök konto"
        description="En del av e-postadressen eller början av seglarens namn. Högst 50 träffar."
        leftSection={<IconSearch size={18} aria-hidden />}
        type="search"
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
        mb="md"
      />
      {body}
      <ConfirmAdminAction action={pending} onClose={() => setPending(null)} />
    </section>
  );
}
