import { z } from 'zod';
import { clubRefSchema } from './auth.ts';

/** Sailings on the home page list: the upcoming ones shown at most. */
export const INDEX_UPCOMING_LIMIT = 10;
/** Finished sailings whose results the home page shows. */
export const INDEX_LATEST_RESULTS_LIMIT = 5;
/** Ongoing sailings shown at most (there are rarely more than a handful at once). */
export const INDEX_ONGOING_LIMIT = 20;

const sailingStatusSchema = z.enum(['unpublished', 'upcoming', 'ongoing', 'finished', 'cancelled']);

/** A sailing as lists carry it (decision 0010: the first fields of DESIGN.md §11's sailing). */
export const indexDataSailingSchema = z.object({
  id: z.number(),
  club: clubRefSchema,
  name: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  status: sailingStatusSchema,
  status_label: z.string(),
  serie: z.object({ id: z.number(), name: z.string() }).nullable(),
  course: z.object({ id: z.number(), name: z.string() }).nullable(),
  description: z.string(),
  reg_status: z.enum(['open', 'closed']),
  verified_result: z.boolean(),
  is_finished: z.boolean(),
  competitor_count: z.number(),
});
export type IndexDataSailing = z.infer<typeof indexDataSailingSchema>;

/** A club as `GET /api/clubs/` answers it (logo: URL or null). */
export const indexDataClubSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  short_name: z.string(),
  city: z.string(),
  website: z.string(),
  email: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
});
export type IndexDataClub = z.infer<typeof indexDataClubSchema>;

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
  sailing: indexDataSailingSchema,
  groups: z.array(latestResultGroupSchema),
});
export type LatestResult = z.infer<typeof latestResultSchema>;

/** `GET /api/index-data/`: what the home page shows. Published sailings only. */
export const indexDataSchema = z.object({
  ongoing: z.array(indexDataSailingSchema),
  upcoming: z.array(indexDataSailingSchema),
  latest_results: z.array(latestResultSchema),
  clubs: z.array(indexDataClubSchema),
  counts: z.object({
    clubs: z.number(),
    sailings: z.number(),
    series: z.number(),
    sailors: z.number(),
    competitors: z.number(),
  }),
});
export type IndexData = z.infer<typeof indexDataSchema>;
