import { z } from 'zod';
import { resultProtestSchema } from './results.ts';

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
});

/** `GET /api/series/{id}/results/` (docs/product.md §3): standings per start-group name. */
export const seriesResultsSchema = z.object({
  serie_id: z.number(),
  sailings: z.array(z.object({ id: z.number(), name: z.string(), start_date: z.string() })),
  groups: z.array(z.object({ name: z.string(), rows: z.array(seriesResultRowSchema) })),
});
export type SeriesResults = z.infer<typeof seriesResultsSchema>;
