import { describe, expect, it } from 'vitest';
import { competitor, group, results, row, sailing } from '../components/test-fixtures.tsx';
import type { FinishWrite, QueueEntry } from '../queue/types.ts';
import { boatLabel, buildBoard, matchesSailNumber, startTimes } from './finish-board.ts';

let next = 0;
function entry(write: FinishWrite): QueueEntry {
  next += 1;
  return {
    clientId: `id-${next}`,
    sailingId: 1,
    write,
    queuedAt: '2026-05-13T16:41:00.000Z',
    device: 'Test',
    attempts: 0,
  };
}

const a = competitor(1, { sail_number: 'SWE 1', boat_name: 'Ett' });
const b = competitor(2, { sail_number: 'SWE 2', boat_name: 'Två', finish_time: '18:50:00' });
const c = competitor(3, {
  sail_number: 'SWE 3',
  boat_name: 'Tre',
  finish_time: '18:55:00',
  code: 'ZFP',
});

function ids(boats: { competitor: { id: number } }[]) {
  return boats.map((boat) => boat.competitor.id);
}

describe('buildBoard', () => {
  const detail = sailing([group({ competitors: [a, b, c] })]);

  it('splits the boats into racing, finished (latest first) and coded', () => {
    const board = buildBoard(detail, undefined, [], []);
    expect(ids(board.racing)).toEqual([1]);
    expect(ids(board.finished)).toEqual([3, 2]);
    expect(board.coded).toEqual([]);
  });

  it("shows another phone's finish and code from the live results before the detail has them", () => {
    const scored = results([
      {
        group: detail.start_groups[0]!,
        rows: [
          row(a, { finish_time: '19:01:00' }),
          row(b, { finish_time: null, code: 'DNF' }),
          row(c),
        ],
      },
    ]);
    const board = buildBoard(detail, scored, [], []);
    expect(ids(board.racing)).toEqual([]);
    expect(ids(board.finished)).toEqual([1, 3]);
    expect(board.finished[0]?.finishTime).toBe('19:01:00');
    expect(ids(board.coded)).toEqual([2]);
  });

  it('applies the writes in order as the server does', () => {
    const writes = [
      entry({ kind: 'finish', competitorId: 1, finishTime: '18:58:00', stamped: true }),
      // A code that replaces the finish clears it.
      entry({ kind: 'code', competitorId: 2, code: 'DNF' }),
      // Clearing a finish clears a penalty with it.
      entry({
        kind: 'finish',
        competitorId: 3,
        finishTime: null,
        stamped: false,
        base: '18:55:00',
      }),
    ];
    const board = buildBoard(detail, undefined, writes, writes.slice(0, 1));
    expect(ids(board.finished)).toEqual([1]);
    expect(board.finished[0]).toMatchObject({ finishTime: '18:58:00', waiting: true });
    expect(ids(board.coded)).toEqual([2]);
    expect(board.coded[0]).toMatchObject({ code: 'DNF', finishTime: null, waiting: false });
    expect(ids(board.racing)).toEqual([3]);
    expect(board.racing[0]).toMatchObject({ code: null, finishTime: null });
  });

  it('keeps the finish under a penalty, and a finish replaces a replacing code', () => {
    const coded = competitor(4, { code: 'DNF' });
    const writes = [
      entry({ kind: 'code', competitorId: 2, code: 'SCP' }),
      entry({ kind: 'finish', competitorId: 4, finishTime: '19:00:00', stamped: true }),
    ];
    const board = buildBoard(sailing([group({ competitors: [b, coded] })]), undefined, writes, []);
    expect(board.finished.map((boat) => [boat.competitor.id, boat.finishTime, boat.code])).toEqual([
      [4, '19:00:00', null],
      [2, '18:50:00', 'SCP'],
    ]);
  });

  it('includes the boats without a start group and joins the results rows', () => {
    const alone = competitor(7, { start_group: null });
    const common = group({ competitors: [a] });
    const board = buildBoard(
      sailing([common], [alone]),
      results([{ group: common, rows: [row(a, { beat_leader_by: '19:00:00' })] }]),
      [],
      [],
    );
    expect(ids(board.racing)).toEqual([1, 7]);
    expect(board.racing[0]!.row?.beat_leader_by).toBe('19:00:00');
    expect(board.racing[1]!.groupName).toBeNull();
  });
});

describe('the finished boats', () => {
  it('of one second, put the one stamped last first', () => {
    const writes = [
      entry({ kind: 'finish', competitorId: 3, finishTime: '19:00:00', stamped: true }),
      entry({ kind: 'finish', competitorId: 1, finishTime: '19:00:00', stamped: true }),
    ];
    const board = buildBoard(
      sailing([group({ competitors: [a, b, { ...c, code: null }] })]),
      undefined,
      writes,
      writes,
    );
    expect(ids(board.finished)).toEqual([1, 3, 2]);
  });
});

describe('startTimes', () => {
  it('shows a waiting start over the server’s', () => {
    const detail = sailing([group({ id: 2 }), group({ id: 3, name: 'Jolle', start_time: null })]);
    const times = startTimes(detail, [
      entry({ kind: 'start', startGroupId: 3, startTime: '18:40:05' }),
    ]);
    expect([...times]).toEqual([
      [2, '18:30:00'],
      [3, '18:40:05'],
    ]);
  });
});

describe('boat labels and the sail number filter', () => {
  it('names a boat by sail number and name, else what there is', () => {
    expect(boatLabel(competitor(1, { sail_number: 'SWE 1234', boat_name: 'Vinga' }))).toBe(
      'SWE 1234 Vinga',
    );
    expect(boatLabel(competitor(1, { sail_number: '', boat_name: '', boat_type: 'Folkbåt' }))).toBe(
      'Folkbåt',
    );
    expect(
      boatLabel(competitor(1, { sail_number: '', boat_name: '', boat_type: '', name: 'Eva' })),
    ).toBe('Eva');
  });

  it('matches part of the sail number, spaces and case aside', () => {
    const boat = competitor(1, { sail_number: 'SWE 12-34' });
    expect(matchesSailNumber(boat, '')).toBe(true);
    expect(matchesSailNumber(boat, '1234')).toBe(true);
    expect(matchesSailNumber(boat, 'e 12')).toBe(true);
    expect(matchesSailNumber(boat, '43')).toBe(false);
  });
});
