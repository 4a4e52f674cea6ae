import { Button, Text } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useDeleteCompetitor } from '../api/delete-competitor.ts';
import { competitorLabel } from '../utils/competitor-label.ts';

/** The texts of removing a competitor, exactly as docs/product.md §8 words them. */
export const DELETE_COMPETITOR_TEXTS = {
  confirm: 'Är du säker på att du vill ta bort det här deltagaren?',
  done: 'Deltagaren togs bort.',
  failed: 'Något gick fel. Försök igen senare.',
} as const;

/**
 * "Ta bort" on a competitor: asks first (docs/product.md §6, §8); on success a toast and the
 * dialog closes, on failure a toast and it stays open.
 */
export function DeleteCompetitorButton({ competitor }: { competitor: Competitor }) {
  const remove = useDeleteCompetitor();
  const deletion = useConfirmedAction({
    run: () => remove.mutateAsync(competitor),
    success: DELETE_COMPETITOR_TEXTS.done,
    failure: DELETE_COMPETITOR_TEXTS.failed,
    context: 'Ta bort deltagare',
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={`Ta bort ${competitorLabel(competitor)}`}
        onClick={deletion.open}
      >
        Ta bort
      </Button>
      <ConfirmDialog
        opened={deletion.opened}
        title="Ta bort deltagare"
        message={
          <div>
            <Text>{DELETE_COMPETITOR_TEXTS.confirm}</Text>
            <Text c="dimmed" size="sm" mt={4}>
              {[competitor.boat_name, competitor.sail_number, competitor.name]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        }
        confirmLabel="Ta bort"
        danger
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
