import { z } from 'zod';
import { clubSchema } from './club.ts';
import { slugSchema } from './common.ts';
import { sailingListItemSchema } from './sailing.ts';

/** Sailings on the home page list: the upcoming ones shown at most. */
export const INDEX_UPCOMING_LIMIT = 10;
/** Finished sailings whose results the home page shows. */
export const INDEX_LATEST_RESULTS_LIMIT = 5;
/** Ongoing sailings shown at most (there are rarely more than a handful at once). */
export const INDEX_ONGOING_LIMIT = 20;

/** The best boats of one start group of a finished sailing. */
export const latestResultGroupSchema = z.object({
  name: z.string(),
  top: z.array(
    z.object({
      rank: z.number(),
      name: z.string(),
      boat_name: z.string(),
      sail_number: z.string(),
      points: z.number().nullable(),
    }),
  ),
});

/** A recently finished sailing with the top three of each start group. */
export const latestResultSchema = z.object({
  sailing: sailingListItemSchema,
  groups: z.array(latestResultGroupSchema),
});
export type LatestResult = z.infer<typeof latestResultSchema>;

/**
 * `GET /api/index-data/`: what the home page shows. Published sailings only. The sailings are
 * the sailing list items of `GET /api/sailings/` and the clubs those of `GET /api/clubs/`.
 */
export const indexDataSchema = z.object({
  ongoing: z.array(sailingListItemSchema),
  upcoming: z.array(sailingListItemSchema),
  latest_results: z.array(latestResultSchema),
  clubs: z.array(clubSchema),
  counts: z.object({
    clubs: z.number(),
    sailings: z.number(),
    series: z.number(),
    sailors: z.number(),
    competitors: z.number(),
  }),
});
export type IndexData = z.infer<typeof indexDataSchema>;

/**
 * `GET /api/index-data/?club=<slug>`: the home page filtered to one club (a shared club link,
 * docs/product.md §2); the clubs and the totals stay those of all of Segla.
 */
export const indexDataQuerySchema = z.object({ club: slugSchema.optional() });
export type IndexDataQuery = z.infer<typeof indexDataQuerySchema>;
