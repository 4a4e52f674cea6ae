import type { SailingResultRow, SailingResults, SeriesResults } from '@segla/core';
import { describe, expect, it } from 'vitest';
import {
  resultCategories,
  sailingResultsInCategory,
  seriesResultsInCategory,
} from './result-categories.ts';

const DAM = 30;
const JUNIOR = 31;

function row(id: number, rank: number | null, points: number | null, categories: number[]) {
  return {
    competitor_id: id,
    rank,
    points,
    code: null,
    status: rank === null ? 'no_rating' : 'finished',
    name: `Skeppare ${id}`,
    boat_name: `Båt ${id}`,
    boat_type: 'Express',
    sail_number: `SWE ${id}`,
    rating: 1,
    start: '18:30:00',
    finish_time: '19:30:00',
    elapsed_time: 3600,
    corrected_time: 3600,
    beat_leader_by: null,
    reported: false,
    protest: null,
    categories,
  } satisfies SailingResultRow;
}

describe('sailingResultsInCategory', () => {
  const results: SailingResults = {
    sailing_id: 1,
    verified: false,
    finished: true,
    categories: [
      { id: DAM, name: 'Dam' },
      { id: JUNIOR, name: 'Junior' },
    ],
    groups: [
      {
        id: 1,
        name: 'SRS',
        handicap: 'srs',
        start_type: 'common',
        // Boats 2 and 3 tied second in the fleet.
        rows: [row(1, 1, 1, []), row(2, 2, 2.5, [DAM]), row(3, 2, 2.5, [DAM]), row(4, 4, 4, [DAM])],
        lists: [
          {
            id: 9,
            name: 'PY',
            kind: 'yardstick',
            rows: [row(4, 1, 1, [DAM]), row(1, 2, 2, []), row(2, null, null, [DAM])],
          },
        ],
      },
    ],
  };

  it("keeps the category's boats in the fleet's order, placed among themselves, with the fleet's points", () => {
    const [group] = sailingResultsInCategory(results, DAM).groups;
    expect(group!.rows.map((r) => [r.competitor_id, r.rank, r.points])).toEqual([
      [2, 1, 2.5],
      [3, 1, 2.5],
      [4, 3, 4],
    ]);
    // A boat without a place in the list has none in the category either.
    expect(group!.lists[0]!.rows.map((r) => [r.competitor_id, r.rank, r.points])).toEqual([
      [4, 1, 1],
      [2, null, null],
    ]);
    expect(group!.rows[0]).not.toHaveProperty('category_rank');
  });

  it('leaves a group without the category empty, and the whole result untouched', () => {
    const [group] = sailingResultsInCategory(results, JUNIOR).groups;
    expect(group!.rows).toEqual([]);
    expect(group!.lists[0]!.rows).toEqual([]);
    expect(results.groups[0]!.rows).toHaveLength(4);
  });
});

describe('seriesResultsInCategory', () => {
  const line = (rank: number, boat: string, categories: number[]) => ({
    rank,
    name: boat,
    boat_name: boat,
    sail_number: boat,
    races: [],
    total: rank,
    net: rank,
    categories,
  });
  const unrated = (boat: string, categories: number[]) => ({
    name: boat,
    boat_name: boat,
    sail_number: boat,
    sailing_ids: [5],
    categories,
  });
  const standings: SeriesResults = {
    serie_id: 1,
    sailings: [],
    categories: [{ id: DAM, name: 'Dam' }],
    groups: [
      {
        name: 'SRS',
        rows: [line(1, 'A', []), line(2, 'B', [DAM]), line(3, 'C', [DAM])],
        no_rating: [unrated('D', [DAM]), unrated('E', [])],
        lists: [
          {
            name: 'PY',
            kind: 'yardstick',
            rows: [line(1, 'C', [DAM]), line(2, 'A', [])],
            no_rating: [unrated('B', [DAM])],
          },
        ],
      },
    ],
  };

  it("places the category's boats among themselves, its boats without a rating after", () => {
    const [group] = seriesResultsInCategory(standings, DAM).groups;
    expect(group!.rows.map((r) => [r.boat_name, r.rank, r.net])).toEqual([
      ['B', 1, 2],
      ['C', 2, 3],
    ]);
    expect(group!.no_rating.map((b) => b.boat_name)).toEqual(['D']);
    expect(group!.lists[0]!.rows.map((r) => [r.boat_name, r.rank, r.net])).toEqual([['C', 1, 1]]);
    expect(group!.lists[0]!.no_rating.map((b) => b.boat_name)).toEqual(['B']);
  });
});

describe('resultCategories', () => {
  it('names each category with a boat once, in the club’s order', () => {
    const dam = { id: DAM, name: 'Dam', position: 1 };
    const junior = { id: JUNIOR, name: 'Junior', position: 0 };
    expect(resultCategories([{ categories: [dam] }, { categories: [dam, junior] }])).toEqual([
      { id: JUNIOR, name: 'Junior' },
      { id: DAM, name: 'Dam' },
    ]);
  });
});
