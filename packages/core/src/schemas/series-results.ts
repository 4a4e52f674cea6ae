import { z } from 'zod';
import { resultListKindSchema } from './result-list.ts';
import { resultCategorySchema, resultProtestSchema } from './results.ts';

/** One race of a boat's series line. */
export const seriesRaceResultSchema = z.object({
  sailing_id: z.number(),
  /** Points that count in this race (0 when the fleet did not sail it). */
  points: z.number(),
  code: z.string().nullable(),
  discarded: z.boolean(),
  /** The protest decision this race's code came from (issue 30); else null. */
  protest: resultProtestSchema.nullable(),
});

export const seriesResultRowSchema = z.object({
  rank: z.number(),
  name: z.string(),
  boat_name: z.string(),
  sail_number: z.string(),
  races: z.array(seriesRaceResultSchema),
  total: z.number(),
  net: z.number(),
  /** The ids of the club's prize categories the boat is in (by her latest entry). */
  categories: z.array(z.number()),
});

/**
 * A boat of a fleet's standings that cannot be ranked: without a usable rating (SRS in the
 * group's own standings, PY or TCC in a list) in a sailing of the series, so the core leaves her
 * out of the fleet (docs/product.md §12). Shown after the ranked rows, without place or points,
 * as a sailing's `no_rating` rows are.
 */
export const seriesUnratedBoatSchema = z.object({
  name: z.string(),
  boat_name: z.string(),
  sail_number: z.string(),
  /** The sailings (of `sailings`) in which she has no rating, in the series' order. */
  sailing_ids: z.array(z.number()),
  /** The ids of the club's prize categories the boat is in (by her latest entry). */
  categories: z.array(z.number()),
});
export type SeriesUnratedBoat = z.infer<typeof seriesUnratedBoatSchema>;

/** `GET /api/series/{id}/results/` (docs/product.md §3): standings per start-group name. */
export const seriesResultsSchema = z.object({
  serie_id: z.number(),
  sailings: z.array(z.object({ id: z.number(), name: z.string(), start_date: z.string() })),
  groups: z.array(
    z.object({
      name: z.string(),
      rows: z.array(seriesResultRowSchema),
      /** The group's boats without an SRS value in one of its sailings: not ranked. */
      no_rating: z.array(seriesUnratedBoatSchema),
      /** Standings per further list of the group's name (matched by list name). */
      lists: z.array(
        z.object({
          name: z.string(),
          kind: resultListKindSchema,
          rows: z.array(seriesResultRowSchema),
          /** The list's boats without its rating (PY, TCC) in one of its sailings. */
          no_rating: z.array(seriesUnratedBoatSchema),
        }),
      ),
    }),
  ),
  /** The club's prize categories with a boat in these standings, in the club's order. */
  categories: z.array(resultCategorySchema),
});
export type SeriesResults = z.infer<typeof seriesResultsSchema>;
