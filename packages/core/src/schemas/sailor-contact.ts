import { z } from 'zod';
import {
  MOBILE_NUMBER_MAX,
  MOBILE_NUMBER_MESSAGE,
  normalizeMobileNumber,
} from '../tally/mobile-number.ts';
import { isAllowedText } from './common.ts';

/**
 * The sailor's private contact details (issue 31): `GET`/`PUT /api/sailors/{id}/contact/`, for the
 * sailor herself and staff only; never part of a public sailor's JSON. The club's officials see
 * the number in the safety tally (docs/product.md "Säkerhet").
 */

/**
 * "Mobilnummer": a Swedish mobile number as typed ("070-123 45 67", "+46 70 123 45 67"), stored
 * as "+46701234567"; '' for none. Anything else is a 400 on `mobile_number` saying what is taken.
 */
export const mobileNumberSchema = z
  .string({ error: MOBILE_NUMBER_MESSAGE })
  .max(MOBILE_NUMBER_MAX, MOBILE_NUMBER_MESSAGE)
  .refine(isAllowedText, MOBILE_NUMBER_MESSAGE)
  .refine((typed) => normalizeMobileNumber(typed) !== null, MOBILE_NUMBER_MESSAGE)
  .transform((typed) => normalizeMobileNumber(typed) ?? '');

/** `PUT /api/sailors/{id}/contact/`. */
export const sailorContactUpdateSchema = z.strictObject({
  mobile_number: mobileNumberSchema,
});
export type SailorContactUpdateInput = z.input<typeof sailorContactUpdateSchema>;
export type SailorContactUpdate = z.output<typeof sailorContactUpdateSchema>;

/** The answer of both: the stored number ("+46701234567"), '' for none. */
export const sailorContactSchema = z.object({
  sailor: z.number(),
  mobile_number: z.string(),
});
export type SailorContact = z.infer<typeof sailorContactSchema>;
