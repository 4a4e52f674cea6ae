import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BoatModel, SailingDetail } from '@segla/core';
import { Suspense, useState } from 'react';
import type { EntryCategoryOption } from '../../../components/form/category-checkboxes.tsx';
import { lazyComponent } from '../../../components/lazy-component.tsx';
import { LazyConfirmDialog, LazyFormModal } from '../../../components/lazy-overlays.ts';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useWithdrawEntry } from '../api/withdraw-entry.ts';
import type { UseEntryBoats } from './entry-form.tsx';
import { CrewPanel } from './crew-panel.tsx';
import { EntryPayment } from './entry-payment.tsx';
import { enteredLine, entryStateOf, formatDeadline } from '../utils/entry-state.ts';

/** The form loads when she first taps "Anmäl" (decision 0032). */
const EntryForm = lazyComponent(() =>
  import('./entry-form.tsx').then((module) => module.EntryForm),
);

export const WITHDRAWN_TOAST = 'Du är avanmäld.';
export const WITHDRAW_CONFIRM = 'Vill du avanmäla dig från seglingen?';

/**
 * A sailor's entry on a sailing's page (issue 13): "Anmäl" while entries are open and she is not
 * entered (with the last entry time when there is one); once entered, which boat and start
 * group, her entry fee and how to pay it (issue 31), and "Avanmäl" until the start; a short line
 * why entries are closed.
 */
export function EntryPanel({
  sailing,
  sailorId,
  settingsHref,
  boatModels,
  useBoats,
  categories = [],
}: {
  sailing: SailingDetail;
  sailorId: number;
  settingsHref: string;
  /** The boat models, for the SRS value the form shows (the page fetches them). */
  boatModels: readonly BoatModel[];
  useBoats: UseEntryBoats;
  /** The club's prize categories she may tick ("Dam", §21; the page fetches them). */
  categories?: readonly EntryCategoryOption[];
}) {
  const [entering, setEntering] = useState(false);
  const withdraw = useWithdrawEntry();
  const state = entryStateOf(sailing, sailorId);
  const entry = state.kind === 'entered' ? state.entry : null;
  const withdrawal = useConfirmedAction({
    run: () => (entry ? withdraw.mutateAsync(entry) : Promise.resolve()),
    success: WITHDRAWN_TOAST,
    context: 'Avanmälan',
  });

  if (state.kind === 'none') return null;
  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      className="entry-panel"
      aria-label="Anmälan"
      component="section"
    >
      {state.kind === 'entered' && (
        <Stack gap="sm">
          <Text fw={600}>{enteredLine(state.entry, state.groupName)}</Text>
          {sailing.has_entry_fee && <EntryPayment competitorId={state.entry.id} />}
          <CrewPanel competitorId={state.entry.id} skipperSailorId={state.entry.sailor} />
          {state.canWithdraw && (
            <Group>
              <Button variant="default" size="md" onClick={withdrawal.open}>
                Avanmäl
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {state.kind === 'open' && (
        <Stack gap="sm">
          {state.deadline && <Text>Sista anmälningstid {formatDeadline(state.deadline)}</Text>}
          <Group>
            <Button size="md" onClick={() => setEntering(true)}>
              Anmäl
            </Button>
          </Group>
        </Stack>
      )}
      {state.kind === 'closed' && <Text>{state.line}</Text>}
      <LazyFormModal opened={entering} onClose={() => setEntering(false)} title="Anmäl">
        <Suspense fallback={null}>
          <EntryForm
            sailingId={sailing.id}
            sailorId={sailorId}
            settingsHref={settingsHref}
            boatModels={boatModels}
            useBoats={useBoats}
            categories={categories}
            onDone={() => setEntering(false)}
          />
        </Suspense>
      </LazyFormModal>
      <LazyConfirmDialog
        opened={withdrawal.opened}
        title="Avanmäl"
        message={WITHDRAW_CONFIRM}
        confirmLabel="Avanmäl"
        danger
        busy={withdrawal.busy}
        onConfirm={withdrawal.confirm}
        onClose={withdrawal.close}
      />
    </Paper>
  );
}
