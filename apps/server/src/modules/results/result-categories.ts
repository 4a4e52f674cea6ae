import type { ResultCategory, SailingResultRow, SailingResults, SeriesResults } from '@segla/core';
import { rankWithinCategory } from '@segla/core/sailing';
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

/**
 * A sailing's result narrowed to a prize category (docs/product.md §12 "Priskategorier"), as the
 * CSV of `?category=` writes it: each group's and list's rows of the category in the fleet's
 * order, `rank` their place among themselves (core's `rankWithinCategory`, as the page places
 * them), points the fleet's.
 */
export function sailingResultsInCategory(
  results: SailingResults,
  category: number,
): SailingResults {
  const narrowed = (rows: readonly SailingResultRow[]): SailingResultRow[] =>
    rankWithinCategory(rows, category).map(({ category_rank, ...row }) => ({
      ...row,
      rank: category_rank,
    }));
  return {
    ...results,
    groups: results.groups.map((group) => ({
      ...group,
      rows: narrowed(group.rows),
      lists: group.lists.map((list) => ({ ...list, rows: narrowed(list.rows) })),
    })),
  };
}

type SeriesRow = SeriesResults['groups'][number]['rows'][number];

/**
 * A series' standings narrowed to a prize category, as `sailingResultsInCategory`: the
 * category's boats placed among themselves, with the fleet's points; its boats without a rating
 * still after them.
 */
export function seriesResultsInCategory(results: SeriesResults, category: number): SeriesResults {
  const narrowed = (rows: readonly SeriesRow[]): SeriesRow[] =>
    rankWithinCategory(rows, category).map(({ category_rank, ...row }) => ({
      ...row,
      // A standings row always has a rank, so she has one within the category too.
      rank: category_rank ?? row.rank,
    }));
  const inCategory = <T extends { categories: readonly number[] }>(boats: readonly T[]) =>
    boats.filter((boat) => boat.categories.includes(category));
  return {
    ...results,
    groups: results.groups.map((group) => ({
      ...group,
      rows: narrowed(group.rows),
      no_rating: inCategory(group.no_rating),
      lists: group.lists.map((list) => ({
        ...list,
        rows: narrowed(list.rows),
        no_rating: inCategory(list.no_rating),
      })),
    })),
  };
}
