import { z } from 'zod';
import {
  DECISION_CODES,
  DECISION_OUTCOMES,
  PROTEST_KINDS,
  PROTEST_STATUSES,
  REDRESS_METHODS,
} from '../board/labels.ts';
import {
  formBoolean,
  formNumber,
  idSchema,
  optionalIdSchema,
  requiredText,
  text,
  unionMessage,
} from './common.ts';
import { entryDeadlineSchema } from './sailing.ts';

export const PROTEST_TEXT_MAX = 5000;
export const PROTEST_SHORT_MAX = 200;
/** At most this many boats protested in one protest, penalised in one decision. */
export const PROTEST_BOATS_MAX = 20;

export const PROTESTED_REQUIRED = 'Välj minst en båt som protesten gäller.';
export const REDRESS_HAS_NO_PROTESTED = 'En begäran om gottgörelse gäller ingen annan båt.';
export const PENALTIES_ONLY_UPHELD = 'Bara ett bifallet beslut kan ge straff eller gottgörelse.';
export const SCP_PERCENT_REQUIRED = 'Ange poängstraffet i procent (1–100).';
export const REDRESS_METHOD_REQUIRED = 'Välj hur gottgörelsen räknas.';
export const REDRESS_POINTS_REQUIRED = 'Ange poängen för gottgörelsen.';
export const HEARING_TIME_MESSAGE = 'Ange datum och tid som ÅÅÅÅ-MM-DDTHH:MM.';

/** A boat of the sailing as a protest names it. */
export const protestBoatSchema = z.object({
  id: z.number(),
  sail_number: z.string(),
  boat_name: z.string(),
  name: z.string(),
});
export type ProtestBoat = z.infer<typeof protestBoatSchema>;

/** What a decision gives one boat: a code and, for SCP, its %; for RDG, how it is scored. */
export const decisionPenaltySchema = z.object({
  competitor: protestBoatSchema,
  code: z.enum(DECISION_CODES),
  percent: z.number().nullable(),
  redress_method: z.enum(REDRESS_METHODS).nullable(),
  points: z.number().nullable(),
});
export type DecisionPenalty = z.infer<typeof decisionPenaltySchema>;

/**
 * A protest, a request for redress or for reopening (docs/product.md §17, RRS 60–66), as the
 * board lists it. `protestor` is null when the club (the race committee) filed it. The hearing
 * time is a Stockholm wall clock 'YYYY-MM-DDTHH:MM'; other times are the server's (ISO).
 */
export const protestSchema = z.object({
  id: z.number(),
  sailing: z.number(),
  /** The protest's number in its sailing, from 1. */
  number: z.number(),
  kind: z.enum(PROTEST_KINDS),
  status: z.enum(PROTEST_STATUSES),
  protestor: protestBoatSchema.nullable(),
  protested: z.array(protestBoatSchema),
  incident_time: z.string(),
  incident_place: z.string(),
  rules: z.string(),
  description: z.string(),
  informed: z.boolean(),
  filed_at: z.string(),
  filed_by: z.string(),
  /** Why an official let it in after the time limit ("Godkänd trots sen inlämning"), or null. */
  late_reason: z.string().nullable(),
  hearing: z.object({ at: z.string(), place: z.string() }).nullable(),
  decision: z
    .object({
      outcome: z.enum(DECISION_OUTCOMES),
      facts: z.string(),
      conclusions: z.string(),
      rules: z.string(),
      penalties: z.array(decisionPenaltySchema),
      decided_at: z.string(),
      decided_by: z.string(),
      /** The change-log entry that applied it to the results, or null when it changed nothing. */
      change: z.number().nullable(),
    })
    .nullable(),
});
export type Protest = z.infer<typeof protestSchema>;

/**
 * `POST /api/sailings/{id}/protests/` ("Lämna in protest"). A sailor names her own boat as
 * `protestor`; an official may leave it out (the race committee) and may file after the time
 * limit with `late_reason`. A protest names the protested boats; a request for redress none.
 */
export const protestCreateSchema = z
  .strictObject({
    kind: z.enum(PROTEST_KINDS),
    protestor: optionalIdSchema.optional(),
    protested: z
      .array(idSchema, { error: unionMessage('Ange båtarna som en lista.') })
      .max(PROTEST_BOATS_MAX)
      .optional(),
    incident_time: text(50).optional(),
    incident_place: text(PROTEST_SHORT_MAX).optional(),
    rules: text(PROTEST_SHORT_MAX).optional(),
    description: requiredText(PROTEST_TEXT_MAX),
    informed: formBoolean.optional(),
    late_reason: text(500).optional(),
  })
  .superRefine((value, ctx) => {
    const protested = value.protested ?? [];
    if (value.kind === 'protest' && protested.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['protested'], message: PROTESTED_REQUIRED });
    }
    if (value.kind === 'redress' && protested.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['protested'], message: REDRESS_HAS_NO_PROTESTED });
    }
  });
export type ProtestCreateInput = z.input<typeof protestCreateSchema>;
export type ProtestCreate = z.output<typeof protestCreateSchema>;

/** `POST /api/protests/{id}/hearing/`: when (Stockholm 'YYYY-MM-DDTHH:MM') and where. */
export const hearingSchema = z.strictObject({
  at: entryDeadlineSchema.refine((value) => value !== null, HEARING_TIME_MESSAGE),
  place: requiredText(PROTEST_SHORT_MAX),
});
export type HearingInput = z.input<typeof hearingSchema>;
export type Hearing = z.output<typeof hearingSchema>;

const penaltyInputSchema = z
  .strictObject({
    competitor: idSchema,
    code: z.enum(DECISION_CODES),
    percent: formNumber(SCP_PERCENT_REQUIRED).optional(),
    redress_method: z.enum(REDRESS_METHODS).optional(),
    points: formNumber(REDRESS_POINTS_REQUIRED).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.code === 'SCP') {
      const percent = value.percent;
      if (percent === undefined || !Number.isInteger(percent) || percent < 1 || percent > 100) {
        ctx.addIssue({ code: 'custom', path: ['percent'], message: SCP_PERCENT_REQUIRED });
      }
    }
    if (value.code === 'RDG') {
      if (value.redress_method === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['redress_method'],
          message: REDRESS_METHOD_REQUIRED,
        });
      } else if (
        value.redress_method === 'stated' &&
        (value.points === undefined || value.points < 0 || value.points > 9999)
      ) {
        ctx.addIssue({ code: 'custom', path: ['points'], message: REDRESS_POINTS_REQUIRED });
      }
    }
  });

/**
 * `POST /api/protests/{id}/decision/`: facts found, conclusions and rules, the outcome, and (when
 * upheld) what each boat gets. Applied to the results as one entry of the change log.
 */
export const decisionSchema = z
  .strictObject({
    outcome: z.enum(DECISION_OUTCOMES),
    facts: text(PROTEST_TEXT_MAX).optional(),
    conclusions: text(PROTEST_TEXT_MAX).optional(),
    rules: text(PROTEST_SHORT_MAX).optional(),
    penalties: z
      .array(penaltyInputSchema, { error: unionMessage('Ange straffen som en lista.') })
      .max(PROTEST_BOATS_MAX)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const penalties = value.penalties ?? [];
    if (value.outcome !== 'upheld' && penalties.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['penalties'], message: PENALTIES_ONLY_UPHELD });
    }
    const seen = new Set<number>();
    for (const penalty of penalties) {
      if (seen.has(penalty.competitor)) {
        ctx.addIssue({
          code: 'custom',
          path: ['penalties'],
          message: 'Ange varje båt en gång.',
        });
        break;
      }
      seen.add(penalty.competitor);
    }
  });
export type DecisionInput = z.input<typeof decisionSchema>;
export type Decision = z.output<typeof decisionSchema>;
