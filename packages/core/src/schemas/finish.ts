import { z } from 'zod';
import { SAILING_CHANGE_KINDS, SAILING_CHANGE_STATUSES } from '../sailing/changes.ts';
import { clockTimeSchema, isAllowedText } from './common.ts';

export {
  SAILING_CHANGE_KINDS,
  SAILING_CHANGE_STATUSES,
  type SailingChangeKind,
  type SailingChangeStatus,
} from '../sailing/changes.ts';

/**
 * The Målgång page's calls (issue 12): the server's clock, writes a device may retry (each
 * carries an id made on the device, applied once), the start of a start group, and the change
 * log of a sailing with its revert and apply.
 */

/** `GET /api/time/`: the server's clock, ISO-8601 UTC with milliseconds. */
export const serverTimeSchema = z.object({ now: z.string() });
export type ServerTime = z.infer<typeof serverTimeSchema>;

export const CLIENT_ID_MESSAGE = 'Ange ett giltigt klient-id (UUID).';
export const DEVICE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id made on the device (crypto.randomUUID()), lower-cased: a retry is applied once. */
export const clientIdSchema = z.string().trim().toLowerCase().regex(UUID, CLIENT_ID_MESSAGE);

/** A short name of the device, shown in the change log. */
export const deviceSchema = z
  .string()
  .trim()
  .max(DEVICE_MAX)
  .refine(isAllowedText, 'Texten innehåller otillåtna tecken.');

/** What every retryable write of the Målgång page may carry beside its own fields. */
export const retryableWriteFields = {
  client_id: clientIdSchema.optional(),
  device: deviceSchema.optional(),
};

/** `POST /api/start-groups/{id}/start/`: the gun, as the group's start time. */
export const startGroupStartSchema = z.strictObject({
  start_time: clockTimeSchema,
  ...retryableWriteFields,
});
export type StartGroupStartInput = z.input<typeof startGroupStartSchema>;
export type StartGroupStart = z.output<typeof startGroupStartSchema>;

/**
 * One entry of a sailing's change log. `before` and `after` are texts: clock times
 * 'HH:MM:SS', elapsed seconds ('4510'), codes, ratings ('0.845'), or the start groups' names
 * (kind `start_group`); null for none.
 */
export const sailingChangeSchema = z.object({
  id: z.number(),
  at: z.string(),
  user: z.object({ id: z.number(), email: z.string() }).nullable(),
  /** Who made it, as it read then: "Lena Hägg, tävlingsledare", "Klubbkontot" (issue 29). */
  signed_by: z.string(),
  device: z.string().nullable(),
  kind: z.enum(SAILING_CHANGE_KINDS),
  competitor: z
    .object({ id: z.number(), boat_name: z.string(), sail_number: z.string() })
    .nullable(),
  start_group: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** A `decision` entry's protest (issue 30); null for every other kind. */
  protest: z.object({ id: z.number(), number: z.number() }).nullable(),
  /** As shown; a `decision` entry's are the boats' codes before and after, in words. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  status: z.enum(SAILING_CHANGE_STATUSES),
});
export type SailingChange = z.infer<typeof sailingChangeSchema>;

/** `GET /api/sailings/{id}/changes/`: newest first. */
export const sailingChangeListSchema = z.array(sailingChangeSchema);

/** The 409 of an edit made over someone else's change: the entry to apply with one tap. */
export const changeConflictSchema = z.object({
  detail: z.string(),
  change: sailingChangeSchema,
});
export type ChangeConflict = z.infer<typeof changeConflictSchema>;
