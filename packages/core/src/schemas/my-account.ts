import { z } from 'zod';
import { accountTypeSchema, clubRefSchema, heldRoleSchema } from './auth.ts';
import { messages } from './swedish-errors.ts';

/**
 * The signed-in user's own data (GDPR, issue 13): everything Segla holds about the account, as
 * a file (`GET /auth/users/me/export/`), and the account's deletion (`DELETE /auth/users/me/`).
 */

/** The name of the downloaded file. */
export const ACCOUNT_EXPORT_FILENAME = 'segla-mina-uppgifter.json';

/** `DELETE /auth/users/me/`: the current password confirms it (checked as at login). */
export const accountDeleteSchema = z.strictObject({
  current_password: z.string().min(1, messages.required).max(1024, 'Lösenordet är för långt.'),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

const sailingRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  club: clubRefSchema,
});

/**
 * `GET /auth/users/me/export/`: the account (no secrets), profile, boats, entries, feedback, and
 * the club roles she holds (issue 29; `since`: when it was granted).
 */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.number(),
    email: z.string(),
    account_type: accountTypeSchema,
    is_staff: z.boolean(),
    is_active: z.boolean(),
    club: clubRefSchema.nullable(),
    created_at: z.string(),
    last_login: z.string().nullable(),
    password_changed_at: z.string(),
  }),
  sailor: z
    .object({
      id: z.number(),
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      club: clubRefSchema.nullable(),
      picture: z.string().nullable(),
      /** Her "Mobilnummer" (the safety tally's, issue 31); '' for none. */
      mobile_number: z.string(),
      /** Her "Födelseår" (the birth-year prize categories', issue 32); null for none. */
      birth_year: z.number().nullable(),
      /** The kinds of mail she has switched off ("E-postutskick"). */
      mail_opt_outs: z.array(z.string()),
      created_at: z.string(),
    })
    .nullable(),
  boats: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      sail_number: z.string(),
      boat_model: z.object({ id: z.number(), name: z.string() }).nullable(),
      own_srs: z.number().nullable(),
      certificate_year: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
  entries: z.array(
    z.object({
      id: z.number(),
      sailing: sailingRefSchema,
      name: z.string(),
      boat_name: z.string(),
      boat_type: z.string(),
      sail_number: z.string(),
      club_name: z.string(),
      rating: z.number().nullable(),
      sail_config: z.string().nullable(),
      finish_time: z.string().nullable(),
      elapsed_time: z.number().nullable(),
      code: z.string().nullable(),
    }),
  ),
  feedback: z.array(
    z.object({
      id: z.number(),
      subject: z.string(),
      message: z.string(),
      ip: z.string(),
      created_at: z.string(),
    }),
  ),
  roles: z.array(heldRoleSchema.extend({ since: z.string() })),
  /** The crews she is listed in (issue 31), and whether she confirmed. */
  crews: z.array(
    z.object({
      id: z.number(),
      sailing: sailingRefSchema,
      boat_name: z.string(),
      sail_number: z.string(),
      confirmed_at: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
