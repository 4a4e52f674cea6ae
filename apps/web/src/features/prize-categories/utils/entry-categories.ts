import type { PrizeCategory } from '@segla/core';
import type { EntryCategoryOption } from '../../../components/form/category-checkboxes.tsx';

/**
 * The club's categories an entry may tick (`entry_flag`: "Dam", "Familj"), in the club's order:
 * the choices of the entry forms (docs/product.md §21). The birth-year ones follow the sailor.
 */
export function entryCategoryOptions(
  categories: readonly PrizeCategory[] | undefined,
): EntryCategoryOption[] {
  return (categories ?? [])
    .filter((category) => category.rule === 'entry_flag')
    .map((category) => ({ id: category.id, name: category.name }));
}
