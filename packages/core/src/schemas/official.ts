import { z } from 'zod';
import { CLUB_ROLES } from '../club/roles.ts';
import { emailSchema } from './auth.ts';

/** A club role as the API writes it (docs/product.md §6, "Funktionärer"). */
export const clubRoleSchema = z.enum(CLUB_ROLES);

/**
 * `GET /api/clubs/{slug}/officials/`: one official of the club. `email` is null for a reader who
 * is an official herself but not a club admin (she may see who, not how to reach them).
 */
export const officialSchema = z.object({
  id: z.number(),
  role: clubRoleSchema,
  sailor: z.object({
    id: z.number(),
    slug: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type Official = z.infer<typeof officialSchema>;

/** `POST /api/clubs/{slug}/officials/`: "Bjud in funktionär". */
export const officialCreateSchema = z.strictObject({
  email: emailSchema,
  role: clubRoleSchema,
});
export type OfficialCreate = z.output<typeof officialCreateSchema>;
export type OfficialCreateInput = z.input<typeof officialCreateSchema>;

/** `PATCH /api/officials/{id}/`: another role. */
export const officialUpdateSchema = z.strictObject({ role: clubRoleSchema });
export type OfficialUpdate = z.output<typeof officialUpdateSchema>;

/** What a club log entry records (migration 0018): role changes, lifecycle steps, imports. */
export const CLUB_LOG_KINDS = [
  'role_granted',
  'role_changed',
  'role_removed',
  'lifecycle',
  'import',
] as const;
export type ClubLogKind = (typeof CLUB_LOG_KINDS)[number];

/**
 * `GET /api/clubs/{slug}/officials/log/` (club admins and staff), newest first: who
 * (`signed_by`, e.g. "Lena Hägg, klubbadministratör") did what (`detail`, one Swedish sentence)
 * and when (`at`, ISO-8601 UTC).
 */
export const clubLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  signed_by: z.string(),
  kind: z.enum(CLUB_LOG_KINDS),
  detail: z.string(),
});
export type ClubLogEntry = z.infer<typeof clubLogEntrySchema>;
