import type { PrizeCategory } from '@segla/core';
import type { PrizeCategoryRow } from './prize-category-repository.ts';

/** A prize category as the API answers it (docs/product.md §21). */
export function toPrizeCategory(row: PrizeCategoryRow): PrizeCategory {
  return {
    id: row.id,
    club: row.club_id,
    name: row.name,
    rule: row.rule,
    born_from: row.born_from,
    born_until: row.born_until,
    position: row.position,
  };
}

/** The club's order: position, then as created. */
export function comparePrizeCategories(a: PrizeCategoryRow, b: PrizeCategoryRow): number {
  return a.position - b.position || a.id - b.id;
}

/** Whether two names are one for the club: alike but for letter case ("Dam", "dam"). */
export function sameCategoryName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('sv') === b.toLocaleLowerCase('sv');
}
