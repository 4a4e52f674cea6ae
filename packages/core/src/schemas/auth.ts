import { z } from 'zod';
import { CLUB_ROLES } from '../club/roles.ts';
import { inputMessages, isAllowedText } from './common.ts';
import { messages } from './swedish-errors.ts';

/** Limits of docs/product.md §7; the server adds the checks that need data (common passwords, e-mail). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Lifetimes of docs/product.md §9, in seconds. */
export const ACCESS_TOKEN_LIFETIME_S = 900;
export const REFRESH_TOKEN_LIFETIME_S = 604_800;

export const TERMS_REQUIRED_MESSAGE = 'Du måste godkänna villkoren för att fortsätta';

/** An e-mail address as typed: trimmed, then checked; stored lower-cased by the server. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(254, 'E-postadressen är för lång.')
  .pipe(z.email(messages.invalidEmail));

/** A password as typed (never trimmed: spaces are part of it). */
export const passwordSchema = z
  .string()
  .min(1, messages.required)
  .min(
    PASSWORD_MIN_LENGTH,
    `Lösenordet är för kort. Det måste innehålla minst ${PASSWORD_MIN_LENGTH} tecken.`,
  )
  .max(
    PASSWORD_MAX_LENGTH,
    `Lösenordet är för långt. Det får innehålla högst ${PASSWORD_MAX_LENGTH} tecken.`,
  )
  .refine((value) => !/^\d+$/.test(value), 'Lösenordet får inte bestå av enbart siffror.');

/** `POST /auth/users/`: sailor registration (club registration is disabled). */
export const registrationSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  /** The sailor's club: its id, or empty. */
  club: z
    .union([
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^\d{0,12}$/, 'Ange klubbens id eller lämna fältet tomt.'),
      z.null(),
    ])
    .optional()
    .transform((value) => (value === '' || value == null ? null : Number(value))),
  terms: z.boolean().refine((value) => value, TERMS_REQUIRED_MESSAGE),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

/** `POST /auth/jwt/create/`. The password is only checked for presence: rules apply on set. */
export const loginSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(254, 'E-postadressen är för lång.')
    .refine(isAllowedText, inputMessages.controlCharacters),
  password: z.string().min(1, messages.required).max(1024, 'Lösenordet är för långt.'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const refreshSchema = z.strictObject({
  refresh: z
    .string()
    .min(1, messages.required)
    .max(4096)
    .refine(isAllowedText, inputMessages.controlCharacters),
});

export const resetPasswordSchema = z.strictObject({ email: emailSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resetPasswordConfirmSchema = z.strictObject({
  uid: z
    .string()
    .min(1, messages.required)
    .max(64)
    .refine(isAllowedText, inputMessages.controlCharacters),
  token: z
    .string()
    .min(1, messages.required)
    .max(256)
    .refine(isAllowedText, inputMessages.controlCharacters),
  new_password: passwordSchema,
});
export type ResetPasswordConfirmInput = z.input<typeof resetPasswordConfirmSchema>;

/**
 * `POST /auth/users/set_password/` (djoser's name): a signed-in user changes her password. The
 * current one is only checked for presence here, as at login; the new one follows the rules of
 * registration (the server adds the common-password and e-mail checks).
 */
export const setPasswordSchema = z.strictObject({
  current_password: z.string().min(1, messages.required).max(1024, 'Lösenordet är för långt.'),
  new_password: passwordSchema,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const accessTokenSchema = z.object({ access: z.string() });

export const clubRefSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });

export const accountTypeSchema = z.enum(['club', 'sailor', 'staff']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** A role the signed-in person holds in a club (docs/product.md §6, "Funktionärer"). */
export const heldRoleSchema = z.object({ club: clubRefSchema, role: z.enum(CLUB_ROLES) });
export type HeldRole = z.infer<typeof heldRoleSchema>;

/** `GET /auth/users/me/`. */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  is_staff: z.boolean(),
  account_type: accountTypeSchema,
  club: clubRefSchema.nullable(),
  sailor: z
    .object({
      id: z.number(),
      slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      club: clubRefSchema.nullable(),
    })
    .nullable(),
  /** The club roles she holds (docs/product.md §6); empty for club accounts and most sailors. */
  roles: z.array(heldRoleSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `POST /auth/users/` answer. */
export const registeredUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  club: z.number().nullable(),
});
