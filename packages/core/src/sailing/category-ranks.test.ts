import { describe, expect, it } from 'vitest';
import { rankWithinCategory } from './category-ranks.ts';

const row = (name: string, rank: number | null, categories: number[]) => ({
  name,
  rank,
  categories,
});

describe('rankWithinCategory', () => {
  it('keeps the category’s boats in the fleet’s order and ranks them among themselves', () => {
    const rows = [
      row('a', 1, []),
      row('b', 2, [7]),
      row('c', 3, [7, 8]),
      row('d', 3, [7]),
      row('e', 5, [8]),
      row('f', null, [7]),
    ];
    expect(rankWithinCategory(rows, 7).map((r) => [r.name, r.rank, r.category_rank])).toEqual([
      ['b', 2, 1],
      ['c', 3, 2],
      ['d', 3, 2],
      ['f', null, null],
    ]);
    expect(rankWithinCategory(rows, 8).map((r) => [r.name, r.category_rank])).toEqual([
      ['c', 1],
      ['e', 2],
    ]);
    expect(rankWithinCategory(rows, 9)).toEqual([]);
  });
});
