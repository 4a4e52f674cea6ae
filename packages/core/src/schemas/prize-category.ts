import { z } from 'zod';
import {
  isBirthYear,
  PRIZE_CATEGORIES_MAX,
  PRIZE_CATEGORY_NAME_MAX,
  PRIZE_CATEGORY_RULES,
  prizeCategoryMessages,
  prizeCategoryProblems,
} from '../prize-categories/rules.ts';
import { MAX_ID, requiredText, unionMessage } from './common.ts';

/**
 * Prize categories (issue 32; docs/product.md §21): `GET`/`POST /api/clubs/{slug}/prize-categories/`
 * and `PUT`/`DELETE /api/prize-categories/{id}/`. The rules themselves live in
 * `@segla/core/prize-categories`; these are the payloads and the answer.
 */

/** A rule as the API writes it. */
export const prizeCategoryRuleSchema = z.enum(PRIZE_CATEGORY_RULES, {
  error: unionMessage(prizeCategoryMessages.rule),
});

/**
 * A year as a number or form text ("2008"), 1900 up to this year; '' or null for none. A
 * fraction, another text or a year out of range answers `message`.
 */
export function optionalYearSchema(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{4}$/, message)
          .transform(Number),
        z.literal(''),
        z.null(),
      ],
      { error: unionMessage(message) },
    )
    .transform((value) => (value === '' || value === null ? null : value))
    .refine((value) => value === null || isBirthYear(value), message);
}

/** A category's bound ("Född från", "Född till"). */
const boundSchema = optionalYearSchema(prizeCategoryMessages.year);

const POSITION_MESSAGE = 'Ange platsen i listan som ett heltal, 0 först.';

/** The place in the club's list, 0 first (the server moves the category there). */
const positionSchema = z
  .number({ error: unionMessage(POSITION_MESSAGE) })
  .int(POSITION_MESSAGE)
  .min(0, POSITION_MESSAGE)
  .max(1000, POSITION_MESSAGE);

/** The fields of a category as the create and update payloads name them. */
const categoryFields = {
  name: requiredText(PRIZE_CATEGORY_NAME_MAX),
  rule: prizeCategoryRuleSchema,
  born_from: boundSchema,
  born_until: boundSchema,
  position: positionSchema,
};

/**
 * `POST /api/clubs/{slug}/prize-categories/`: a new category, last in the list unless
 * `position` says where. Years left out are none; the rule and years must agree
 * (`prizeCategoryProblems`).
 */
export const prizeCategoryCreateSchema = z
  .strictObject({
    name: categoryFields.name,
    rule: categoryFields.rule,
    born_from: categoryFields.born_from.optional(),
    born_until: categoryFields.born_until.optional(),
    position: categoryFields.position.optional(),
  })
  .superRefine((value, context) => {
    const problems = prizeCategoryProblems({
      rule: value.rule,
      born_from: value.born_from ?? null,
      born_until: value.born_until ?? null,
    });
    for (const [field, message] of Object.entries(problems)) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type PrizeCategoryCreateInput = z.input<typeof prizeCategoryCreateSchema>;
export type PrizeCategoryCreate = z.output<typeof prizeCategoryCreateSchema>;

/**
 * `PUT /api/prize-categories/{id}/`: the fields sent change (docs/product.md §7). The server
 * checks the rule and years as they will be stored; a category made `entry_flag` drops its
 * years. `position` moves it to that place in the club's list.
 */
export const prizeCategoryUpdateSchema = z.strictObject({
  name: categoryFields.name.optional(),
  rule: categoryFields.rule.optional(),
  born_from: categoryFields.born_from.optional(),
  born_until: categoryFields.born_until.optional(),
  position: categoryFields.position.optional(),
});
export type PrizeCategoryUpdateInput = z.input<typeof prizeCategoryUpdateSchema>;
export type PrizeCategoryUpdate = z.output<typeof prizeCategoryUpdateSchema>;

/** A prize category as the API answers it; `club` is the club's id, `position` 0 first. */
export const prizeCategorySchema = z.object({
  id: z.number(),
  club: z.number(),
  name: z.string(),
  rule: prizeCategoryRuleSchema,
  born_from: z.number().nullable(),
  born_until: z.number().nullable(),
  position: z.number(),
});
export type PrizeCategory = z.infer<typeof prizeCategorySchema>;

/**
 * The `entry_flag` categories ticked on an entry (`categories` of a competitor's payloads): ids
 * of the sailing's club's categories, each once; [] unticks all.
 */
export const entryCategoriesSchema = z
  .array(
    z
      .number({ error: prizeCategoryMessages.unknownFlag })
      .int(prizeCategoryMessages.unknownFlag)
      .positive(prizeCategoryMessages.unknownFlag)
      .max(MAX_ID, prizeCategoryMessages.unknownFlag),
    { error: unionMessage(prizeCategoryMessages.unknownFlag) },
  )
  .max(PRIZE_CATEGORIES_MAX, prizeCategoryMessages.unknownFlag)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** "Födelseår" of a sailor's profile: 1900 up to this year, '' or null for none. */
export const birthYearSchema = optionalYearSchema(prizeCategoryMessages.birthYear);
