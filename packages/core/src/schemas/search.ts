import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../search/limits.ts';
import { inputMessages, isAllowedText } from './common.ts';

/** `GET /api/search/?query=`: a missing query finds nothing (an empty `result_list`). */
export const searchQuerySchema = z.strictObject({
  query: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Sökningen får innehålla högst ${SEARCH_MAX_LENGTH} tecken.`)
    .refine(isAllowedText, inputMessages.controlCharacters)
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** What a search result is, in the order results of equal relevance are listed. */
export const searchResultTypeSchema = z.enum(['club', 'series', 'sailing', 'sailor', 'boat']);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

/**
 * One search hit: `url` is the SPA path to open (null: nothing to open, a boat without an
 * owner), `subtitle` a short Swedish description.
 */
export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The answer of `GET /api/search/`, best matches first. */
export const searchResponseSchema = z.object({ result_list: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
