import { z } from 'zod';
import {
  MAX_RESULT_LISTS,
  RESULT_LIST_KINDS,
  RESULT_LIST_NAME_MAX,
} from '../sailing/result-lists.ts';
import { idSchema, optionalFormNumber, requiredText } from './common.ts';

export const resultListKindSchema = z.enum(RESULT_LIST_KINDS);

export const RESULT_LIST_MESSAGES = {
  duplicateName: 'Startgruppen har redan en lista med det namnet.',
  tooMany: `En startgrupp kan ha högst ${MAX_RESULT_LISTS} listor utöver huvudlistan.`,
  notInGroup: 'Båten är inte med i listans startgrupp.',
  rating: 'Ange ett tal, eller lämna tomt.',
} as const;

/** `POST /api/start-groups/{id}/lists/`: a further list of the group's finishes. */
export const resultListCreateSchema = z.strictObject({
  name: requiredText(RESULT_LIST_NAME_MAX),
  kind: resultListKindSchema,
});
export type ResultListCreateInput = z.input<typeof resultListCreateSchema>;
export type ResultListCreate = z.output<typeof resultListCreateSchema>;

/** `PUT /api/result-lists/{id}/`: fields left out keep their value. */
export const resultListUpdateSchema = z.strictObject({
  name: requiredText(RESULT_LIST_NAME_MAX).optional(),
  kind: resultListKindSchema.optional(),
});
export type ResultListUpdateInput = z.input<typeof resultListUpdateSchema>;
export type ResultListUpdate = z.output<typeof resultListUpdateSchema>;

/**
 * `PUT /api/result-lists/{id}/ratings/`: the ratings of the boats given (PY numbers or TCCs); a
 * boat left out keeps hers, null or '' removes it.
 */
export const resultListRatingsSchema = z.strictObject({
  ratings: z
    .array(
      z.strictObject({
        competitor: idSchema,
        rating: optionalFormNumber(RESULT_LIST_MESSAGES.rating),
      }),
    )
    .max(1000),
});
export type ResultListRatingsInput = z.input<typeof resultListRatingsSchema>;
export type ResultListRatings = z.output<typeof resultListRatingsSchema>;

/** A result list as the API answers it, with its boats' ratings. */
export const resultListSchema = z.object({
  id: z.number(),
  start_group: z.number(),
  name: z.string(),
  kind: resultListKindSchema,
  position: z.number(),
  ratings: z.array(z.object({ competitor: z.number(), rating: z.number() })),
});
export type ResultList = z.infer<typeof resultListSchema>;
