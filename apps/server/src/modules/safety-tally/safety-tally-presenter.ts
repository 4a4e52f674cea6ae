import type { CompetitorTally, SailingTally, TallyBoat } from '@segla/core';
import {
  countTally,
  isMissing,
  personsOnBoard,
  sortTallyBoats,
  tallyOpen,
  type TallyState,
} from '@segla/core/tally';
import type { CrewOfSailingRow } from '../crew/crew-repository.ts';
import { crewMemberName } from '../crew/crew-presenter.ts';
import type { TallyBoatRow, TallySailingRow } from './safety-tally-repository.ts';

function stateOf(state: string | null): TallyState {
  return state === 'out' || state === 'ashore' ? state : 'not_out';
}

/**
 * One boat as the officials see her. The skipper's mobile number only while it may be needed:
 * the boat is not ashore in a sailing on the water or finished (docs/product.md "Säkerhet").
 */
export function toTallyBoat(
  row: TallyBoatRow,
  crew: readonly string[],
  sailingStatus: string,
): TallyBoat {
  const state = stateOf(row.state);
  const mobile = row.mobile_number ?? '';
  return {
    competitor: row.id,
    sail_number: row.sail_number,
    boat_name: row.boat_name,
    skipper: row.name,
    sailor: row.sailor_id,
    persons_on_board: personsOnBoard(row.persons_on_board, crew.length),
    crew: [...crew],
    state,
    changed_at: row.changed_at ?? null,
    changed_by: row.changed_by ?? null,
    finish_time: row.finish_time,
    code: row.code,
    mobile_number: tallyOpen(sailingStatus) && state !== 'ashore' && mobile !== '' ? mobile : null,
    missing: isMissing(state, sailingStatus),
  };
}

/** The sailing's tally in its order (`@segla/core/tally`), with the counts. */
export function toSailingTally(
  sailing: TallySailingRow,
  rows: readonly TallyBoatRow[],
  crewRows: readonly CrewOfSailingRow[],
): SailingTally {
  const crewOf = new Map<number, string[]>();
  for (const row of crewRows) {
    const names = crewOf.get(row.competitor_id) ?? [];
    names.push(crewMemberName(row));
    crewOf.set(row.competitor_id, names);
  }
  const boats = sortTallyBoats(
    rows.map((row) => toTallyBoat(row, crewOf.get(row.id) ?? [], sailing.status)),
    sailing.status,
  );
  return {
    sailing_id: sailing.id,
    status: sailing.status,
    boats,
    counts: countTally(boats),
    persons_not_ashore: boats
      .filter((boat) => boat.state !== 'ashore')
      .reduce((sum, boat) => sum + boat.persons_on_board, 0),
  };
}

/** One boat's state, as her sailor and the officials' taps get it. */
export function toCompetitorTally(
  entry: { id: number; sailing_id: number },
  tally: { state: string; changed_at: string } | undefined,
  applied: boolean,
): CompetitorTally {
  return {
    competitor: entry.id,
    sailing_id: entry.sailing_id,
    state: stateOf(tally?.state ?? null),
    changed_at: tally?.changed_at ?? null,
    applied,
  };
}
