import { Alert, Button, Checkbox, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { competitorCreateSchema, type DistinctCompetitor } from '@segla/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { describeError, handleApiError } from '../../../lib/api-error.ts';
import { formatRating } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { createCompetitor } from '../api/create-competitor.ts';
import { useDistinctCompetitors } from '../api/get-distinct-competitors.ts';
import { competitorLabel } from '../utils/competitor-label.ts';
import { refreshSailing } from '../utils/refresh-sailing.ts';
import { startGroupOptions, type GroupOption } from '../utils/start-group-options.ts';
import { FormModal } from '../../../components/form/form-modal.tsx';

/** One boat is one sailor, else one sail number and boat name (docs/product.md §11). */
function boatKey(boat: DistinctCompetitor): string {
  return boat.sailor !== null
    ? `sailor:${boat.sailor}`
    : `boat:${boat.sail_number}\u0000${boat.boat_name}`;
}

/** The message to show for one boat that could not be entered. */
function failureMessage(error: unknown): string {
  const described = describeError(error);
  if (described.status !== 400) return described.message;
  return described.nonFieldError ?? Object.values(described.fieldErrors)[0] ?? described.message;
}

interface Failure {
  key: string;
  label: string;
  message: string;
}

/** "3 deltagare lades till." (the word is the same in the singular and the plural). */
export function addedMessage(count: number): string {
  return `${count} deltagare lades till.`;
}

function PreviousCompetitorsForm({
  clubSlug,
  sailingId,
  groups,
  onDone,
}: {
  clubSlug: string;
  sailingId: number;
  groups: readonly GroupOption[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const boats = useDistinctCompetitors(clubSlug, sailingId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [group, setGroup] = useState(groups[0] ? String(groups[0].id) : '');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);

  if (boats.isError) {
    return <QueryError error={boats.error} onRetry={() => void boats.refetch()} />;
  }
  if (!boats.data) return <DelayedLoader label="Hämtar tidigare deltagare…" />;
  const list = boats.data;
  if (list.length === 0 && failures.length === 0) {
    return (
      <EmptyState>
        Alla båtar som seglat med klubben förut är redan anmälda, eller inga har seglat ännu.
      </EmptyState>
    );
  }

  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  const allChosen = list.length > 0 && list.every((boat) => chosen.has(boatKey(boat)));

  /** Enters each chosen boat, one request after the other; one toast for all of them. */
  const addChosen = async () => {
    const picked = list.filter((boat) => chosen.has(boatKey(boat)));
    if (picked.length === 0) return;
    setBusy(true);
    setFailures([]);
    const failed: Failure[] = [];
    let added = 0;
    for (const boat of picked) {
      const parsed = competitorCreateSchema.safeParse({
        sailing: sailingId,
        name: boat.name,
        boat_name: boat.boat_name,
        boat_type: boat.boat_type,
        sail_number: boat.sail_number,
        club_name: boat.club_name,
        rating: boat.rating,
        start_group: group,
        sailor: boat.sailor,
      });
      try {
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
        await createCompetitor(parsed.data);
        added += 1;
      } catch (error) {
        handleApiError(error, { toast: false, context: 'Lägg till tidigare deltagare' });
        failed.push({
          key: boatKey(boat),
          label: competitorLabel(boat),
          message: parsed.success ? failureMessage(error) : (parsed.error.issues[0]?.message ?? ''),
        });
      }
    }
    await refreshSailing(queryClient, sailingId);
    setBusy(false);
    // The boats that went in leave the list; those that failed stay chosen, to try again.
    setChosen(new Set(failed.map((failure) => failure.key)));
    setFailures(failed);
    if (added > 0) notify.success(addedMessage(added));
    if (failed.length === 0) onDone();
  };

  return (
    <Stack gap="md">
      {failures.length > 0 && (
        <Alert color="red" role="alert" title="Några båtar kunde inte läggas till">
          <List size="sm">
            {failures.map((failure) => (
              <List.Item key={failure.key}>
                {failure.label}: {failure.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Båtar som seglat med klubben förut och inte är anmälda till den här seglingen.
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {chosen.size} valda
        </Text>
        <Button
          variant="subtle"
          onClick={() => setChosen(allChosen ? new Set() : new Set(list.map(boatKey)))}
        >
          {allChosen ? 'Välj ingen' : 'Välj alla'}
        </Button>
      </Group>
      <div className="previous-competitors" role="group" aria-label="Tidigare deltagare">
        {list.map((boat) => {
          const key = boatKey(boat);
          return (
            <Checkbox
              key={key}
              checked={chosen.has(key)}
              onChange={(event) => toggle(key, event.currentTarget.checked)}
              label={competitorLabel(boat)}
              // The boat alone names the box; the rest of the line describes it.
              aria-label={competitorLabel(boat)}
              description={[
                boat.name,
                boat.boat_type,
                boat.sail_number,
                boat.rating === null ? null : `SRS ${formatRating(boat.rating)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          );
        })}
      </div>
      <NativeSelect
        label="Startgrupp"
        data={startGroupOptions(groups)}
        value={group}
        onChange={(event) => setGroup(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Stäng
        </Button>
        <Button onClick={() => void addChosen()} loading={busy} disabled={chosen.size === 0}>
          Lägg till valda
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Tidigare deltagare": the club's earlier boats not yet in the sailing, to enter last week's
 * fleet in a few taps (docs/product.md §11). Each chosen boat is one `POST /api/competitors/`.
 */
export function PreviousCompetitorsButton({
  clubSlug,
  sailingId,
  groups,
}: {
  clubSlug: string;
  sailingId: number;
  groups: readonly GroupOption[];
}) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Tidigare deltagare
      </Button>
      <FormModal opened={opened} onClose={close} title="Tidigare deltagare">
        <PreviousCompetitorsForm
          clubSlug={clubSlug}
          sailingId={sailingId}
          groups={groups}
          onDone={close}
        />
      </FormModal>
    </>
  );
}
