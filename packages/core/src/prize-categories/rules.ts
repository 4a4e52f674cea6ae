/**
 * Prize categories, "Priskategorier" (issue 32; docs/product.md §21): a club's Dam, Junior,
 * Veteran or Familj, each ranking a subset of the same boats. The one home of the rules, their
 * labels and limits; the server's checks, the results' filter and the web app's forms read it.
 */

/**
 * How an entry comes into a category:
 * - `entry_flag`: the entry is ticked ("Kryssas i anmälan": Dam, Familj);
 * - `birth_year`: the sailor linked to the entry is born in [born_from, born_until].
 */
export const PRIZE_CATEGORY_RULES = ['entry_flag', 'birth_year'] as const;
export type PrizeCategoryRule = (typeof PRIZE_CATEGORY_RULES)[number];

/** The rule's name in the interface. */
export const PRIZE_CATEGORY_RULE_LABELS: Readonly<Record<PrizeCategoryRule, string>> = {
  entry_flag: 'Kryssas i anmälan',
  birth_year: 'Födelseår',
};

/** Whether a text is one of the rules (for rows read back from the database). */
export function isPrizeCategoryRule(value: string): value is PrizeCategoryRule {
  return (PRIZE_CATEGORY_RULES as readonly string[]).includes(value);
}

/** The longest name of a category ("Dam", "Junior", "Veteran", "Familj"). */
export const PRIZE_CATEGORY_NAME_MAX = 40;
/** The most categories a club may have: a prize list, not a ranking of everyone. */
export const PRIZE_CATEGORIES_MAX = 20;
/** The earliest birth year, of a sailor or a category's bound. */
export const BIRTH_YEAR_MIN = 1900;

/** The latest birth year accepted now: this year (by the UTC clock, as certificate years). */
export function latestBirthYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

/** Whether `year` is a whole year from 1900 up to this year. */
export function isBirthYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= BIRTH_YEAR_MIN && year <= latestBirthYear(now);
}

/** What a category is, as the rules read it. */
export interface PrizeCategoryRuleFields {
  rule: PrizeCategoryRule;
  /** For `birth_year`: the earliest birth year in the category, null for no lower bound. */
  born_from: number | null;
  /** For `birth_year`: the latest birth year in the category, null for no upper bound. */
  born_until: number | null;
}

/** The messages of a category's rules (docs/product.md §21), shared by the server and the form. */
export const prizeCategoryMessages = {
  rule: 'Välj "Kryssas i anmälan" eller "Födelseår".',
  year: `Ange ett år mellan ${BIRTH_YEAR_MIN} och i år, eller lämna fältet tomt.`,
  noBound: 'Ange "Född från", "Född till" eller båda.',
  bounds: '"Född från" får inte vara senare än "Född till".',
  yearsWithFlag: 'Födelseår anges bara för en kategori efter födelseår.',
  duplicateName: 'Klubben har redan en priskategori med det namnet.',
  tooMany: `En klubb kan ha högst ${PRIZE_CATEGORIES_MAX} priskategorier.`,
  unknownFlag: 'Välj bland klubbens priskategorier som kryssas i anmälan.',
  birthYear: `Ange ett födelseår mellan ${BIRTH_YEAR_MIN} och i år, eller lämna fältet tomt.`,
} as const;

/**
 * What is wrong between a category's rule and its years, by field (none: `{}`): a birth-year
 * category needs at least one bound and its bounds in order; a ticked one has no years.
 */
export function prizeCategoryProblems(
  category: PrizeCategoryRuleFields,
): Partial<Record<'born_from' | 'born_until', string>> {
  const { rule, born_from: from, born_until: until } = category;
  if (rule === 'entry_flag') {
    if (from !== null) return { born_from: prizeCategoryMessages.yearsWithFlag };
    if (until !== null) return { born_until: prizeCategoryMessages.yearsWithFlag };
    return {};
  }
  if (from === null && until === null) return { born_from: prizeCategoryMessages.noBound };
  if (from !== null && until !== null && from > until) {
    return { born_until: prizeCategoryMessages.bounds };
  }
  return {};
}

/** What an entry brings to the rules: the categories it is ticked in, its sailor's birth year. */
export interface CategoryEntry {
  /** The ids of the `entry_flag` categories ticked on the entry. */
  flags: readonly number[];
  /** The birth year of the sailor linked to the entry; null when none (or no sailor). */
  birthYear: number | null;
}

/**
 * Whether an entry is in the category: ticked on it (`entry_flag`), or its sailor born within
 * the bounds (`birth_year`, both inclusive; a category without bounds holds no one).
 */
export function isInCategory(
  category: PrizeCategoryRuleFields & { id: number },
  entry: CategoryEntry,
): boolean {
  if (category.rule === 'entry_flag') return entry.flags.includes(category.id);
  const { born_from: from, born_until: until } = category;
  const year = entry.birthYear;
  if (year === null || (from === null && until === null)) return false;
  return (from === null || year >= from) && (until === null || year <= until);
}

/**
 * The rule in words, under the category's name: "Kryssas i anmälan", "Födda 2008 eller
 * senare", "Födda 1966 eller tidigare", "Födda 1990–1999", "Födda 1990".
 */
export function describeCategory(category: PrizeCategoryRuleFields): string {
  if (category.rule === 'entry_flag') return PRIZE_CATEGORY_RULE_LABELS.entry_flag;
  const { born_from: from, born_until: until } = category;
  if (from !== null && until !== null) {
    return from === until ? `Födda ${from}` : `Födda ${from}–${until}`;
  }
  if (from !== null) return `Födda ${from} eller senare`;
  if (until !== null) return `Födda ${until} eller tidigare`;
  // No bounds: a category the rules refuse (prizeCategoryProblems); named by its rule alone.
  return PRIZE_CATEGORY_RULE_LABELS.birth_year;
}
