import { Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useOfficials } from '../api/get-officials.ts';
import { ClubLog } from './club-log.tsx';
import { InviteOfficialForm } from './invite-official-form.tsx';
import { OfficialsTable } from './officials-table.tsx';
import './officials.css';

/**
 * A club's "Funktionärer" tab (docs/product.md §6), for its admins: the officials with their
 * roles, "Bjud in funktionär" and the club's log.
 */
export function OfficialsPage({
  club,
  onRolesChanged,
}: {
  club: string;
  /** After any change to the roles: the signed-in person's own may be among them. */
  onRolesChanged?: () => void;
}) {
  const officials = useOfficials(club);
  return (
    <Stack gap="xl" className="officials-page">
      <section aria-labelledby="officials-heading">
        <Title order={2} size="h3" id="officials-heading">
          Funktionärer
        </Title>
        <Text c="dimmed" mb="md">
          Tävlingsledare sköter klubbens seglingar: startgrupper, deltagare, målgång, ändringar och
          anslagstavlan. Klubbadministratörer kan dessutom ändra klubbens profil, banor, serier och
          funktionärer. Protestkommittén kan bara avgöra protester.
        </Text>
        {officials.isError ? (
          <QueryError error={officials.error} onRetry={() => void officials.refetch()} />
        ) : !officials.data ? (
          <DelayedLoader />
        ) : officials.data.length === 0 ? (
          <EmptyState>Klubben har inga funktionärer ännu.</EmptyState>
        ) : (
          <OfficialsTable officials={officials.data} onChanged={onRolesChanged} />
        )}
      </section>
      <section aria-labelledby="invite-official-heading">
        <Title order={3} size="h4" id="invite-official-heading" mb="sm">
          Bjud in funktionär
        </Title>
        <InviteOfficialForm club={club} onInvited={onRolesChanged} />
      </section>
      <section aria-labelledby="club-log-heading">
        <Title order={3} size="h4" id="club-log-heading" mb="sm">
          Logg
        </Title>
        <ClubLog club={club} />
      </section>
    </Stack>
  );
}
