import { z } from 'zod';
import { idSchema } from './common.ts';
import { resultListKindSchema } from './result-list.ts';

/**
 * How a row of a sailing's result was scored:
 * - `finished`: has a finishing place (`rank`);
 * - `coded`: scored by a code that replaces the finish (DNF, DSQ, …);
 * - `redress`: scored RDG (points null when the redress is an average of the series);
 * - `unfinished`: neither a finish nor a code yet, i.e. still racing: no rank, and the points it
 *   would get if it did not finish (the DNF score), as the scoring core scores it meanwhile;
 * - `no_rating`: in an SRS group without a usable rating, so it cannot be scored (no rank, no
 *   points, not counted as an entry) until the race officer sets one.
 */
export const resultRowStatusSchema = z.enum([
  'finished',
  'coded',
  'redress',
  'unfinished',
  'no_rating',
]);
export type ResultRowStatus = z.infer<typeof resultRowStatusSchema>;

/** A protest a result links to: its id and its number in its sailing (issue 30). */
export const resultProtestSchema = z.object({ id: z.number(), number: z.number() });
export type ResultProtest = z.infer<typeof resultProtestSchema>;

/** One boat of a start group's result. Times are seconds; `start` and `finish_time` clock times. */
export const sailingResultRowSchema = z.object({
  competitor_id: z.number(),
  rank: z.number().nullable(),
  points: z.number().nullable(),
  code: z.string().nullable(),
  status: resultRowStatusSchema,
  name: z.string(),
  boat_name: z.string(),
  boat_type: z.string(),
  sail_number: z.string(),
  rating: z.number().nullable(),
  /** The start clock time used: the boat's own in a pursuit start, else the group's. */
  start: z.string().nullable(),
  finish_time: z.string().nullable(),
  elapsed_time: z.number().nullable(),
  corrected_time: z.number().nullable(),
  /**
   * While the sailing is on, for a boat still racing: the latest clock time at which she would
   * finish ahead of the current leader on corrected time; otherwise null.
   */
  beat_leader_by: z.string().nullable(),
  /** The finish counted is a sailor's own report the club has not approved (issue 13). */
  reported: z.boolean(),
  /** The protest decision the code came from (issue 30), which the line links to; else null. */
  protest: resultProtestSchema.nullable(),
  /** The ids of the club's prize categories the boat is in (docs/product.md §12). */
  categories: z.array(z.number()),
});
export type SailingResultRow = z.infer<typeof sailingResultRowSchema>;

/**
 * A further list of a start group (docs/product.md §12 "Fler resultatlistor"): the same finishes
 * ranked by finish time or another rating; `rating` in its rows is the list's (PY, TCC).
 */
export const sailingResultListSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: resultListKindSchema,
  rows: z.array(sailingResultRowSchema),
});
export type SailingResultList = z.infer<typeof sailingResultListSchema>;

/** A start group, scored as its own fleet; rows in rank order; its further lists beside. */
export const sailingResultGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  handicap: z.enum(['srs', 'scratch']),
  start_type: z.enum(['common', 'pursuit']),
  rows: z.array(sailingResultRowSchema),
  lists: z.array(sailingResultListSchema),
});
export type SailingResultGroup = z.infer<typeof sailingResultGroupSchema>;

/** A prize category a result may be shown for ("Dam", "Junior"): its id and name. */
export const resultCategorySchema = z.object({ id: z.number(), name: z.string() });
export type ResultCategory = z.infer<typeof resultCategorySchema>;

/** `GET /api/sailings/{id}/results/` (docs/product.md §3), also the websocket's `results`. */
export const sailingResultsSchema = z.object({
  sailing_id: z.number(),
  verified: z.boolean(),
  finished: z.boolean(),
  groups: z.array(sailingResultGroupSchema),
  /** The club's prize categories with a boat in this result, in the club's order. */
  categories: z.array(resultCategorySchema),
});
export type SailingResults = z.infer<typeof sailingResultsSchema>;

/**
 * `?format=` on both results reads (issue 14): the JSON of the API (the default) or a CSV file
 * for spreadsheets and a club's own web page (docs/product.md §7).
 */
export const resultsFormatSchema = z.enum(['json', 'csv'], { error: 'Ange json eller csv.' });
export type ResultsFormat = z.infer<typeof resultsFormatSchema>;

/** What a results read answers a `category` it cannot use (docs/product.md §7). */
export const RESULTS_QUERY_MESSAGES = {
  /** Not a prize category of the sailing's or series' club. */
  unknownCategory: 'Klubben har ingen priskategori med det id:t.',
  /** The JSON carries every row's categories; the filter is the CSV's (a file has no picker). */
  categoryWithoutCsv: 'En priskategori väljs bara för CSV (format=csv).',
} as const;

/**
 * The query of `GET /api/sailings/{id}/results/` and `GET /api/series/{id}/results/`: `format`,
 * and with `format=csv` a prize category (`category`, its id) whose boats alone the file lists,
 * ranked among themselves with the fleet's points (docs/product.md §7, §12 "Priskategorier").
 */
export const resultsQuerySchema = z
  .object({ format: resultsFormatSchema.optional(), category: idSchema.optional() })
  .refine((query) => query.category === undefined || query.format === 'csv', {
    path: ['category'],
    message: RESULTS_QUERY_MESSAGES.categoryWithoutCsv,
  });
export type ResultsQuery = z.output<typeof resultsQuerySchema>;
