import type { SailingTally, TallyBoat } from '@segla/core';
import { countTally, isMissing, sortTallyBoats, type TallyWriteState } from '@segla/core/tally';

/** A tap of this device not yet acknowledged by the server (its queue's waiting writes). */
export interface TallyTap {
  competitorId: number;
  state: TallyWriteState;
}

/** A boat as the page shows her: the server's state with this device's waiting taps on top. */
export interface BoardBoat extends TallyBoat {
  /** This device has a tap of her waiting to be sent. */
  waiting: boolean;
}

export interface TallyBoard {
  boats: BoardBoat[];
  counts: SailingTally['counts'];
  missing: number;
  personsNotAshore: number;
}

/**
 * The tally as the page lists it (docs/product.md "Säkerhet"): each boat's state after this
 * device's waiting taps, in order (the last tap of a boat wins, as the server applies them in
 * order), then the order and counts of `@segla/core/tally`, so a tap shows at once, offline too.
 */
export function tallyBoard(tally: SailingTally, pending: readonly TallyTap[]): TallyBoard {
  const tapped = new Map<number, TallyWriteState>();
  for (const tap of pending) tapped.set(tap.competitorId, tap.state);
  const boats = sortTallyBoats(
    tally.boats.map((boat): BoardBoat => {
      const state = tapped.get(boat.competitor) ?? boat.state;
      return {
        ...boat,
        state,
        missing: isMissing(state, tally.status),
        waiting: tapped.has(boat.competitor),
      };
    }),
    tally.status,
  );
  return {
    boats,
    counts: countTally(boats),
    missing: boats.filter((boat) => boat.missing).length,
    personsNotAshore: boats
      .filter((boat) => boat.state !== 'ashore')
      .reduce((sum, boat) => sum + boat.persons_on_board, 0),
  };
}

/** Whether the boat's sail number or name holds the query (any case, spaces ignored). */
export function matchesBoat(boat: TallyBoat, query: string): boolean {
  const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const wanted = folded(query);
  return (
    wanted === '' ||
    folded(boat.sail_number).includes(wanted) ||
    folded(boat.boat_name).includes(wanted)
  );
}
