import { Button, Group, Table, Text } from '@mantine/core';
import type { BoatModel } from '@segla/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LazyFormModal } from '../../../components/lazy-overlays.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { formatRating } from '@segla/core/format';
import { useDeleteBoatModel } from '../api/boat-model-writes.ts';
import { BoatModelForm } from './boat-model-form.tsx';
import { BoatModelImport } from './boat-model-import.tsx';
import { ConfirmAdminAction, type PendingAction } from './confirm-admin-action.tsx';

/** The public boat-model list (`GET /api/boat-models/`), read by the boat-models feature. */
export type UseBoatModelList = () => UseQueryResult<BoatModel[]>;

type Modal = { kind: 'form'; model?: BoatModel } | { kind: 'import' } | null;

/** "Båtmodeller" (issue 13): the models with their four SRS values; add, edit, delete, import. */
export function BoatModelsAdmin({ useBoatModels }: { useBoatModels: UseBoatModelList }) {
  const models = useBoatModels();
  const remove = useDeleteBoatModel();
  const [modal, setModal] = useState<{ open: Modal; session: number }>({ open: null, session: 0 });
  const [shown, setShown] = useState<Modal>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const open = (next: Modal) => {
    setShown(next);
    setModal((state) => ({ open: next, session: state.session + 1 }));
  };
  const close = () => setModal((state) => ({ ...state, open: null }));

  const askDelete = (model: BoatModel) =>
    setPending({
      title: 'Ta bort båtmodell',
      message: (
        <Text>
          Vill du ta bort <strong>{model.name}</strong>? Båtar av modellen blir utan båtmodell.
        </Text>
      ),
      confirmLabel: 'Ta bort',
      danger: true,
      run: () => remove.mutateAsync(model.id),
      success: 'Båtmodellen togs bort.',
      context: 'Borttagningen av båtmodellen',
    });

  let body;
  if (models.isError)
    body = <QueryError error={models.error} onRetry={() => void models.refetch()} />;
  else if (!models.data) body = <DelayedLoader label="Hämtar båtmodeller…" />;
  else if (models.data.length === 0)
    body = <EmptyState>Det finns inga båtmodeller ännu.</EmptyState>;
  else {
    body = (
      <Table.ScrollContainer minWidth={720} type="native" pos="relative">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Namn</Table.Th>
              <Table.Th>SRS</Table.Th>
              <Table.Th>Utan flygande</Table.Th>
              <Table.Th>Shorthanded</Table.Th>
              <Table.Th>SH utan flygande</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Åtgärder</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.data.map((model) => (
              <Table.Tr key={model.id}>
                <Table.Td>{model.name}</Table.Td>
                <Table.Td>{formatRating(model.srs)}</Table.Td>
                <Table.Td>{formatRating(model.srs_no_flying)}</Table.Td>
                <Table.Td>{formatRating(model.srs_shorthanded)}</Table.Td>
                <Table.Td>{formatRating(model.srs_shorthanded_no_flying)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Ändra ${model.name}`}
                      onClick={() => open({ kind: 'form', model })}
                    >
                      Ändra
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={`Ta bort ${model.name}`}
                      onClick={() => askDelete(model)}
                    >
                      Ta bort
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

  const title =
    shown?.kind === 'import'
      ? 'Importera båtmodeller'
      : shown?.kind === 'form' && shown.model
        ? 'Ändra båtmodell'
        : 'Ny båtmodell';
  return (
    <section aria-label="Båtmodeller">
      <Group justify="flex-end" mb="md" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileUpload size={18} aria-hidden />}
          onClick={() => open({ kind: 'import' })}
        >
          Importera CSV
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => open({ kind: 'form' })}
        >
          Ny båtmodell
        </Button>
      </Group>
      {body}
      <LazyFormModal key={modal.session} opened={modal.open !== null} onClose={close} title={title}>
        {shown?.kind === 'import' ? (
          <BoatModelImport onDone={close} />
        ) : (
          <BoatModelForm model={shown?.kind === 'form' ? shown.model : undefined} onDone={close} />
        )}
      </LazyFormModal>
      <ConfirmAdminAction action={pending} onClose={() => setPending(null)} />
    </section>
  );
}
