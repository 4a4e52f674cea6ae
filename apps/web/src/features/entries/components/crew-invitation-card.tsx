import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CrewInvitation } from '@segla/core';
import { formatDate } from '@segla/core/format';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { describeError, handleApiError } from '../../../lib/api-error.ts';
import { useConfirmCrewInvitation } from '../api/confirm-crew-invitation.ts';
import { useCrewInvitation } from '../api/get-crew-invitation.ts';

export const CONFIRMED_LINE = 'Du är med i besättningen.';

/** "Sara Ek har lagt till dig i besättningen på Tärnan (SWE 100) i Onsdagssegling, …". */
export function invitationLine(invitation: CrewInvitation): string {
  const boat = invitation.sail_number
    ? `${invitation.boat_name} (${invitation.sail_number})`
    : invitation.boat_name;
  return (
    `${invitation.skipper} har lagt till dig i besättningen på ${boat} i ` +
    `${invitation.sailing.name}, ${formatDate(invitation.sailing.start_date)}, ` +
    `${invitation.club.name}.`
  );
}

/** The sailing's page, where her skipper's entry is. */
const sailingHref = (invitation: CrewInvitation) =>
  `/clubs/${encodeURIComponent(invitation.club.slug)}/sailings/${invitation.sailing.id}`;

/** A refusal in words: the server's own (e.g. "Inbjudan gäller en annan seglare."), else §8's. */
function ErrorLine({ error }: { error: unknown }) {
  const described = describeError(error);
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {described.detail ?? described.message}
    </Alert>
  );
}

/**
 * "Inbjudan till besättning" (issue 31, docs/product.md §18): the page a crew invitation mail
 * links to. The invited sailor reads who added her to which boat and sailing, and confirms with
 * "Bekräfta"; opening the page changes nothing (a mail program's link checker may open it).
 */
export function CrewInvitationCard({ memberId }: { memberId: number }) {
  const invitation = useCrewInvitation(memberId);
  const confirm = useConfirmCrewInvitation(memberId);

  const heading = (
    <Title order={1} size="h2">
      Inbjudan till besättning
    </Title>
  );
  if (invitation.isError || memberId <= 0) {
    return (
      <Stack gap="md">
        {heading}
        <ErrorLine error={invitation.error ?? new ApiError(404, null)} />
      </Stack>
    );
  }
  const data = invitation.data;
  if (!data) {
    return (
      <Stack gap="md">
        {heading}
        <DelayedLoader />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Text>{invitationLine(data)}</Text>
      {data.confirmed ? (
        <>
          <Text role="status" fw={600}>
            {CONFIRMED_LINE}
          </Text>
          <Anchor component={AppLink} to={sailingHref(data)} fw={700}>
            Till {data.sailing.name}
          </Anchor>
        </>
      ) : (
        <>
          {confirm.isError && <ErrorLine error={confirm.error} />}
          <Group>
            <Button
              size="md"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(undefined, {
                  // Logged here; the card shows the reason itself, no toast.
                  onError: (error) => handleApiError(error, { toast: false, context: 'Bekräfta' }),
                })
              }
            >
              Bekräfta
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
