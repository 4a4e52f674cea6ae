/** A query shorter than this (after trimming) finds nothing: too many prefixes would match. */
export const SEARCH_MIN_LENGTH = 2;
/** Longest query accepted; a longer one is a 400 on the `query` field. */
export const SEARCH_MAX_LENGTH = 100;
/** Words of a query that are searched; later words are ignored. */
export const SEARCH_MAX_WORDS = 6;
/** Most results one search returns. */
export const SEARCH_RESULT_LIMIT = 50;
/** Words kept per entity in the search index (title words first). */
export const SEARCH_INDEX_MAX_WORDS = 40;
/** Characters kept of one word. */
export const SEARCH_WORD_MAX_LENGTH = 40;
