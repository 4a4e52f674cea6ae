import { describe, expect, it } from 'vitest';
import { swedishNumber } from './swedish-number.ts';

/** A small deterministic random number generator: the same values on every run. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const intl = (digits: number) => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: digits });

describe('swedishNumber', () => {
  it('writes points, ratings and lengths as a Swede reads them', () => {
    expect(swedishNumber(3.5, 3)).toBe('3,5');
    expect(swedishNumber(0.845, 3)).toBe('0,845');
    expect(swedishNumber(12, 3)).toBe('12');
    expect(swedishNumber(1234.5, 3)).toBe('1\u00a0234,5');
    expect(swedishNumber(-2.25, 1)).toBe('\u22122,3');
    expect(swedishNumber(4.125, 2)).toBe('4,13');
  });

  it.each([
    0,
    -0,
    1,
    -1,
    0.5,
    0.0005,
    0.0004,
    -0.0004,
    1.0005,
    2.0015,
    999.9995,
    99.9996,
    1234,
    12345,
    123456,
    1234567.891,
    0.1 + 0.2,
    1e-7,
    1.5e-7,
    123e-20,
    1e21,
    2.5e22,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
    NaN,
    Infinity,
    -Infinity,
  ])('writes %s as Intl.NumberFormat sv-SE does', (value) => {
    for (const digits of [0, 1, 2, 3]) {
      expect(swedishNumber(value, digits)).toBe(intl(digits).format(value));
    }
  });

  it('agrees with Intl.NumberFormat sv-SE on 40,000 numbers of every size and precision', () => {
    const random = randomFrom(2026);
    const formats = [0, 1, 2, 3, 4].map(intl);
    for (let i = 0; i < 40_000; i += 1) {
      const scale = 10 ** Math.floor(random() * 12 - 4);
      const raw = (random() - 0.3) * scale;
      // Half of them with few decimals, where halves (x,xxx5) are exact in the shortest form.
      const value = i % 2 === 0 ? raw : Math.round(raw * 10_000) / 10_000;
      const digits = i % 5;
      expect(swedishNumber(value, digits), `${value}, ${digits} decimals`).toBe(
        formats[digits]!.format(value),
      );
    }
  });
});
