/**
 * The shape of a sailscoring conformance case (fixtures/conformance/sailscoring-README.md).
 * Strict objects: a key the mapping does not know fails the case instead of being silently
 * ignored.
 */
import { z } from 'zod';

const sailorRef = z.union([z.string(), z.number()]).transform(String);
const optionalText = z.string().optional();

const finishSchema = z.strictObject({
  sailor: sailorRef,
  position: z.number().optional(),
  finishTime: z.string().optional(),
  code: z.string().optional(),
  tiedWithPrevious: z.boolean().optional(),
  startPresent: z.boolean().optional(),
  penaltyCode: z.enum(['ZFP', 'SCP', 'DPI']).optional(),
  penaltyOverride: z.number().optional(),
  redressMethod: z.enum(['stated', 'all_races', 'races_before', 'all_races_excl_dnc']).optional(),
  redressPoints: z.number().optional(),
  redressExcludeRaces: z.array(z.number()).optional(),
});

const raceExpectationSchema = z.strictObject({
  sailor: sailorRef,
  rank: z.number().nullable().optional(),
  points: z.number().nullable().optional(),
  elapsedTime: z.number().nullable().optional(),
  correctedTime: z.number().nullable().optional(),
  tcfApplied: z.number().nullable().optional(),
});

const raceSchema = z.strictObject({
  number: z.number(),
  startTime: optionalText,
  discardPolicy: z.enum(['normal', 'mustCount', 'discardFirst']).optional(),
  pointsMultiplier: z.number().optional(),
  weight: z.number().optional(),
  ratingOverrides: z
    .array(
      z.strictObject({
        sailor: sailorRef,
        field: z.enum(['ircTcc', 'vprsTcc', 'pyNumber']),
        value: z.number(),
      }),
    )
    .optional(),
  finishes: z.array(finishSchema),
  expected: z.array(raceExpectationSchema).optional(),
  rejected: z.array(z.strictObject({ sailor: sailorRef, reason: z.string() })).optional(),
});

const standingSchema = z.strictObject({
  rank: z.number(),
  sailor: sailorRef,
  fleet: optionalText,
  racePoints: z.array(z.number()),
  raceCodes: z.array(z.string().nullable()),
  racePenaltyCodes: z.array(z.string().nullable()).optional(),
  raceDiscards: z.array(z.boolean()),
  raceExcluded: z.array(z.boolean()).optional(),
  raceNonDiscardable: z.array(z.boolean()).optional(),
  raceRedressFlags: z.array(z.boolean()).optional(),
  totalPoints: z.number(),
  netPoints: z.number(),
});

/** One conformance case as read from YAML. */
export const caseSchema = z.strictObject({
  description: z.string(),
  rrs_notes: optionalText,
  notes: optionalText,
  series: z.strictObject({
    discardThresholds: z.array(z.strictObject({ minRaces: z.number(), discardCount: z.number() })),
    proportionalDiscard: z.strictObject({ firstAt: z.number(), everyRaces: z.number() }).optional(),
    dnfScoring: z.enum(['seriesEntries', 'startingArea', 'startingAreaInclDnc']).optional(),
    rulesEdition: z.enum(['2025', '2021']).optional(),
    roundCorrected: z.enum(['none', 'second']).optional(),
  }),
  fleet: z.strictObject({ scoringSystem: z.enum(['irc', 'vprs', 'py']).optional() }).optional(),
  competitors: z.array(
    z.strictObject({
      sailNumber: sailorRef,
      name: z.string(),
      fleet: optionalText,
      ircTcc: z.number().optional(),
      vprsTcc: z.number().optional(),
      pyNumber: z.number().optional(),
    }),
  ),
  races: z.array(raceSchema),
  expected: z.strictObject({ standings: z.array(standingSchema) }).optional(),
});

/** A parsed case. */
export type ConformanceCase = z.infer<typeof caseSchema>;
/** A parsed race of a case. */
export type CaseRace = ConformanceCase['races'][number];
/** A parsed finish of a case. */
export type CaseFinish = CaseRace['finishes'][number];
/** A parsed standings row of a case. */
export type CaseStanding = z.infer<typeof standingSchema>;
