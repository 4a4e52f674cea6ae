import { z } from 'zod';
import { ENTRY_FEE_MESSAGE, MAX_ENTRY_FEE } from '../fees/swish.ts';
import { optionalFormNumber } from './common.ts';
import { entryDeadlineSchema } from './wall-clock-minute.ts';

/** An entry fee in whole kronor, 0–100 000; null or '' for none (issue 31). */
export const entryFeeSchema = optionalFormNumber(ENTRY_FEE_MESSAGE).refine(
  (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_ENTRY_FEE),
  ENTRY_FEE_MESSAGE,
);

export const LATE_FROM_MISSING_MESSAGE = 'Ange från när efteranmälningsavgiften gäller.';

/**
 * The fee fields of a sailing's and a series' forms: "Anmälningsavgift (kr)",
 * "Efteranmälningsavgift (kr)" and "Efteranmälan från" (a Stockholm wall clock).
 */
export const feeFields = {
  entry_fee: entryFeeSchema.optional(),
  late_fee: entryFeeSchema.optional(),
  late_from: entryDeadlineSchema.optional(),
};

/** A sailing's or a series' fees as the API answers them; kronor, null for none. */
export const feeSettingsSchema = z.object({
  entry_fee: z.number().nullable(),
  late_fee: z.number().nullable(),
  late_from: z.string().nullable(),
});
