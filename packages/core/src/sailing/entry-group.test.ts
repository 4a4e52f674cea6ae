import { describe, expect, it } from 'vitest';
import type { groupTakesEntry } from './entry-group.ts';
import { entryGroupFor, hasEntryRule, parseBoatTypes } from './entry-group.ts';

const group = (id: number, rule: Partial<Parameters<typeof groupTakesEntry>[0]> = {}) => ({
  id,
  min_rating: null,
  max_rating: null,
  boat_types: '',
  is_default: false,
  ...rule,
});

describe('entryGroupFor (docs/product.md §11)', () => {
  const entry = { rating: 0.9, boat_type: 'Express' };

  it('places an entry in the first group whose criteria it meets', () => {
    const groups = [
      group(1, { min_rating: 1.0 }),
      group(2, { max_rating: 0.95 }),
      group(3, { max_rating: 1.5 }),
    ];
    expect(entryGroupFor(groups, entry)).toBe(2);
  });

  it('takes the bounds of the SRS range inclusively, either side may be open', () => {
    expect(entryGroupFor([group(1, { min_rating: 0.9, max_rating: 0.9 })], entry)).toBe(1);
    expect(entryGroupFor([group(1, { min_rating: 0.9 })], entry)).toBe(1);
    expect(entryGroupFor([group(1, { max_rating: 0.9 })], entry)).toBe(1);
    expect(entryGroupFor([group(1, { min_rating: 0.91 })], entry)).toBeNull();
    expect(entryGroupFor([group(1, { max_rating: 0.89 })], entry)).toBeNull();
  });

  it('compares boat types line by line without regard to letter case or spaces', () => {
    const types = group(1, { boat_types: 'Folkbåt\r\n  express \n\n' });
    expect(entryGroupFor([types], entry)).toBe(1);
    expect(entryGroupFor([types], { rating: 1, boat_type: 'FOLKBÅT' })).toBe(1);
    expect(entryGroupFor([types], { rating: 1, boat_type: 'Express 2' })).toBeNull();
  });

  it('needs every criterion of a group met', () => {
    const both = group(1, { boat_types: 'Express', min_rating: 1.0 });
    expect(entryGroupFor([both], entry)).toBeNull();
    expect(entryGroupFor([both], { rating: 1.0, boat_type: 'express' })).toBe(1);
  });

  it('falls back to the default group, else to none', () => {
    const groups = [group(1, { min_rating: 1.2 }), group(2), group(3, { is_default: true })];
    expect(entryGroupFor(groups, entry)).toBe(3);
    expect(entryGroupFor(groups.slice(0, 2), entry)).toBeNull();
    expect(entryGroupFor([], entry)).toBeNull();
  });

  it('prefers a group whose rule matches over the default, wherever the default stands', () => {
    const groups = [group(1, { is_default: true }), group(2, { boat_types: 'Express' })];
    expect(entryGroupFor(groups, entry)).toBe(2);
  });

  it('does not place an entry without a rating by an SRS range', () => {
    expect(entryGroupFor([group(1, { min_rating: 0 })], { rating: null, boat_type: '' })).toBe(
      null,
    );
  });

  it('knows a group without criteria takes nothing by rule', () => {
    expect(hasEntryRule(group(1, { boat_types: ' \n ' }))).toBe(false);
    expect(hasEntryRule(group(1, { max_rating: 1 }))).toBe(true);
    expect(parseBoatTypes('a\n\n b  c \r\n')).toEqual(['a', 'b c']);
  });
});
