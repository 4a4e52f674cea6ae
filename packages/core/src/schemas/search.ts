import { z } from 'zod';

/** A query shorter than this (after trimming) finds nothing: too many prefixes would match. */
export const SEARCH_MIN_LENGTH = 2;
/** Longest query accepted; a longer one is a 400 on the `query` field. */
export const SEARCH_MAX_LENGTH = 100;
/** Words of a query that are searched; later words are ignored. */
export const SEARCH_MAX_WORDS = 6;
/** Most results one search returns. */
export const SEARCH_RESULT_LIMIT = 50;

/** `GET /api/search/?query=`: a missing query finds nothing (an empty `result_list`). */
export const searchQuerySchema = z.strictObject({
  query: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Sökningen får innehålla högst ${SEARCH_MAX_LENGTH} tecken.`)
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** What a search result is, in the order results of equal relevance are listed. */
export const searchResultTypeSchema = z.enum(['club', 'series', 'sailing', 'sailor']);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

/** One search hit: `url` is the SPA path to open, `subtitle` a short Swedish description. */
export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The answer of `GET /api/search/`, best matches first. */
export const searchResponseSchema = z.object({ result_list: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
