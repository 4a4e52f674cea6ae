import { NativeSelect } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateCompetitor } from '../api/update-competitor.ts';
import { competitorLabel } from '../utils/competitor-label.ts';
import {
  startGroupOptions,
  UNGROUPED_LABEL,
  type GroupOption,
} from '../utils/start-group-options.ts';

/**
 * A competitor's start group, changed in place: `PATCH /api/competitors/{id}/` with
 * `{start_group: id | null}` moves her to another group or to "Utan startgrupp"
 * (docs/product.md §4). While the move is under way the select shows where she is going.
 */
export function MoveCompetitorSelect({
  competitor,
  groups,
}: {
  competitor: Competitor;
  groups: readonly GroupOption[];
}) {
  const move = useUpdateCompetitor();
  const label = competitorLabel(competitor);
  const current = competitor.start_group === null ? '' : String(competitor.start_group);
  const pending = move.isPending ? (move.variables.input.start_group ?? null) : undefined;
  const value = pending === undefined ? current : pending === null ? '' : String(pending);

  const change = (target: string) => {
    if (target === current) return;
    const group = groups.find((candidate) => String(candidate.id) === target);
    // The row moves to its new group's list (a new component) before `mutate`'s callbacks
    // would run; the promise settles either way.
    void move
      .mutateAsync({ id: competitor.id, input: { start_group: group ? group.id : null } })
      .then(
        () => notify.success(`${label} flyttades till ${group?.name ?? UNGROUPED_LABEL}.`),
        (error: unknown) => {
          handleApiError(error, { context: 'Flytta deltagare' });
        },
      );
  };

  return (
    <NativeSelect
      aria-label={`Startgrupp för ${label}`}
      data={startGroupOptions(groups)}
      value={value}
      disabled={move.isPending}
      onChange={(event) => change(event.currentTarget.value)}
      className="competitor-move"
    />
  );
}
