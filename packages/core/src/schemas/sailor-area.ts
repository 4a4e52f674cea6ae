import { z } from 'zod';
import { clubRefSchema } from './auth.ts';
import { sailingStatusSchema } from './sailing.ts';
import { seriesSchema } from './series.ts';

/**
 * The sailor's area (docs/product.md §2, issue 13): her entries with their results, and the
 * series she sailed in with her standing.
 */

/**
 * Her place in a sailing's start group; `rank` null while unplaced (coded, still racing), and
 * `points` null while still racing.
 */
export const sailorEntryResultSchema = z.object({
  rank: z.number().nullable(),
  points: z.number().nullable(),
  code: z.string().nullable(),
  /** Boats in her start group's result ("3:a av 12"). */
  group_size: z.number(),
});
export type SailorEntryResult = z.infer<typeof sailorEntryResultSchema>;

/** One entry of `GET /api/sailors/{id}/entries/`: a competitor linked to the sailor. */
export const sailorEntrySchema = z.object({
  competitor_id: z.number(),
  sailing: z.object({
    id: z.number(),
    name: z.string(),
    start_date: z.string(),
    start_time: z.string().nullable(),
    status: sailingStatusSchema,
    status_label: z.string(),
    club: clubRefSchema,
  }),
  start_group: z
    .object({ id: z.number(), name: z.string(), start_time: z.string().nullable() })
    .nullable(),
  boat_name: z.string(),
  sail_number: z.string(),
  rating: z.number().nullable(),
  /** Only once the sailing has results (ongoing or finished) and she is in a start group. */
  result: sailorEntryResultSchema.nullable(),
});
export type SailorEntry = z.infer<typeof sailorEntrySchema>;

/** Her line in a series' standings: the start group (by name), place, net points, boats. */
export const sailorStandingSchema = z.object({
  group: z.string(),
  rank: z.number(),
  net: z.number(),
  boats: z.number(),
});
export type SailorStanding = z.infer<typeof sailorStandingSchema>;

/** One series of `GET /api/sailors/{id}/series/`: the series as listed, and her standing. */
export const sailorSeriesSchema = seriesSchema.extend({
  standing: sailorStandingSchema.nullable(),
});
export type SailorSeries = z.infer<typeof sailorSeriesSchema>;
