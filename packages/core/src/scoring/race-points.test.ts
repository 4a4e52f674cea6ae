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
    expect(placeFinishers([30, 10, 20], byValue)).toEqual({
      items: [10, 20, 30],
      place: [1, 2, 3],
      tenths: [10, 20, 30],
    });
  });

  it('lets tied boats share the points and the best place; the next boat keeps its place', () => {
    const placed = placeFinishers([1, 2, 2, 4], byValue);
    expect(placed.place).toEqual([1, 2, 2, 4]);
    expect(placed.tenths).toEqual([10, 25, 25, 40]);
  });

  it('handles a three-way tie at the front and an empty list', () => {
    expect(placeFinishers([5, 5, 5, 9], byValue).tenths).toEqual([20, 20, 20, 40]);
    expect(placeFinishers([], byValue)).toEqual({ items: [], place: [], tenths: [] });
  });

  it('keeps input order among tied boats', () => {
    const placed = placeFinishers(
      [
        { id: 'b', t: 1 },
        { id: 'a', t: 1 },
      ],
      (x, y) => x.t - y.t,
    );
    expect(placed.items.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
