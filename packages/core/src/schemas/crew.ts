import { z } from 'zod';
import { optionalFormNumber, optionalIdSchema, text } from './common.ts';

/** The longest crew member's name as typed. */
export const CREW_NAME_MAX_LENGTH = 100;
/** The most crew members an entry lists (a big keelboat's crew, with room to spare). */
export const MAX_CREW_MEMBERS = 30;
/** The most people on board an entry may give. */
export const MAX_PERSONS_ON_BOARD = 99;

export const CREW_MEMBER_MESSAGES = {
  nameOrSailor: 'Skriv ett namn eller välj en seglare.',
  notBoth: 'Skriv ett namn eller välj en seglare, inte båda.',
  alreadyCrew: 'Seglaren är redan med i besättningen.',
  skipper: 'Skepparen räknas redan; lägg till besättningen.',
  full: `Besättningen har redan ${MAX_CREW_MEMBERS} personer.`,
  personsOnBoard: `Ange antalet ombord, 1–${MAX_PERSONS_ON_BOARD}, eller lämna tomt.`,
  notInvited: 'Inbjudan gäller en annan seglare.',
} as const;

/** A crew member: a typed name, or a Segla sailor who confirms from her mail. */
export const crewMemberSchema = z.object({
  id: z.number(),
  /** The typed name, or the sailor's name. */
  name: z.string(),
  sailor: z.object({ id: z.number(), slug: z.string() }).nullable(),
  /** A sailor has confirmed with "Bekräfta"; a typed name is always true. */
  confirmed: z.boolean(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/**
 * `GET /api/competitors/{id}/crew/` (issue 31; docs/product.md §18): the entry's crew and the
 * number on board. The club's officials, the skipper and the crew themselves; never visitors.
 */
export const crewSchema = z.object({
  competitor: z.number(),
  /** The number on board the skipper gave; null: not given (1 + the crew is counted). */
  persons_on_board: z.number().nullable(),
  members: z.array(crewMemberSchema),
  /** The caller may add and remove members and set the number (skipper, officials). */
  can_change: z.boolean(),
});
export type Crew = z.infer<typeof crewSchema>;

/** `POST /api/competitors/{id}/crew/`: a name as typed, or a sailor's id (she gets a mail). */
export const crewMemberCreateSchema = z
  .strictObject({
    name: text(CREW_NAME_MAX_LENGTH).optional(),
    sailor: optionalIdSchema.optional(),
  })
  .superRefine((value, context) => {
    const named = (value.name ?? '') !== '';
    const sailor = value.sailor !== undefined && value.sailor !== null;
    if (named && sailor) {
      context.addIssue({ code: 'custom', path: ['name'], message: CREW_MEMBER_MESSAGES.notBoth });
    } else if (!named && !sailor) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: CREW_MEMBER_MESSAGES.nameOrSailor,
      });
    }
  });
export type CrewMemberCreateInput = z.input<typeof crewMemberCreateSchema>;
export type CrewMemberCreate = z.output<typeof crewMemberCreateSchema>;

/** `PUT /api/competitors/{id}/on-board/`: the number of people on board, or '' / null for none. */
export const personsOnBoardSchema = z.strictObject({
  persons_on_board: optionalFormNumber(CREW_MEMBER_MESSAGES.personsOnBoard).refine(
    (value) =>
      value === null || (Number.isInteger(value) && value >= 1 && value <= MAX_PERSONS_ON_BOARD),
    CREW_MEMBER_MESSAGES.personsOnBoard,
  ),
});
export type PersonsOnBoardInput = z.input<typeof personsOnBoardSchema>;
export type PersonsOnBoard = z.output<typeof personsOnBoardSchema>;

/**
 * `GET /api/crew-members/{id}/`: an invitation as the invited sailor sees it before "Bekräfta"
 * (the page a crew invitation mail links to).
 */
export const crewInvitationSchema = z.object({
  id: z.number(),
  confirmed: z.boolean(),
  skipper: z.string(),
  boat_name: z.string(),
  sail_number: z.string(),
  sailing: z.object({ id: z.number(), name: z.string(), start_date: z.string() }),
  club: z.object({ slug: z.string(), name: z.string() }),
});
export type CrewInvitation = z.infer<typeof crewInvitationSchema>;
