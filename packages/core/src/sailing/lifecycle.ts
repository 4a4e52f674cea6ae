import { SAILING_STATUS_LABELS } from './labels.ts';
import type { SailingStatus } from './status.ts';

/**
 * The sailing lifecycle (docs/product.md §4, §11): a club publishes a planned sailing, starts it, finishes
 * it, may cancel it before it is finished, may reopen a finished one to correct results, and
 * marks the results verified once checked.
 */
export const LIFECYCLE_ACTIONS = [
  'publish',
  'start',
  'finish',
  'cancel',
  'reopen',
  'verify',
  'unverify',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

interface Transition {
  from: readonly SailingStatus[];
  /** The new status; absent for verify/unverify, which change only verified_result. */
  to?: SailingStatus;
  verified?: boolean;
  /** Swedish for "cannot <do this>" in the refusal. */
  verb: string;
}

const transitions: Record<LifecycleAction, Transition> = {
  publish: { from: ['unpublished'], to: 'upcoming', verb: 'publiceras' },
  start: { from: ['upcoming'], to: 'ongoing', verb: 'startas' },
  finish: { from: ['upcoming', 'ongoing'], to: 'finished', verb: 'avslutas' },
  cancel: { from: ['unpublished', 'upcoming', 'ongoing'], to: 'cancelled', verb: 'ställas in' },
  reopen: { from: ['finished', 'cancelled'], to: 'ongoing', verb: 'öppnas igen' },
  verify: { from: ['finished'], verified: true, verb: 'få verifierat resultat' },
  unverify: { from: ['finished'], verified: false, verb: 'få resultatet overifierat' },
};

export interface LifecycleChange {
  status?: SailingStatus;
  is_finished?: boolean;
  verified_result?: boolean;
}

/**
 * The change `action` makes to a sailing in `status`, or a Swedish reason why it cannot.
 * Finishing sets is_finished; reopening clears it and the verification (results may change).
 */
export function lifecycleChange(
  action: LifecycleAction,
  status: SailingStatus,
): { change: LifecycleChange } | { refusal: string } {
  const transition = transitions[action];
  if (!transition.from.includes(status)) {
    const label = SAILING_STATUS_LABELS[status].toLowerCase();
    return { refusal: `En segling som är ${label} kan inte ${transition.verb}.` };
  }
  if (transition.to === undefined) return { change: { verified_result: transition.verified } };
  const change: LifecycleChange = {
    status: transition.to,
    is_finished: transition.to === 'finished',
  };
  if (action === 'reopen') change.verified_result = false;
  return { change };
}

/** The Swedish button of each step, in the order the club's pages show them (docs/product.md §4). */
export const LIFECYCLE_ACTION_LABELS: Record<LifecycleAction, string> = {
  publish: 'Publicera',
  start: 'Starta',
  finish: 'Avsluta',
  verify: 'Markera som kontrollerat',
  unverify: 'Ta bort kontrollmarkering',
  reopen: 'Öppna igen',
  cancel: 'Ställ in',
};

/** The toast after each step has been taken. */
export const LIFECYCLE_ACTION_DONE: Record<LifecycleAction, string> = {
  publish: 'Seglingen är publicerad.',
  start: 'Seglingen är startad.',
  finish: 'Seglingen är avslutad.',
  verify: 'Resultatet är markerat som kontrollerat.',
  unverify: 'Kontrollmarkeringen är borttagen.',
  reopen: 'Seglingen är öppnad igen.',
  cancel: 'Seglingen är inställd.',
};

/**
 * The steps that fit a sailing now, in button order: those the server would take, less the
 * verification step that would change nothing (verify when verified, unverify when not).
 */
export function availableLifecycleActions(sailing: {
  status: SailingStatus;
  verified_result: boolean;
}): LifecycleAction[] {
  return (Object.keys(LIFECYCLE_ACTION_LABELS) as LifecycleAction[]).filter((action) => {
    if (!transitions[action].from.includes(sailing.status)) return false;
    if (action === 'verify') return !sailing.verified_result;
    if (action === 'unverify') return sailing.verified_result;
    return true;
  });
}

/** The steps of a sailing's normal course, in order: the ones a page puts first. */
const FORWARD_STEPS: readonly LifecycleAction[] = ['publish', 'start', 'finish', 'verify'];

/**
 * The step a sailing's normal course takes next (publish → start → finish → verify), or null
 * when none is left (cancelled, or finished and verified): what a phone shows as its one big
 * button, the rest sitting a tap further away.
 */
export function nextLifecycleAction(sailing: {
  status: SailingStatus;
  verified_result: boolean;
}): LifecycleAction | null {
  return (
    availableLifecycleActions(sailing).find((action) => FORWARD_STEPS.includes(action)) ?? null
  );
}
