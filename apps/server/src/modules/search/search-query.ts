import { SEARCH_MAX_WORDS, SEARCH_MIN_LENGTH } from '@segla/core';
import { foldWords } from './search-words.ts';

/**
 * The words a query searches for, folded as the index is (lower case, å/ä → a, ö → o), without
 * repeats, at most SEARCH_MAX_WORDS. A query shorter than SEARCH_MIN_LENGTH after trimming, or
 * one without letters or digits, searches nothing.
 */
export function queryWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return [...new Set(foldWords(trimmed))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * The smallest string above every string that starts with `prefix`, so that
 * `word >= prefix and word < prefixEnd(prefix)` is a prefix match an index can range-scan.
 * Folded words are a–z and 0–9, so bumping the last character never overflows.
 */
export function prefixEnd(prefix: string): string {
  if (prefix === '') throw new RangeError('empty prefix');
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}
