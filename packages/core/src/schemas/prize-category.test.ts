import { describe, expect, it } from 'vitest';
import {
  birthYearSchema,
  entryCategoriesSchema,
  messages,
  prizeCategoryCreateSchema,
  prizeCategoryUpdateSchema,
} from './index.ts';
import { prizeCategoryMessages } from '../prize-categories/rules.ts';

/** The first message per field, as the server answers them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= issue.message;
  }
  return errors;
}

const thisYear = new Date().getUTCFullYear();

describe('prize category payloads', () => {
  it('takes a ticked category and a birth-year one, years as numbers or form text', () => {
    expect(prizeCategoryCreateSchema.parse({ name: ' Dam ', rule: 'entry_flag' })).toEqual({
      name: 'Dam',
      rule: 'entry_flag',
    });
    expect(
      prizeCategoryCreateSchema.parse({ name: 'Junior', rule: 'birth_year', born_from: '2006' }),
    ).toEqual({ name: 'Junior', rule: 'birth_year', born_from: 2006 });
    expect(
      prizeCategoryCreateSchema.parse({
        name: 'Veteran',
        rule: 'birth_year',
        born_from: '',
        born_until: 1966,
      }),
    ).toEqual({ name: 'Veteran', rule: 'birth_year', born_from: null, born_until: 1966 });
  });

  it('answers each mistake in Swedish on its field', () => {
    const refused = (payload: unknown) => errorsOf(prizeCategoryCreateSchema.safeParse(payload));
    expect(refused({ name: '', rule: 'entry_flag' })).toEqual({ name: messages.blank });
    expect(refused({ name: 'x'.repeat(41), rule: 'entry_flag' })).toEqual({
      name: 'Se till att detta fält inte har fler än 40 tecken.',
    });
    expect(refused({ name: 'Dam', rule: 'age' })).toEqual({ rule: prizeCategoryMessages.rule });
    expect(refused({ name: 'Dam' })).toEqual({ rule: messages.required });
    expect(refused({ name: 'Junior', rule: 'birth_year' })).toEqual({
      born_from: prizeCategoryMessages.noBound,
    });
    expect(
      refused({ name: 'Ungdom', rule: 'birth_year', born_from: 2010, born_until: 2000 }),
    ).toEqual({ born_until: prizeCategoryMessages.bounds });
    for (const year of [2006.5, '20x6', 1899, thisYear + 1, '12345', true]) {
      expect(refused({ name: 'Junior', rule: 'birth_year', born_from: year })).toEqual({
        born_from: prizeCategoryMessages.year,
      });
    }
    expect(refused({ name: 'Dam', rule: 'entry_flag', born_until: 1966 })).toEqual({
      born_until: prizeCategoryMessages.yearsWithFlag,
    });
    expect(refused({ name: 'Dam', rule: 'entry_flag', position: -1 })).toHaveProperty('position');
  });

  it('changes only what a PUT sends', () => {
    expect(prizeCategoryUpdateSchema.parse({ name: 'Damer' })).toEqual({ name: 'Damer' });
    expect(prizeCategoryUpdateSchema.parse({ position: 0 })).toEqual({ position: 0 });
    expect(errorsOf(prizeCategoryUpdateSchema.safeParse({ name: '' }))).toEqual({
      name: messages.blank,
    });
  });

  it('reads the ticked categories of an entry once each, and refuses what is not an id', () => {
    expect(entryCategoriesSchema.parse([3, 1, 3])).toEqual([1, 3]);
    expect(entryCategoriesSchema.parse([])).toEqual([]);
    expect(entryCategoriesSchema.safeParse(null).error?.issues[0]?.message).toBe(messages.notNull);
    for (const bad of [['1'], [0], [1.5], 'Dam']) {
      const issues = entryCategoriesSchema.safeParse(bad).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([prizeCategoryMessages.unknownFlag]);
    }
  });

  it('takes a sailor’s birth year from 1900 to this year, or none', () => {
    expect(birthYearSchema.parse(1985)).toBe(1985);
    expect(birthYearSchema.parse('1985')).toBe(1985);
    expect(birthYearSchema.parse('')).toBeNull();
    expect(birthYearSchema.parse(null)).toBeNull();
    for (const bad of [1899, thisYear + 1, 1985.5, 'nittio', '85']) {
      expect(birthYearSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        prizeCategoryMessages.birthYear,
      );
    }
  });
});
