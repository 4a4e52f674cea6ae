import { z } from 'zod';
import { formBoolean, idSchema } from './common.ts';

/**
 * `GET /api/competitors/{id}/payment/` (issue 31): what the entry owes and how to pay it with
 * Swish. `swish_number`, `swish_qr_text`, `swish_link` and `swish_qr_svg` are null while the club
 * has no Swish number. Segla cannot see Swish payments: `paid` is the club's mark.
 */
export const paymentSchema = z.object({
  competitor: z.number(),
  /** Kronor. */
  amount: z.number(),
  currency: z.literal('SEK'),
  /** The late fee ("Efteranmälningsavgift"). */
  late: z.boolean(),
  /** Whose fee: a series fee covers all of the series' sailings. */
  of: z.enum(['sailing', 'series']),
  swish_number: z.string().nullable(),
  message: z.string(),
  swish_qr_text: z.string().nullable(),
  swish_link: z.string().nullable(),
  /** The QR code of `swish_qr_text` as an SVG image, made on the server. */
  swish_qr_svg: z.string().nullable(),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `POST /api/competitors/{id}/paid/`: the club marks the entry paid, or not. */
export const paidSchema = z.strictObject({
  paid: formBoolean,
});
export type PaidInput = z.input<typeof paidSchema>;
export type Paid = z.output<typeof paidSchema>;

export const PAID_COMPETITORS_MESSAGE = 'Välj en eller flera anmälningar i seglingen.';

/** `POST /api/sailings/{id}/payments/`: several of the sailing's entries marked at once. */
export const paidManySchema = z.strictObject({
  competitors: z
    .array(idSchema, { error: PAID_COMPETITORS_MESSAGE })
    .min(1, PAID_COMPETITORS_MESSAGE)
    .max(1000, PAID_COMPETITORS_MESSAGE),
  paid: formBoolean,
});
export type PaidManyInput = z.input<typeof paidManySchema>;
export type PaidMany = z.output<typeof paidManySchema>;

/** One entry's fee on the Deltagare tab. */
export const entryPaymentSchema = z.object({
  competitor: z.number(),
  amount: z.number(),
  late: z.boolean(),
  of: z.enum(['sailing', 'series']),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
  /** Who marked it ("Lena Hägg, tävlingsledare"), or null. */
  paid_by: z.string().nullable(),
});
export type EntryPayment = z.infer<typeof entryPaymentSchema>;

/**
 * `GET /api/sailings/{id}/payments/` (the club's officials, staff): each entry's fee and whether
 * it is marked paid, and the sums in kronor. Entries without a fee are left out.
 */
export const sailingPaymentsSchema = z.object({
  entries: z.array(entryPaymentSchema),
  received: z.number(),
  owed: z.number(),
});
export type SailingPayments = z.infer<typeof sailingPaymentsSchema>;
