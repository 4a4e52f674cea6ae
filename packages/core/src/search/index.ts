/**
 * Search without the schemas: the limits, how text folds into words, and which texts each
 * kind of entity is found by. Importable alone as `@segla/core/search` (no zod); the server's
 * search index and the web app's list filters use the same rules. Nothing in this folder
 * imports zod (a lint rule keeps it so).
 */
export { swedishCollator } from './collation.ts';
export {
  SEARCH_INDEX_MAX_WORDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_MIN_LENGTH,
  SEARCH_RESULT_LIMIT,
  SEARCH_WORD_MAX_LENGTH,
} from './limits.ts';
export {
  foldWords,
  indexWords,
  matchesSearchWords,
  queryWords,
  type SearchTexts,
} from './words.ts';
export {
  boatSearchTexts,
  clubSearchTexts,
  sailingSearchTexts,
  sailorSearchTexts,
  seriesSearchTexts,
} from './texts.ts';
