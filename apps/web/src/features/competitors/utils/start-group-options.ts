import type { StartGroup } from '@segla/core';

/** A start group as the competitor controls offer it. */
export type GroupOption = Pick<StartGroup, 'id' | 'name'>;

/** The label of "no start group" (docs/product.md §4: the sailing's ungrouped list). */
export const UNGROUPED_LABEL = 'Utan startgrupp';

/** The options of a start group select: the groups, then "Utan startgrupp" (value ''). */
export function startGroupOptions(groups: readonly GroupOption[]) {
  return [
    ...groups.map((group) => ({ value: String(group.id), label: group.name })),
    { value: '', label: UNGROUPED_LABEL },
  ];
}
