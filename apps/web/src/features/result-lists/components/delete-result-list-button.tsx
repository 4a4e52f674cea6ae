import { Button } from '@mantine/core';
import type { ResultList } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteResultList } from '../api/delete-result-list.ts';

/** "Ta bort" on a further list, after a confirmation: the list and its ratings go. */
export function DeleteResultListButton({
  sailingId,
  list,
}: {
  sailingId: number;
  list: ResultList;
}) {
  const remove = useDeleteResultList(sailingId);
  const deletion = useConfirmedAction({
    run: () => remove.mutateAsync(list.id),
    success: 'Listan togs bort.',
    context: 'Ta bort resultatlista',
  });
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort listan ${list.name}`}
        onClick={deletion.open}
      >
        Ta bort
      </Button>
      <ConfirmDialog
        opened={deletion.opened}
        title="Ta bort resultatlista"
        message={`Är du säker på att du vill ta bort listan ${list.name}? Dess tal tas bort med den. Startgruppens eget resultat ändras inte.`}
        confirmLabel="Ta bort"
        danger
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
