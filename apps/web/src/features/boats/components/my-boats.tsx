import { Button, Group, Stack, Text } from '@mantine/core';
import type { Boat, BoatModel } from '@segla/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LazyConfirmDialog, LazyFormModal } from '../../../components/lazy-overlays.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteBoat } from '../api/delete-boat.ts';
import { useBoatsOfOwner } from '../api/get-boats.ts';
import { boatRatingLine } from '../utils/boat-rating.ts';
import { BoatForm } from './boat-form.tsx';

export const BOAT_DELETED = 'Båten är borttagen.';

/**
 * "Mina båtar" (issue 13): the sailor's boats with their rating, "Lägg till båt", and per boat
 * "Ändra" and "Ta bort" (asked first). The form opens in a modal, full screen on a phone.
 */
export function MyBoats({
  owner,
  boatModels,
}: {
  /** The sailor's id. */
  owner: number;
  boatModels: readonly BoatModel[];
}) {
  const boats = useBoatsOfOwner(owner);
  // null: closed; 'new': a new boat; a boat: that boat's changes.
  const [editing, setEditing] = useState<Boat | 'new' | null>(null);
  const [session, setSession] = useState(0);
  const [removing, setRemoving] = useState<Boat | null>(null);
  const deleteBoat = useDeleteBoat();
  const removal = useConfirmedAction({
    run: () => (removing ? deleteBoat(removing.id) : Promise.resolve()),
    success: BOAT_DELETED,
    context: 'Borttagningen av båten',
    onDone: () => setRemoving(null),
  });
  const modelOf = (boat: Boat) => boatModels.find((model) => model.id === boat.boat_model);
  const open = (what: Boat | 'new') => {
    setSession((value) => value + 1);
    setEditing(what);
  };

  let list;
  if (boats.isError) {
    list = <QueryError error={boats.error} onRetry={() => void boats.refetch()} />;
  } else if (!boats.data) {
    list = <DelayedLoader />;
  } else if (boats.data.length === 0) {
    list = <EmptyState>Inga båtar ännu. Lägg till båten du seglar.</EmptyState>;
  } else {
    list = (
      <ul className="boat-list" aria-label="Mina båtar">
        {boats.data.map((boat) => (
          <li key={boat.id} className="boat-card">
            <div>
              <Text fw={600}>
                {boat.name}
                {boat.sail_number && <span className="text-dimmed"> {boat.sail_number}</span>}
              </Text>
              <Text size="sm" c="dimmed">
                {boatRatingLine(boat, modelOf(boat))}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                size="md"
                leftSection={<IconPencil size={18} aria-hidden />}
                aria-label={`Ändra ${boat.name}`}
                onClick={() => open(boat)}
              >
                Ändra
              </Button>
              <Button
                variant="light"
                color="red"
                size="md"
                leftSection={<IconTrash size={18} aria-hidden />}
                aria-label={`Ta bort ${boat.name}`}
                onClick={() => setRemoving(boat)}
              >
                Ta bort
              </Button>
            </Group>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      {list}
      <div>
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => open('new')}
        >
          Lägg till båt
        </Button>
      </div>
      <LazyFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? 'Lägg till båt' : 'Ändra båt'}
      >
        {editing !== null && (
          <BoatForm
            key={session}
            boat={editing === 'new' ? null : editing}
            owner={owner}
            boatModels={boatModels}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </LazyFormModal>
      <LazyConfirmDialog
        opened={removing !== null}
        title="Ta bort båten?"
        message={
          removing
            ? `${removing.name} tas bort från dina båtar. Seglingar där den redan är anmäld behåller den som klubben skrev in den.`
            : ''
        }
        confirmLabel="Ta bort"
        danger
        busy={removal.busy}
        onConfirm={removal.confirm}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
