import type { ResultCategory } from '@segla/core';
import type { RowCategory } from './results-repository.ts';

/**
 * The prize categories a result can be shown for (docs/product.md §12 "Priskategorier"): those
 * with a boat among `rows`, once each, in the club's order.
 */
export function resultCategories(
  rows: readonly { categories: readonly RowCategory[] }[],
): ResultCategory[] {
  const byId = new Map<number, RowCategory>();
  for (const row of rows) for (const category of row.categories) byId.set(category.id, category);
  return [...byId.values()]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ id, name }) => ({ id, name }));
}

/** The ids of a row's categories, as a result row carries them. */
export function categoryIds(row: { categories: readonly RowCategory[] }): number[] {
  return row.categories.map((category) => category.id);
}
