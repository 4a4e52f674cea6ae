import type { Competitor, SailingDetail, SailingResultRow, SailingResults } from '@segla/core';
import { FINISH_PENALTY_CODES } from '@segla/core/sailing';
import { swedishCollator } from '@segla/core/search';
import { clockSeconds } from '@segla/core/time';
import type { QueueEntry } from '../queue/types.ts';

/** One boat on the Målgång page: the server's state with this device's waiting writes on top. */
export interface BoardBoat {
  competitor: Competitor;
  groupId: number | null;
  groupName: string | null;
  /** The finish clock time shown ('HH:MM:SS'), a waiting write's if there is one. */
  finishTime: string | null;
  /** The result code shown, a waiting write's if there is one. */
  code: string | null;
  /** A write of this boat waits in the queue (shown as "Väntar"). */
  waiting: boolean;
  /** The boat's row in the results, for her place and corrected time. */
  row: SailingResultRow | null;
}

/** The page's three lists. */
export interface FinishBoard {
  /** Still racing, the boats expected next first. */
  racing: BoardBoat[];
  /** Finished (a finish time), the latest finish first. */
  finished: BoardBoat[];
  /** Scored by a code that replaces the finish (DNF, DNS, …). */
  coded: BoardBoat[];
}

const PENALTIES: readonly string[] = FINISH_PENALTY_CODES;

/** Whether a code keeps the boat's finish (ZFP, SCP, DPI); every other code replaces it. */
export function isPenaltyCode(code: string | null): boolean {
  return code !== null && PENALTIES.includes(code);
}

/** 'SWE 1234 Vinga': the sail number and the boat's name, as the buttons name a boat. */
export function boatLabel(competitor: Competitor): string {
  const label = [competitor.sail_number, competitor.boat_name || competitor.boat_type]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return label || competitor.name || `Båt ${competitor.id}`;
}

function folded(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '');
}

/** Whether a boat's sail number contains what was typed (spaces and dashes ignored). */
export function matchesSailNumber(competitor: Competitor, typed: string): boolean {
  const query = folded(typed);
  return query === '' || folded(competitor.sail_number).includes(query);
}

/** The start time of each start group, with this device's waiting start writes on top. */
export function startTimes(
  sailing: SailingDetail,
  writes: readonly QueueEntry[],
): Map<number, string | null> {
  const times = new Map(sailing.start_groups.map((group) => [group.id, group.start_time]));
  for (const { write } of writes) {
    if (write.kind === 'start' && times.has(write.startGroupId)) {
      times.set(write.startGroupId, write.startTime);
    }
  }
  return times;
}

/**
 * A boat's finish and code after the writes, in order, as the server applies them
 * (docs/product.md §11, §12): a finish time replaces a code that had replaced the finish, and
 * clearing it clears a penalty; a code other than a penalty clears the finish.
 */
function applyWrites(
  competitor: Competitor,
  server: { finish_time: string | null; code: string | null },
  writes: readonly QueueEntry[],
): { finishTime: string | null; code: string | null } {
  let finishTime = server.finish_time;
  let code = server.code;
  for (const { write } of writes) {
    // A sailor's report is not the club's finish: the server decides what it changes.
    if (write.kind === 'start' || write.kind === 'report' || write.kind === 'tally') continue;
    if (write.competitorId !== competitor.id) continue;
    if (write.kind === 'finish') {
      finishTime = write.finishTime;
      if (finishTime !== null && !isPenaltyCode(code)) code = null;
      if (finishTime === null && isPenaltyCode(code)) code = null;
    } else {
      code = write.code;
      if (code !== null && !isPenaltyCode(code)) finishTime = null;
    }
  }
  return { finishTime, code };
}

/** Seconds of a clock time, or null. */
function seconds(time: string | null | undefined): number | null {
  return time ? clockSeconds(time) : null;
}

/**
 * The boats expected next first: by the clock time each must finish by to beat her group's
 * leader (the results' `beat_leader_by`, the same yardstick across groups), the boats without
 * one after; then the faster boat (the higher SRS rating) first, then by sail number.
 */
export function compareExpected(a: BoardBoat, b: BoardBoat): number {
  const byA = seconds(a.row?.beat_leader_by);
  const byB = seconds(b.row?.beat_leader_by);
  if (byA !== null && byB !== null && byA !== byB) return byA - byB;
  if ((byA === null) !== (byB === null)) return byA === null ? 1 : -1;
  const ratingA = a.competitor.rating;
  const ratingB = b.competitor.rating;
  if (ratingA !== ratingB) {
    if (ratingA === null) return 1;
    if (ratingB === null) return -1;
    return ratingB - ratingA;
  }
  return swedishCollator.compare(boatLabel(a.competitor), boatLabel(b.competitor));
}

/**
 * The latest finish first (so the boat just stamped is at the top, where a correction is near);
 * of two in the same second, the one written last on this device.
 */
function compareLatestFinish(
  a: BoardBoat,
  b: BoardBoat,
  writtenLast: ReadonlyMap<number, number>,
): number {
  const bySeconds = (seconds(b.finishTime) ?? 0) - (seconds(a.finishTime) ?? 0);
  if (bySeconds !== 0) return bySeconds;
  return (writtenLast.get(b.competitor.id) ?? -1) - (writtenLast.get(a.competitor.id) ?? -1);
}

/**
 * The page's lists from the sailing, its results and this device's writes. `writes` are the
 * writes to show on top of the server's state (the waiting ones and those just sent, until the
 * server's state has caught up); `waiting` those not yet acknowledged.
 */
export function buildBoard(
  sailing: SailingDetail,
  results: SailingResults | undefined,
  writes: readonly QueueEntry[],
  waiting: readonly QueueEntry[],
): FinishBoard {
  const rows = new Map<number, SailingResultRow>();
  for (const group of results?.groups ?? []) {
    for (const row of group.rows) rows.set(row.competitor_id, row);
  }
  const waitingBoats = new Set<number>();
  for (const { write } of waiting) {
    if (write.kind !== 'start') waitingBoats.add(write.competitorId);
  }
  const entries: { competitor: Competitor; groupId: number | null; groupName: string | null }[] = [
    ...sailing.start_groups.flatMap((group) =>
      group.competitors.map((competitor) => ({
        competitor,
        groupId: group.id,
        groupName: group.name,
      })),
    ),
    ...sailing.ungrouped_competitors.map((competitor) => ({
      competitor,
      groupId: null,
      groupName: null,
    })),
  ];
  const board: FinishBoard = { racing: [], finished: [], coded: [] };
  for (const entry of entries) {
    const row = rows.get(entry.competitor.id) ?? null;
    // The results are what the live updates keep current (another phone's tap arrives as a
    // results_update; the detail is fetched again only after this device's own writes), so a
    // boat's finish and code come from her row where there is one.
    const boat: BoardBoat = {
      ...entry,
      ...applyWrites(entry.competitor, row ?? entry.competitor, writes),
      waiting: waitingBoats.has(entry.competitor.id),
      row,
    };
    if (boat.finishTime !== null) board.finished.push(boat);
    else if (boat.code !== null) board.coded.push(boat);
    else board.racing.push(boat);
  }
  board.racing.sort(compareExpected);
  const writtenLast = new Map<number, number>();
  writes.forEach(({ write }, index) => {
    if (write.kind !== 'start') writtenLast.set(write.competitorId, index);
  });
  board.finished.sort((a, b) => compareLatestFinish(a, b, writtenLast));
  board.coded.sort((a, b) =>
    swedishCollator.compare(boatLabel(a.competitor), boatLabel(b.competitor)),
  );
  return board;
}
