import {
  SEARCH_INDEX_MAX_WORDS,
  SEARCH_MAX_WORDS,
  SEARCH_MIN_LENGTH,
  SEARCH_WORD_MAX_LENGTH,
} from './limits.ts';

/** The texts an entity is found by, its title first (title words rank above other words). */
export type SearchTexts = ReadonlyArray<string | null | undefined>;

/**
 * Folds text for search: lower case, diacritics dropped (å/ä → a, ö → o, é → e), so a query
 * typed without Swedish letters still matches. Returns the words, in order.
 */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, SEARCH_WORD_MAX_LENGTH));
}

/**
 * The words an entity is indexed under: its texts folded, each word once, numbered in order
 * (an earlier word ranks higher), at most SEARCH_INDEX_MAX_WORDS.
 */
export function indexWords(texts: SearchTexts): { word: string; position: number }[] {
  const seen = new Set<string>();
  const words: { word: string; position: number }[] = [];
  for (const text of texts) {
    for (const word of foldWords(text ?? '')) {
      if (seen.has(word) || words.length >= SEARCH_INDEX_MAX_WORDS) continue;
      seen.add(word);
      words.push({ word, position: words.length });
    }
  }
  return words;
}

/**
 * The words a query searches for, folded as the index is, without repeats, at most
 * SEARCH_MAX_WORDS. A query shorter than SEARCH_MIN_LENGTH after trimming, or one without
 * letters or digits, searches nothing.
 */
export function queryWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return [...new Set(foldWords(trimmed))].slice(0, SEARCH_MAX_WORDS);
}

/** Whether every query word (folded) begins one of the words of the texts: the search's match. */
export function matchesSearchWords(words: readonly string[], texts: SearchTexts): boolean {
  const found = texts.flatMap((text) => foldWords(text ?? ''));
  return words.every((queryWord) => found.some((word) => word.startsWith(queryWord)));
}
