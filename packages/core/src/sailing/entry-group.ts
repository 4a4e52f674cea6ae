/**
 * Which start group a sailor's own entry lands in (docs/product.md §11, issue 13). A start
 * group may say which entries it takes: an SRS range (`min_rating`, `max_rating`, inclusive,
 * either may be null) and/or boat types (one per line, compared without regard to letter case;
 * empty: any). A group with at least one criterion takes an entry that meets all of them, the
 * first such group in the sailing's order wins; else the sailing's default group; else none
 * ("Utan startgrupp"). Pure and zod-free: the server places entries with it, and the club's
 * form can explain it.
 */

/** What a start group says about the entries it takes. */
export interface EntryGroupRule {
  id: number;
  min_rating: number | null;
  max_rating: number | null;
  /** Boat types, one per line; '' for any. */
  boat_types: string;
  is_default: boolean;
}

/** What of an entry the rules look at. */
export interface EntryFacts {
  rating: number | null;
  boat_type: string;
}

/** How boat types are compared: trimmed, inner spaces single, letter case ignored. */
export function boatTypeKey(type: string): string {
  return type.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');
}

/** The boat types of a group's text, one per line, without empty lines. */
export function parseBoatTypes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
}

/** Whether a group has at least one criterion (an SRS bound or a boat type). */
export function hasEntryRule(group: EntryGroupRule): boolean {
  return (
    group.min_rating !== null ||
    group.max_rating !== null ||
    parseBoatTypes(group.boat_types).length > 0
  );
}

/** Whether a group with criteria takes an entry: every criterion it has is met. */
export function groupTakesEntry(group: EntryGroupRule, entry: EntryFacts): boolean {
  if (!hasEntryRule(group)) return false;
  if (group.min_rating !== null || group.max_rating !== null) {
    // An entry without a rating cannot be placed by an SRS range.
    if (entry.rating === null) return false;
    if (group.min_rating !== null && entry.rating < group.min_rating) return false;
    if (group.max_rating !== null && entry.rating > group.max_rating) return false;
  }
  const types = parseBoatTypes(group.boat_types).map(boatTypeKey);
  if (types.length > 0 && !types.includes(boatTypeKey(entry.boat_type))) return false;
  return true;
}

/**
 * The id of the group an entry lands in, or null for "Utan startgrupp". `groups` are in the
 * sailing's order (position, then as created).
 */
export function entryGroupFor(groups: readonly EntryGroupRule[], entry: EntryFacts): number | null {
  const ruled = groups.find((group) => groupTakesEntry(group, entry));
  if (ruled) return ruled.id;
  return groups.find((group) => group.is_default)?.id ?? null;
}
