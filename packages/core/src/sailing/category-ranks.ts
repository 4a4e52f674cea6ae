/**
 * A prize category's list (docs/product.md §12 "Priskategorier", issue 32): the boats of the
 * category in the full fleet's order, with the full fleet's points, ranked among themselves.
 * The main standing never changes; this only reads it.
 */

/** A result or standings row that knows its prize categories. */
export interface CategorisedRow {
  /** Rank in the full fleet; null without one (still racing, no rating). */
  rank: number | null;
  /** The ids of the prize categories the boat is in. */
  categories: readonly number[];
}

/**
 * The rows of `category`, in their order, each with `category_rank`: one more than the number
 * of the category's boats ranked strictly better in the full fleet, so boats tied there stay
 * tied; a row without a rank has none here either.
 */
export function rankWithinCategory<Row extends CategorisedRow>(
  rows: readonly Row[],
  category: number,
): (Row & { category_rank: number | null })[] {
  const members = rows.filter((row) => row.categories.includes(category));
  return members.map((row) => ({
    ...row,
    category_rank:
      row.rank === null
        ? null
        : 1 + members.filter((other) => other.rank !== null && other.rank < row.rank!).length,
  }));
}
