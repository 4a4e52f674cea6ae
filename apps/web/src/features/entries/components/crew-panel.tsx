import {
  ActionIcon,
  Autocomplete,
  Box,
  Button,
  Group,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  crewMemberCreateSchema,
  personsOnBoardSchema,
  type Crew,
  type CrewMember,
  type CrewMemberCreate,
  type PersonsOnBoard,
  type Sailor,
} from '@segla/core';
import { plural } from '@segla/core/format';
import { IconX } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { useServerForm } from '../../../hooks/use-server-form.ts';
import { handleApiError, type DescribedError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddCrewMember } from '../api/add-crew-member.ts';
import { useCrew } from '../api/get-crew.ts';
import { useRemoveCrewMember } from '../api/remove-crew-member.ts';
import { SAILOR_SEARCH_MIN_LENGTH, useSailorSearch } from '../api/search-sailors.ts';
import { useSetPersonsOnBoard } from '../api/set-persons-on-board.ts';

export const UNCONFIRMED_LINE = 'Väntar på bekräftelse';
export const ON_BOARD_SAVED_TOAST = 'Antal ombord sparat.';
export const invitedToast = (name: string) => `Inbjudan skickad till ${name}.`;

/** How long typing rests before Segla's sailors are searched (ms). */
const SEARCH_DEBOUNCE_MS = 300;
/** The most sailors offered at once: the dropdown stays short on a phone. */
const SAILOR_OPTIONS = 8;

const sailorName = (sailor: Pick<Sailor, 'first_name' | 'last_name'>) =>
  `${sailor.first_name} ${sailor.last_name}`;

/**
 * A failure the fields cannot show goes to a toast (the shared handler has logged it): the
 * panel is too small for a form alert. A 400 about the form's own fields shows under them.
 */
function toastUnlessField(fields: readonly string[]) {
  return (failure: DescribedError): boolean => {
    const onField = fields.some((field) => failure.fieldErrors[field] !== undefined);
    if (onField && !failure.nonFieldError) return false;
    notify.error(failure.message);
    return !onField;
  };
}

/** The input and its button on one row, the label above and the error below both. */
function withButton(button: ReactNode) {
  function InputRow(input: ReactNode) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box flex={1} miw={0}>
          {input}
        </Box>
        {button}
      </Group>
    );
  }
  return InputRow;
}

/**
 * "Lägg till i besättningen": she types a name; Segla sailors whose names begin so are offered
 * (from two letters, once typing rests). Picking one adds her at once as `{sailor}` (she is
 * mailed an invitation to confirm); "Lägg till" adds the name as typed.
 */
function AddCrewMember({
  competitorId,
  exclude,
}: {
  competitorId: number;
  /** Sailors not to offer: the skipper and those already in the crew. */
  exclude: ReadonlySet<number>;
}) {
  const add = useAddCrewMember(competitorId);
  // The sailor just picked; read by toPayload in the same tick the pick submits the form.
  const picked = useRef<{ id: number; name: string } | null>(null);
  const { form, busy, onSubmit } = useServerForm<{ name: string }, CrewMemberCreate, Crew>({
    initialValues: { name: '' },
    schema: crewMemberCreateSchema,
    toPayload: (values) => (picked.current ? { sailor: picked.current.id } : { name: values.name }),
    submit: (payload) => add.mutateAsync(payload),
    fieldAliases: { sailor: 'name' },
    onSuccess: () => {
      if (picked.current) notify.success(invitedToast(picked.current.name));
      picked.current = null;
      form.reset();
    },
    onFailure: (failure) => {
      picked.current = null;
      return toastUnlessField(['name', 'sailor'])(failure);
    },
    context: 'Besättningen',
  });

  const [typed] = useDebouncedValue(form.values.name.trim(), SEARCH_DEBOUNCE_MS);
  const searching = typed.length >= SAILOR_SEARCH_MIN_LENGTH;
  const search = useSailorSearch(searching ? typed : '');
  const sailors =
    searching && form.values.name.trim().length >= SAILOR_SEARCH_MIN_LENGTH
      ? (search.data ?? []).filter((sailor) => !exclude.has(sailor.id)).slice(0, SAILOR_OPTIONS)
      : [];

  function pick(value: string) {
    const sailor = sailors.find((candidate) => String(candidate.id) === value);
    if (!sailor || busy) return;
    picked.current = { id: sailor.id, name: sailorName(sailor) };
    onSubmit();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Autocomplete
        label="Lägg till i besättningen"
        placeholder="Namn"
        size="md"
        autoComplete="off"
        maxLength={100}
        data={sailors.map((sailor) => ({
          value: String(sailor.id),
          label: sailor.club ? `${sailorName(sailor)} (${sailor.club.name})` : sailorName(sailor),
        }))}
        // The server matched the names (å/ä/ö as a/a/o): offer all it found.
        filter={({ options }) => options}
        onOptionSubmit={pick}
        inputContainer={withButton(
          <Button type="submit" size="md" loading={busy}>
            Lägg till
          </Button>,
        )}
        {...form.getInputProps('name')}
      />
    </form>
  );
}

/**
 * "Antal ombord", saved with "Spara" (a save on blur would fire as she reaches for the button
 * on a phone). Empty: not given, the skipper and her crew are counted.
 */
function PersonsOnBoardForm({ crew }: { crew: Crew }) {
  const save = useSetPersonsOnBoard(crew.competitor);
  const { form, busy, onSubmit } = useServerForm<
    { persons_on_board: number | string },
    PersonsOnBoard,
    Crew
  >({
    initialValues: { persons_on_board: crew.persons_on_board ?? '' },
    schema: personsOnBoardSchema,
    submit: (payload) => save.mutateAsync(payload),
    onSuccess: () => notify.success(ON_BOARD_SAVED_TOAST),
    onFailure: toastUnlessField(['persons_on_board']),
    context: 'Antal ombord',
  });
  // Without a number the skipper and her crew are counted (the server does the same).
  const counted = plural(1 + crew.members.length, 'person', 'personer');
  return (
    <form onSubmit={onSubmit} noValidate>
      <NumberInput
        label="Antal ombord"
        description={`Tomt: du och besättningen räknas, ${counted}.`}
        size="md"
        inputMode="numeric"
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        inputContainer={withButton(
          <Button type="submit" size="md" variant="default" loading={busy}>
            Spara
          </Button>,
        )}
        {...form.getInputProps('persons_on_board')}
      />
    </form>
  );
}

function MemberRow({
  member,
  canChange,
  removing,
  onRemove,
}: {
  member: CrewMember;
  canChange: boolean;
  removing: boolean;
  onRemove: (member: CrewMember) => void;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text>{member.name}</Text>
        {!member.confirmed && (
          <Text size="sm" c="dimmed">
            {UNCONFIRMED_LINE}
          </Text>
        )}
      </div>
      {canChange && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          aria-label={`Ta bort ${member.name}`}
          loading={removing}
          onClick={() => onRemove(member)}
        >
          <IconX aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * "Besättning" under her entry (issue 31, docs/product.md §18): who sails with her — names as
 * typed, or Segla sailors who confirm from their mail ("Väntar på bekräftelse" until then) —
 * and the number on board, which the safety tally counts. Nothing while it loads.
 */
export function CrewPanel({
  competitorId,
  skipperSailorId,
}: {
  competitorId: number;
  /** Her own sailor id: she is never offered as her own crew. */
  skipperSailorId?: number | null;
}) {
  const query = useCrew(competitorId);
  const remove = useRemoveCrewMember(competitorId);
  const headingId = useId();

  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const crew = query.data;
  if (!crew) return null;

  const exclude = new Set<number>(
    crew.members.flatMap((member) => (member.sailor ? [member.sailor.id] : [])),
  );
  if (skipperSailorId) exclude.add(skipperSailorId);

  function removeMember(member: CrewMember) {
    remove.mutate(member, {
      onError: (error) => handleApiError(error, { context: 'Besättningen' }),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Besättning
      </Title>
      {crew.members.length === 0 ? (
        <Text c="dimmed">Ingen besättning tillagd.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {crew.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              canChange={crew.can_change}
              removing={remove.isPending && remove.variables?.id === member.id}
              onRemove={removeMember}
            />
          ))}
        </Stack>
      )}
      {crew.can_change && (
        <>
          <AddCrewMember competitorId={competitorId} exclude={exclude} />
          <PersonsOnBoardForm key={crew.persons_on_board ?? ''} crew={crew} />
        </>
      )}
    </Stack>
  );
}
