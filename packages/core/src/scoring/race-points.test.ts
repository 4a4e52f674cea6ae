import { describe, expect, it } from 'vitest';
import { placeFinishers, sharedPlaceTenths } from './race-points.ts';

describe('sharedPlaceTenths (RRS A7)', () => {
  it('averages the places shared', () => {
    expect(sharedPlaceTenths(1, 1)).toBe(10);
    expect(sharedPlaceTenths(2, 2)).toBe(25);
    expect(sharedPlaceTenths(1, 3)).toBe(20);
    expect(sharedPlaceTenths(4, 4)).toBe(55);
  });
});

describe('placeFinishers', () => {
  const byValue = (a: number, b: number) => a - b;

  it('places in order, one point per place (A4)', () => {
    expect(placeFinishers([30, 10, 20], byValue)).toEqual([
      { item: 10, place: 1, tenths: 10 },
      { item: 20, place: 2, tenths: 20 },
      { item: 30, place: 3, tenths: 30 },
    ]);
  });

  it('lets tied boats share the points and the best place; the next boat keeps its place', () => {
    const placed = placeFinishers([1, 2, 2, 4], byValue);
    expect(placed.map((p) => [p.place, p.tenths])).toEqual([
      [1, 10],
      [2, 25],
      [2, 25],
      [4, 40],
    ]);
  });

  it('handles a three-way tie at the front and an empty list', () => {
    expect(placeFinishers([5, 5, 5, 9], byValue).map((p) => p.tenths)).toEqual([20, 20, 20, 40]);
    expect(placeFinishers([], byValue)).toEqual([]);
  });

  it('keeps input order among tied boats', () => {
    const placed = placeFinishers(
      [
        { id: 'b', t: 1 },
        { id: 'a', t: 1 },
      ],
      (x, y) => x.t - y.t,
    );
    expect(placed.map((p) => p.item.id)).toEqual(['b', 'a']);
  });
});
