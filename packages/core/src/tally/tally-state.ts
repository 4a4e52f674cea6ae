/**
 * The safety tally "Säkerhet" (issue 31; docs/product.md "Säkerhet"): per entered boat whether she has
 * left the harbour ("Ute") and whether she is back ("I land"). The one home of the states, their
 * labels, who counts as still out and the list's order; the server and the web app read it.
 */

/** A boat's state: nothing recorded yet, out (left the harbour), back ashore. */
export const TALLY_STATES = ['not_out', 'out', 'ashore'] as const;
export type TallyState = (typeof TALLY_STATES)[number];

/** The states a tap sets; `not_out` is only where a boat starts. */
export const TALLY_WRITE_STATES = ['out', 'ashore'] as const;
export type TallyWriteState = (typeof TALLY_WRITE_STATES)[number];

/** The states in the interface. */
export const TALLY_STATE_LABELS: Readonly<Record<TallyState, string>> = {
  not_out: 'Inte ute',
  out: 'Ute',
  ashore: 'I land',
};

/** Whether a text is one of the states (rows read back from the database). */
export function isTallyState(value: string): value is TallyState {
  return (TALLY_STATES as readonly string[]).includes(value);
}

/** The sailing statuses in which boats are tallied: on the water, or just back. */
export function tallyOpen(status: string): boolean {
  return status === 'ongoing' || status === 'finished';
}

/** Why a tap is refused on a sailing that has not started (or was cancelled). */
export const TALLY_CLOSED_MESSAGE =
  'Säkerhetslistan går att ändra bara när seglingen pågår eller är avslutad.';

/**
 * Whether the boat must be looked for: the sailing is finished and she is not reported ashore.
 * A boat that finished or retired (DNF) is still out until someone taps "I land"; one never
 * tapped "Ute" counts too (nobody saw her stay in the harbour).
 */
export function isMissing(state: TallyState, sailingStatus: string): boolean {
  return sailingStatus === 'finished' && state !== 'ashore';
}

/**
 * The number of people on board: the number the skipper gave, else the skipper and the crew
 * members listed (docs/product.md §18).
 */
export function personsOnBoard(given: number | null, crewCount: number): number {
  return given !== null && given > 0 ? given : 1 + crewCount;
}

let sailNumberCollator: Intl.Collator | undefined;

/** Sail numbers in Swedish order, their digits as numbers ("SWE 9" before "SWE 10"). */
export function compareSailNumbers(a: string, b: string): number {
  sailNumberCollator ??= new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
  return sailNumberCollator.compare(a, b);
}

/** What the order needs of a boat. */
export interface TallyOrderBoat {
  competitor: number;
  sail_number: string;
  boat_name: string;
  state: TallyState;
}

/**
 * The tally's order: once the sailing is finished the boats not ashore first (they are the
 * ones to find); then by sail number, boat name and id, so every phone lists alike.
 */
export function compareTallyBoats(
  a: TallyOrderBoat,
  b: TallyOrderBoat,
  sailingStatus: string,
): number {
  const missing =
    Number(isMissing(b.state, sailingStatus)) - Number(isMissing(a.state, sailingStatus));
  if (missing !== 0) return missing;
  return (
    compareSailNumbers(a.sail_number, b.sail_number) ||
    compareSailNumbers(a.boat_name, b.boat_name) ||
    a.competitor - b.competitor
  );
}

/** The boats in the tally's order (a new array). */
export function sortTallyBoats<T extends TallyOrderBoat>(
  boats: readonly T[],
  sailingStatus: string,
): T[] {
  return [...boats].sort((a, b) => compareTallyBoats(a, b, sailingStatus));
}

/** How many boats are in each state. */
export function countTally(boats: readonly { state: TallyState }[]): Record<TallyState, number> {
  const counts: Record<TallyState, number> = { not_out: 0, out: 0, ashore: 0 };
  for (const boat of boats) counts[boat.state] += 1;
  return counts;
}
