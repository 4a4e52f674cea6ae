import { z } from 'zod';
import { accountTypeSchema, clubRefSchema, heldRoleSchema } from './auth.ts';
import { text } from './common.ts';

/** Most accounts one search answers (docs/product.md §7). */
export const ACCOUNT_SEARCH_LIMIT = 50;

/** `GET /api/accounts/?query=` (staff): part of an e-mail or the start of a sailor's name. */
export const accountSearchQuerySchema = z.object({
  query: text(100).optional(),
});

/**
 * One account in the staff's account search, with its club or sailor profile and the club roles
 * it holds (issue 29; by club name, empty for most).
 */
export const accountSchema = z.object({
  id: z.number(),
  email: z.string(),
  account_type: accountTypeSchema,
  is_active: z.boolean(),
  is_staff: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  club: clubRefSchema.nullable(),
  sailor: z
    .object({
      id: z.number(),
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    })
    .nullable(),
  roles: z.array(heldRoleSchema),
});
export type Account = z.infer<typeof accountSchema>;
