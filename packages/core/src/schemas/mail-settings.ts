import { z } from 'zod';
import { formBoolean } from './common.ts';

/**
 * Mail to sailors (issue 31; docs/product.md §19): the kinds, each of which she switches on or
 * off under "E-postutskick" in her settings or with the unsubscribe link in such a mail.
 */
export const SAILOR_MAIL_KINDS = [
  'entry_confirmation',
  'crew_invitation',
  'results_published',
  'results_verified',
] as const;
export type SailorMailKind = (typeof SAILOR_MAIL_KINDS)[number];

/** The switches' labels in the settings. */
export const SAILOR_MAIL_KIND_LABELS: Record<SailorMailKind, string> = {
  entry_confirmation: 'Bekräftelse när jag anmäler mig',
  crew_invitation: 'Inbjudan till en besättning',
  results_published: 'Resultat när en segling är avslutad',
  results_verified: 'Kontrollerade resultat',
};

/** What the unsubscribe page says she no longer gets: "Du får inte längre <…> från Segla." */
export const SAILOR_MAIL_KIND_NOUNS: Record<SailorMailKind, string> = {
  entry_confirmation: 'bekräftelser när du anmäler dig',
  crew_invitation: 'inbjudningar till besättningar',
  results_published: 'resultat när en segling är avslutad',
  results_verified: 'besked om kontrollerade resultat',
};

/** `GET /api/sailors/{id}/mail-settings/`: each kind on (true) or off. */
export const mailSettingsSchema = z.object({
  entry_confirmation: z.boolean(),
  crew_invitation: z.boolean(),
  results_published: z.boolean(),
  results_verified: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** `PUT /api/sailors/{id}/mail-settings/`: the kinds given are switched; the others stay. */
export const mailSettingsUpdateSchema = z.strictObject({
  entry_confirmation: formBoolean.optional(),
  crew_invitation: formBoolean.optional(),
  results_published: formBoolean.optional(),
  results_verified: formBoolean.optional(),
});
export type MailSettingsUpdateInput = z.input<typeof mailSettingsUpdateSchema>;
export type MailSettingsUpdate = z.output<typeof mailSettingsUpdateSchema>;

export const UNSUBSCRIBE_TOKEN_INVALID =
  'Länken för att avregistrera sig är ogiltig. Ändra dina e-postutskick under Inställningar.';

/** `/api/unsubscribe/{token}/`: the signed token of the link in a mail. */
export const unsubscribeParamsSchema = z.strictObject({ token: z.string() });

/** `GET` and `POST /api/unsubscribe/{token}/`: the kind the link is for, and whether it is on. */
export const unsubscribeSchema = z.object({
  kind: z.enum(SAILOR_MAIL_KINDS),
  label: z.string(),
  /** "Du får inte längre <no_longer> från Segla." */
  no_longer: z.string(),
  subscribed: z.boolean(),
  /** The sailor's slug, for the link to her settings (`/sailors/<slug>/settings`). */
  sailor: z.string(),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;
