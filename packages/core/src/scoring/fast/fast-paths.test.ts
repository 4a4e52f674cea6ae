/**
 * The fast paths on plain numbers give exactly what the bigint forms give: same comparisons, same
 * roundings, the very same doubles. Each is checked against its exact counterpart.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactCorrectedTime } from '../corrected-time.ts';
import { selectDiscards } from '../discards.ts';
import {
  compareRational,
  decimalToRational,
  multiplyTenths,
  rationalToNumber,
  roundHalfUp,
  type Rational,
} from '../exact.ts';
import { byPointsThenPlace } from '../result-order.ts';
import type { Handicap } from '../types.ts';
import { correctedTimeKey, writeFastCorrectedTime } from './corrected-time-key.ts';
import { selectDiscardsFast } from './discard-order.ts';
import { keyPosition, sortNearly } from './nearly-sorted.ts';
import { compareRankKeys, rankKey } from './rank-key.ts';
import { resultOrder } from './result-order.ts';
import {
  compareFractions,
  fractionToNumber,
  isSmallRational,
  multiplyTenthsSmall,
  roundHalfUpSmall,
  scaledDecimal,
  smallFractionToNumber,
  type ExactFraction,
} from './small-rational.ts';

const toRational = (value: ExactFraction): Rational => ({
  num: BigInt(value.num),
  den: BigInt(value.den),
});

/** Decimals as people type them (up to eight places), and doubles with float noise. */
const decimal = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: 8 }), fc.double({ min, max, noNaN: true }))
      .map(([places, value]) => Math.min(max, Math.max(min, Number(value.toFixed(places))))),
    fc.double({ min, max, noNaN: true }),
    // Sums such as 0.8 + 0.07 = 0.8700000000000001.
    fc
      .tuple(
        fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) - 9 }),
        fc.integer({ min: 1, max: 9 }),
      )
      .map(([whole, part]) => whole / 100 + part / 100),
  );
const rating = fc.oneof(
  fc.record({ handicap: fc.constant<Handicap>('time_on_time'), rating: decimal(0.01, 5) }),
  fc.record({ handicap: fc.constant<Handicap>('yardstick'), rating: decimal(100, 5000) }),
  fc.record({ handicap: fc.constant<Handicap>('scratch'), rating: fc.constant(1) }),
);
const elapsed = fc.integer({ min: 0, max: 86_399 });
const round = fc.constantFrom('none' as const, 'second' as const);

describe('scaledDecimal', () => {
  it('is the decimal JavaScript prints, times 10^6, or null', () => {
    fc.assert(
      fc.property(fc.oneof(decimal(-1e6, 1e6), fc.double({ noNaN: true })), (value) => {
        const scaled = scaledDecimal(value);
        if (!Number.isFinite(value)) {
          expect(scaled).toBeNull();
          return;
        }
        const exact = decimalToRational(value);
        const shortEnough = 1_000_000n % exact.den === 0n && Math.abs(value) < 2 ** 30;
        if (shortEnough) expect(BigInt(scaled!) * exact.den).toBe(exact.num * 1_000_000n);
        else expect(scaled).toBeNull();
      }),
    );
  });
});

describe('small rationals', () => {
  const small = fc.record({
    num: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.maxSafeInteger()),
    den: fc.oneof(
      fc.integer({ min: 1, max: 1e6 }),
      fc.maxSafeNat().filter((n) => n > 0),
    ),
  });

  it('compare, round and convert as the bigint forms do', () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(Math.sign(compareFractions(a, b))).toBe(
          Math.sign(compareRational(toRational(a), toRational(b))),
        );
        expect(roundHalfUpSmall(a.num, a.den)).toBe(
          Number(roundHalfUp(BigInt(a.num), BigInt(a.den))),
        );
        expect(Object.is(fractionToNumber(a), rationalToNumber(toRational(a)))).toBe(true);
      }),
    );
  });

  it('weight tenths as the bigint form does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), decimal(0.01, 100), (tenths, weight) => {
        expect(multiplyTenthsSmall(tenths, weight)).toBe(multiplyTenths(tenths, weight));
      }),
    );
  });
});

describe('corrected-time keys', () => {
  it('are the exact corrected time, and give the same double', () => {
    fc.assert(
      fc.property(rating, elapsed, round, ({ handicap, rating: r }, seconds, rounding) => {
        const fast = correctedTimeKey(seconds, handicap, r, rounding);
        const exact = exactCorrectedTime(seconds, handicap, r, rounding);
        expect(compareFractions(fast, exact)).toBe(0);
        expect(Object.is(fractionToNumber(fast), rationalToNumber(exact))).toBe(true);
      }),
    );
  });

  it('are written without an object exactly when they are safe integers', () => {
    fc.assert(
      fc.property(rating, elapsed, round, ({ handicap, rating: r }, seconds, rounding) => {
        const key = correctedTimeKey(seconds, handicap, r, rounding);
        const target = { num: new Float64Array(1).fill(NaN), den: new Float64Array(1).fill(NaN) };
        const written = writeFastCorrectedTime(target, 0, seconds, handicap, r, rounding);
        expect(written).toBe(isSmallRational(key));
        if (written) {
          expect([target.num[0], target.den[0]]).toEqual([key.num, key.den]);
          expect(smallFractionToNumber(target.num[0]!, target.den[0]!)).toBe(fractionToNumber(key));
        } else {
          expect([target.num[0], target.den[0]]).toEqual([NaN, NaN]);
        }
      }),
    );
  });

  it('rank as the exact corrected times do, ties included', () => {
    type Boat = [{ handicap: Handicap; rating: number }, number];
    const boat: fc.Arbitrary<Boat> = fc.tuple(rating, elapsed);
    // k × p2 seconds at p1/100 and k × p1 seconds at p2/100: a true tie, with clean ratings or
    // with the float noise of a sum (0.5 + 0.37 = 0.87 or 0.8700000000000001).
    const tie = fc
      .tuple(
        fc.integer({ min: 50, max: 150 }),
        fc.integer({ min: 50, max: 150 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
      )
      .map(([p1, p2, k, noisy]): [Boat, Boat] => {
        const factor = (p: number) => (noisy ? 0.5 + (p - 50) / 100 : p / 100);
        return [
          [{ handicap: 'time_on_time', rating: factor(p1) }, k * p2],
          [{ handicap: 'time_on_time', rating: factor(p2) }, k * p1],
        ];
      });
    const pair = fc.oneof(
      fc.tuple(boat, boat).filter(([[x], [y]]) => x.handicap === y.handicap),
      tie,
    );
    fc.assert(
      fc.property(pair, round, ([[a, e1], [b, e2]], rounding) => {
        const expected = compareRational(
          exactCorrectedTime(e1, a.handicap, a.rating, rounding),
          exactCorrectedTime(e2, b.handicap, b.rating, rounding),
        );
        const keyA = rankKey(correctedTimeKey(e1, a.handicap, a.rating, rounding));
        const keyB = rankKey(correctedTimeKey(e2, b.handicap, b.rating, rounding));
        expect(Math.sign(compareRankKeys(keyA, keyB))).toBe(expected);
      }),
    );
  });

  it('tell apart corrected times one unit of the last decimal apart', () => {
    // 3000 × 0.8700000000000001 and 3000 × 0.87: a double apart, not a tie.
    const noisy = rankKey(correctedTimeKey(3000, 'time_on_time', 0.8 + 0.07, 'none'));
    const clean = rankKey(correctedTimeKey(3000, 'time_on_time', 0.87, 'none'));
    expect(compareRankKeys(clean, noisy)).toBeLessThan(0);
    expect(compareRankKeys(noisy, noisy)).toBe(0);
    // Values closer than a double can tell: the exact comparison decides.
    const justAboveOne = rankKey({ num: 10n ** 20n + 1n, den: 10n ** 20n });
    const one = rankKey({ num: 1, den: 1 });
    expect(justAboveOne.value).toBe(one.value);
    expect(compareRankKeys(one, justAboveOne)).toBeLessThan(0);
  });
});

describe('selectDiscardsFast', () => {
  it('picks the races selectDiscards picks', () => {
    const candidates = fc
      .array(fc.record({ tenths: fc.integer({ min: 0, max: 60 }), discardFirst: fc.boolean() }), {
        maxLength: 40,
      })
      .map((scores) => scores.map((score, raceIndex) => ({ ...score, raceIndex })));
    fc.assert(
      fc.property(candidates, fc.integer({ min: -1, max: 45 }), (races, count) => {
        const args = [
          races.map((race) => race.raceIndex),
          races.map((race) => race.tenths),
          races.map((race) => race.discardFirst),
          count,
        ] as const;
        const chosen = [...selectDiscardsFast(...args)].sort((a, b) => a - b);
        expect(chosen).toEqual([...selectDiscards(...args)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('sorting', () => {
  it('sortNearly sorts as the stable comparison sort, however rough the doubles', () => {
    const item = fc.record({
      key: fc.integer({ min: 0, max: 20 }),
      // Close to the key, equal to it, unrelated to it, or missing.
      approx: fc.oneof(fc.double({ min: -1e-9, max: 1e-9 }), fc.double(), fc.constant(null)),
      exact: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
        const approx = (x: (typeof items)[number]) =>
          x.approx === null ? null : x.exact ? x.key : x.key + x.approx;
        expect(sortNearly(items, approx, compare)).toEqual([...items].sort(compare));
      }),
    );
  });

  it('sortNearly falls back to the comparison sort when the doubles span more than a double holds', () => {
    // Found by the property above (seed 286255148): the range overflowed and every key was NaN.
    const items = [
      { key: 0, approx: 8.98128139290624e292 },
      { key: 0, approx: -1.797693134862315e308 },
    ];
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(sortNearly(items, (item) => item.approx, compare)).toEqual(items);
  });

  it('keyPosition is the remainder of any sort key up to the largest safe one', () => {
    const key = fc
      .integer({ min: 1, max: 2 ** 20 })
      .chain((count) =>
        fc
          .tuple(
            fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / count) - 1 }),
            fc.integer({ min: 0, max: count - 1 }),
          )
          .map(([quotient, position]) => ({ count, key: quotient * count + position, position })),
      );
    fc.assert(
      fc.property(key, ({ count, key, position }) => {
        expect(keyPosition(key, count)).toBe(position);
        expect(keyPosition(key, count)).toBe(key % count);
      }),
      { numRuns: 2000 },
    );
    // The largest keys of a thousand boats, where a double's quotient is least precise.
    const count = 1000;
    const top = (Math.floor(Number.MAX_SAFE_INTEGER / count) - 1) * count;
    for (let position = 0; position < count; position += 1) {
      expect(keyPosition(top + position, count)).toBe(position);
    }
  });

  it('resultOrder orders as the comparison, ties in input order', () => {
    const whole = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
    // Values the whole-number keys cannot hold (fractions, negatives, huge): the comparison sort.
    const unusual = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.maxSafeInteger(),
    );
    const boat = fc.oneof(
      fc.record({ tenths: whole(400), place: whole(40) }),
      fc.record({ tenths: fc.option(unusual, { nil: null }), place: whole(40) }),
    );
    fc.assert(
      fc.property(fc.array(boat, { maxLength: 60 }), (boats) => {
        const rows = boats.map((b, index) => ({ ...b, index }));
        const expected = [...rows].sort((a, b) => byPointsThenPlace(a, b) || a.index - b.index);
        const order = resultOrder(
          Float64Array.from(rows, (row) => row.tenths ?? NaN),
          Float64Array.from(rows, (row) => row.place ?? NaN),
        );
        expect(order.map((position) => rows[position])).toEqual(expected);
      }),
    );
  });
});
