import { describe, expect, it } from 'vitest';
import {
  describeCategory,
  isBirthYear,
  isInCategory,
  isPrizeCategoryRule,
  latestBirthYear,
  prizeCategoryMessages,
  prizeCategoryProblems,
  PRIZE_CATEGORY_RULES,
} from './rules.ts';

const dam = { id: 1, rule: 'entry_flag' as const, born_from: null, born_until: null };
const junior = { id: 2, rule: 'birth_year' as const, born_from: 2006, born_until: null };
const veteran = { id: 3, rule: 'birth_year' as const, born_from: null, born_until: 1966 };
const nineties = { id: 4, rule: 'birth_year' as const, born_from: 1990, born_until: 1999 };

describe('prize categories', () => {
  it('puts a ticked entry in an entry_flag category, and no one else', () => {
    expect(isInCategory(dam, { flags: [1], birthYear: null })).toBe(true);
    expect(isInCategory(dam, { flags: [5, 1], birthYear: 1980 })).toBe(true);
    expect(isInCategory(dam, { flags: [], birthYear: 1980 })).toBe(false);
    expect(isInCategory(dam, { flags: [2], birthYear: null })).toBe(false);
  });

  it('reads birth years with both bounds inclusive, and a missing year as outside', () => {
    expect(isInCategory(junior, { flags: [], birthYear: 2006 })).toBe(true);
    expect(isInCategory(junior, { flags: [], birthYear: 2012 })).toBe(true);
    expect(isInCategory(junior, { flags: [], birthYear: 2005 })).toBe(false);
    expect(isInCategory(veteran, { flags: [], birthYear: 1966 })).toBe(true);
    expect(isInCategory(veteran, { flags: [], birthYear: 1967 })).toBe(false);
    expect(isInCategory(nineties, { flags: [], birthYear: 1990 })).toBe(true);
    expect(isInCategory(nineties, { flags: [], birthYear: 1999 })).toBe(true);
    expect(isInCategory(nineties, { flags: [], birthYear: 2000 })).toBe(false);
    expect(isInCategory(nineties, { flags: [], birthYear: null })).toBe(false);
    // Ticking a birth-year category does nothing: the year decides.
    expect(isInCategory(junior, { flags: [2], birthYear: 1980 })).toBe(false);
    const unbounded = { id: 9, rule: 'birth_year' as const, born_from: null, born_until: null };
    expect(isInCategory(unbounded, { flags: [], birthYear: 1980 })).toBe(false);
  });

  it('describes each rule in Swedish', () => {
    expect(describeCategory(dam)).toBe('Kryssas i anmälan');
    expect(describeCategory({ ...junior, born_from: 2008 })).toBe('Födda 2008 eller senare');
    expect(describeCategory(veteran)).toBe('Födda 1966 eller tidigare');
    expect(describeCategory(nineties)).toBe('Födda 1990–1999');
    expect(describeCategory({ ...nineties, born_until: 1990 })).toBe('Födda 1990');
  });

  it('finds what is wrong between the rule and the years', () => {
    expect(prizeCategoryProblems(dam)).toEqual({});
    expect(prizeCategoryProblems(junior)).toEqual({});
    expect(prizeCategoryProblems(nineties)).toEqual({});
    expect(prizeCategoryProblems({ ...junior, born_from: null })).toEqual({
      born_from: prizeCategoryMessages.noBound,
    });
    expect(prizeCategoryProblems({ ...nineties, born_from: 2000 })).toEqual({
      born_until: prizeCategoryMessages.bounds,
    });
    expect(prizeCategoryProblems({ ...dam, born_until: 1966 })).toEqual({
      born_until: prizeCategoryMessages.yearsWithFlag,
    });
  });

  it('knows its rules and the years a sailor may be born', () => {
    for (const rule of PRIZE_CATEGORY_RULES) expect(isPrizeCategoryRule(rule)).toBe(true);
    expect(isPrizeCategoryRule('age')).toBe(false);
    const now = new Date('2026-05-13T12:00:00Z');
    expect(latestBirthYear(now)).toBe(2026);
    expect(isBirthYear(1900, now)).toBe(true);
    expect(isBirthYear(2026, now)).toBe(true);
    expect(isBirthYear(1899, now)).toBe(false);
    expect(isBirthYear(2027, now)).toBe(false);
    expect(isBirthYear(1985.5, now)).toBe(false);
  });
});
