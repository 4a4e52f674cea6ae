import { z } from 'zod';
import { TALLY_STATES, TALLY_WRITE_STATES } from '../tally/tally-state.ts';
import { retryableWriteFields } from './finish.ts';

export {
  TALLY_STATES,
  TALLY_WRITE_STATES,
  type TallyState,
  type TallyWriteState,
} from '../tally/tally-state.ts';

/**
 * The safety tally "Säkerhet" (issue 31; docs/product.md "Säkerhet"): the sailing's boats with
 * the people on board and whether each is out or back ashore, for the club's officials; a
 * boat's own state for her sailor.
 */

export const TALLY_STATE_MESSAGE = 'Välj "Ute" eller "I land".';
export const TAPPED_AT_MESSAGE = 'Ange när knappen trycktes som en ISO-8601-tid.';

export const tallyStateSchema = z.enum(TALLY_STATES);

/**
 * `POST /api/competitors/{id}/tally/`: the state tapped; from a phone's queue also when it was
 * tapped (`tapped_at`, the device's clock set by the server's) and `client_id`/`device` (a retry
 * is applied once). A tap older than the boat's last change is kept out: the newer stands.
 */
export const tallyWriteSchema = z.strictObject({
  state: z.enum(TALLY_WRITE_STATES, { error: TALLY_STATE_MESSAGE }),
  tapped_at: z.iso.datetime({ offset: true, error: TAPPED_AT_MESSAGE }).optional(),
  ...retryableWriteFields,
});
export type TallyWriteInput = z.input<typeof tallyWriteSchema>;
export type TallyWrite = z.output<typeof tallyWriteSchema>;

/** One boat of the tally, as the officials see it. */
export const tallyBoatSchema = z.object({
  competitor: z.number(),
  sail_number: z.string(),
  boat_name: z.string(),
  /** The skipper's name as entered. */
  skipper: z.string(),
  /** The skipper's sailor profile, or null. */
  sailor: z.number().nullable(),
  /** The number given, else the skipper and the crew listed. */
  persons_on_board: z.number(),
  /** The crew's names (the skipper not included). */
  crew: z.array(z.string()),
  state: tallyStateSchema,
  /** When and by whom the state was last set; null while `not_out`. */
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
  /** The finish time or result code, when there is one (she still counts until "I land"). */
  finish_time: z.string().nullable(),
  code: z.string().nullable(),
  /**
   * The skipper's mobile number ("+46701234567"), only while the boat is not ashore in a sailing
   * on the water or finished, and the skipper gave one; else null.
   */
  mobile_number: z.string().nullable(),
  /** The sailing is finished and the boat is not ashore: find her (red, at the top). */
  missing: z.boolean(),
});
export type TallyBoat = z.infer<typeof tallyBoatSchema>;

/** `GET /api/sailings/{id}/tally/`: the boats in the tally's order, and how many in each state. */
export const sailingTallySchema = z.object({
  sailing_id: z.number(),
  status: z.string(),
  boats: z.array(tallyBoatSchema),
  counts: z.object({ not_out: z.number(), out: z.number(), ashore: z.number() }),
  /** People on the boats not ashore. */
  persons_not_ashore: z.number(),
});
export type SailingTally = z.infer<typeof sailingTallySchema>;

/**
 * `GET` and `POST /api/competitors/{id}/tally/`: one boat's state (her sailor, the officials).
 * `applied` is false when a write was older than the state that stands.
 */
export const competitorTallySchema = z.object({
  competitor: z.number(),
  sailing_id: z.number(),
  state: tallyStateSchema,
  changed_at: z.string().nullable(),
  applied: z.boolean(),
});
export type CompetitorTally = z.infer<typeof competitorTallySchema>;
