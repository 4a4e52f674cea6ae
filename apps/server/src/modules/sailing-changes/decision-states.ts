import { REDRESS_METHOD_LABELS, type RedressMethod } from '@segla/core/board';
import { formatNumber } from '@segla/core/format';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { selectDecisionStates, updateDecisionState } from './sailing-change-repository.ts';

/**
 * A `decision` entry of the change log (issue 30; docs/product.md §17): a protest decision
 * applied to the results as one entry. Its `before` and `after` are the states of every boat it
 * names, as JSON (`decisionStatesText`), so a revert puts them all back at once and is refused
 * when any of them changed since; the API shows them in words (`decisionStatesWords`).
 */

/** What a decision sets on one boat. */
export interface DecisionState {
  competitor: number;
  code: string | null;
  code_points: number | null;
  redress_method: string | null;
  protest_id: number | null;
}

/** The states as an entry records them: JSON, by competitor id, the keys always in one order. */
export function decisionStatesText(states: readonly DecisionState[]): string {
  return JSON.stringify(
    [...states]
      .sort((a, b) => a.competitor - b.competitor)
      .map((state) => ({
        competitor: state.competitor,
        code: state.code,
        code_points: state.code_points,
        redress_method: state.redress_method,
        protest_id: state.protest_id,
      })),
  );
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The states an entry recorded, or null when the text is not such a list. */
export function parseDecisionStates(text: string | null): DecisionState[] | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const states: DecisionState[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const record = item as Record<string, unknown>;
    const competitor = numberOrNull(record.competitor);
    if (competitor === null) return null;
    states.push({
      competitor,
      code: textOrNull(record.code),
      code_points: numberOrNull(record.code_points),
      redress_method: textOrNull(record.redress_method),
      protest_id: numberOrNull(record.protest_id),
    });
  }
  return states;
}

/**
 * The competitors' states now, in the entry's text; null when one of them no longer exists.
 */
export async function currentDecisionStates(
  db: Kysely<DB>,
  competitorIds: readonly number[],
): Promise<string | null> {
  const rows = await selectDecisionStates(db, competitorIds);
  if (rows.length !== new Set(competitorIds).size) return null;
  return decisionStatesText(
    rows.map((row) => ({
      competitor: row.id,
      code: row.code,
      code_points: row.code_points,
      redress_method: row.redress_method,
      protest_id: row.protest_id,
    })),
  );
}

/** Writes each state on its competitor (the caller holds their locks). */
export async function writeDecisionStates(
  db: Kysely<DB>,
  states: readonly DecisionState[],
): Promise<void> {
  const now = new Date().toISOString();
  for (const state of [...states].sort((a, b) => a.competitor - b.competitor)) {
    const { competitor, ...values } = state;
    await updateDecisionState(db, competitor, values, now);
  }
}

/** A boat as a decision entry names it: "4102 Vega". */
export interface BoatName {
  sail_number: string;
  boat_name: string;
}

/** The % of an SCP that states none (the core's default, RRS 44.3(c)). */
const DEFAULT_SCP_PERCENT = 20;

/** What a removed boat is called in a decision entry. */
export const REMOVED_BOAT = 'Borttagen båt';

const isRedressMethod = (value: string | null): value is RedressMethod =>
  value !== null && value in REDRESS_METHOD_LABELS;

/** One boat's code in words: "DSQ", "SCP 30 %", "RDG (medel av alla seglingar)", "ingen kod". */
export function codeWords(state: DecisionState): string {
  const { code, code_points: points } = state;
  if (code === null) return 'ingen kod';
  if (code === 'SCP') return `SCP ${formatNumber(points ?? DEFAULT_SCP_PERCENT)} %`;
  if (code === 'RDG') {
    if (state.redress_method !== 'stated' && isRedressMethod(state.redress_method)) {
      return `RDG (${REDRESS_METHOD_LABELS[state.redress_method].toLowerCase()})`;
    }
    return points === null ? 'RDG' : `RDG (${formatNumber(points)} poäng)`;
  }
  if (code === 'DPI' && points !== null) return `DPI (${formatNumber(points)} poäng)`;
  return code;
}

/**
 * An entry's states in words, boat by boat: "4102 Båt 4102: DSQ; 4103 Vega: RDG (medel av alla
 * seglingar)". Text that is not a list of states is shown as it is.
 */
export function decisionStatesWords(
  text: string | null,
  boats: ReadonlyMap<number, BoatName>,
): string | null {
  const states = parseDecisionStates(text);
  if (states === null) return text;
  return states
    .map((state) => {
      const boat = boats.get(state.competitor);
      const name = boat ? `${boat.sail_number} ${boat.boat_name}`.trim() : '';
      return `${name || REMOVED_BOAT}: ${codeWords(state)}`;
    })
    .join('; ');
}
