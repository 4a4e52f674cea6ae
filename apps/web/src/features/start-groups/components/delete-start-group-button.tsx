import { Button } from '@mantine/core';
import type { StartGroup } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteStartGroup } from '../api/delete-start-group.ts';

/** The question before a start group is removed; it says what becomes of its competitors. */
function deleteQuestion(group: StartGroup): string {
  const question = `Är du säker på att du vill ta bort startgruppen ${group.name}?`;
  return group.competitors.length > 0
    ? `${question} Dess deltagare blir kvar, utan startgrupp.`
    : question;
}

/**
 * "Ta bort" on a start group, after a confirmation. Its competitors stay in the sailing,
 * without a start group (docs/product.md §4).
 */
export function DeleteStartGroupButton({ group }: { group: StartGroup }) {
  const remove = useDeleteStartGroup();
  const deletion = useConfirmedAction({
    run: () => remove.mutateAsync(group),
    success: 'Startgruppen togs bort.',
    context: 'Ta bort startgrupp',
  });
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort startgruppen ${group.name}`}
        onClick={deletion.open}
      >
        Ta bort
      </Button>
      <ConfirmDialog
        opened={deletion.opened}
        title="Ta bort startgrupp"
        message={deleteQuestion(group)}
        confirmLabel="Ta bort"
        danger
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
