import { ActionIcon, Button, Table } from '@mantine/core';
import type { PrizeCategory } from '@segla/core';
import { describeCategory } from '@segla/core/prize-categories';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { handleApiError } from '../../../lib/api-error.ts';
import { useRemovePrizeCategory } from '../api/remove-prize-category.ts';
import { useUpdatePrizeCategory } from '../api/update-prize-category.ts';
import { PrizeCategoryForm } from './prize-category-form.tsx';

/** The toast of "Ta bort", as shown. */
export const PRIZE_CATEGORY_REMOVED = 'Priskategorin är borttagen.';

/**
 * The club's prize categories in its order (docs/product.md §21): the name, the rule in words
 * ("Födda 2006 eller senare"), "Upp" and "Ned" to reorder, "Ändra" (the form in a modal) and
 * "Ta bort", which asks first.
 */
export function PrizeCategoryTable({
  club,
  categories,
}: {
  club: string;
  categories: readonly PrizeCategory[];
}) {
  return (
    <Table verticalSpacing="sm" aria-label="Priskategorier" className="prize-category-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Namn</Table.Th>
          <Table.Th>Regel</Table.Th>
          <Table.Th>
            <span className="visually-hidden">Åtgärder</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {categories.map((category, index) => (
          <PrizeCategoryRow
            key={category.id}
            club={club}
            category={category}
            index={index}
            last={index === categories.length - 1}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PrizeCategoryRow({
  club,
  category,
  index,
  last,
}: {
  club: string;
  category: PrizeCategory;
  /** Its place in the list as shown, 0 first. */
  index: number;
  last: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePrizeCategory();
  const remove = useRemovePrizeCategory();
  const removal = useConfirmedAction({
    run: () => remove.mutateAsync(category.id),
    success: PRIZE_CATEGORY_REMOVED,
    context: 'Ta bort priskategori',
  });

  async function move(position: number) {
    try {
      await update.mutateAsync({ id: category.id, position });
    } catch (error) {
      // The list stays as it was; the toast says why.
      handleApiError(error, { context: 'Flytta priskategori' });
    }
  }

  return (
    <Table.Tr>
      <Table.Td>{category.name}</Table.Td>
      <Table.Td>{describeCategory(category)}</Table.Td>
      <Table.Td>
        <div className="prize-category-actions">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Flytta ${category.name} upp`}
            disabled={index === 0 || update.isPending}
            onClick={() => void move(index - 1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Flytta ${category.name} ned`}
            disabled={last || update.isPending}
            onClick={() => void move(index + 1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={`Ändra ${category.name}`}
            onClick={() => setEditing(true)}
          >
            Ändra
          </Button>
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            aria-label={`Ta bort ${category.name}`}
            onClick={removal.open}
          >
            Ta bort
          </Button>
        </div>
        <FormModal opened={editing} onClose={() => setEditing(false)} title="Ändra priskategori">
          <PrizeCategoryForm club={club} category={category} onDone={() => setEditing(false)} />
        </FormModal>
        <ConfirmDialog
          opened={removal.opened}
          title="Ta bort priskategori"
          message={`${category.name} tas bort, och kryssen för den i anmälningarna.`}
          confirmLabel="Ta bort"
          danger
          busy={removal.busy}
          onConfirm={removal.confirm}
          onClose={removal.close}
        />
      </Table.Td>
    </Table.Tr>
  );
}
