import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import { ApiError } from '../../src/http/api-error.ts';
import type { AuthUser } from '../../src/modules/auth/auth-service.ts';
import {
  findSailingResults,
  loadSailingResults,
  scoreSailings,
} from '../../src/modules/results/results-service.ts';
import { findResultSailing } from '../../src/modules/results/results-repository.ts';
import type { SailingResults } from '@segla/core';
import {
  type CompetitorInput,
  insertClub,
  insertCompetitor,
  insertCompetitors,
  insertSailing,
  insertSeries,
  insertStartGroup,
  type SailingInput,
} from '../helpers/factories.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';

const anonymous = null;
const clubUser = (clubId: number): AuthUser => ({
  id: 9000 + clubId,
  email: `klubb${clubId}@example.se`,
  accountType: 'club',
  isStaff: false,
  clubId,
  clubRoles: [],
  name: '',
});
const staff: AuthUser = {
  id: 1,
  email: 'admin@example.se',
  accountType: 'staff',
  isStaff: true,
  clubId: null,
  clubRoles: [],
  name: '',
};
const sailorUser: AuthUser = {
  id: 2,
  email: 'seglare@example.se',
  accountType: 'sailor',
  isStaff: false,
  clubId: null,
  clubRoles: [],
  name: '',
};

describe.each(databaseKinds)('sailing results on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Kysely<DB>;
  let queries = 0;
  let clubId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { onQuery: () => (queries += 1) });
    db = testDb.database.db;
    clubId = (await insertClub(db)).id;
  });
  afterAll(() => testDb.cleanup());

  /** A sailing with one start group of `group` options and the given boats in it. */
  async function sailingWith(
    boats: Omit<CompetitorInput, 'sailingId' | 'startGroupId'>[],
    group: {
      handicap?: 'srs' | 'scratch';
      startType?: 'common' | 'pursuit';
      startTime?: string | null;
    } = {},
    sailing: Partial<SailingInput> = {},
  ) {
    const { id: sailingId } = await insertSailing(db, { clubId, status: 'finished', ...sailing });
    const { id: groupId } = await insertStartGroup(db, {
      sailingId,
      startTime: '18:00:00',
      ...group,
    });
    const ids: number[] = [];
    for (const boat of boats) {
      ids.push((await insertCompetitor(db, { sailingId, startGroupId: groupId, ...boat })).id);
    }
    return { sailingId, groupId, ids };
  }

  async function results(sailingId: number): Promise<SailingResults> {
    const found = await findSailingResults(db, sailingId);
    if (!found) throw new Error('sailing not found');
    return found.results;
  }

  const rowsOf = async (sailingId: number) => (await results(sailingId)).groups[0]!.rows;

  it('corrects SRS times (elapsed × rating), ranks on corrected time and shares tied points', async () => {
    const { sailingId, groupId, ids } = await sailingWith([
      {
        name: 'Anna',
        boatName: 'Tärnan',
        boatType: 'Express',
        sailNumber: 'SWE 1',
        rating: 1.2,
        finishTime: '18:50:00',
      },
      { name: 'Bo', boatName: 'Måsen', rating: 0.9, finishTime: '19:00:00' },
      { name: 'Cia', boatName: 'Ejdern', rating: 1.0, finishTime: '19:00:00' },
    ]);
    const result = await results(sailingId);
    expect(result).toMatchObject({ sailing_id: sailingId, verified: false, finished: true });
    expect(result.groups).toHaveLength(1);
    const group = result.groups[0]!;
    expect(group).toMatchObject({
      id: groupId,
      name: 'SRS kölbåt',
      handicap: 'srs',
      start_type: 'common',
    });
    // Bo: 3600 s × 0.9 = 3240; Anna: 3000 × 1.2 = 3600; Cia: 3600 × 1.0 = 3600, tied with Anna.
    expect(group.rows.map((row) => [row.name, row.rank, row.points, row.corrected_time])).toEqual([
      ['Bo', 1, 1, 3240],
      ['Anna', 2, 2.5, 3600],
      ['Cia', 2, 2.5, 3600],
    ]);
    expect(group.rows[1]).toEqual({
      competitor_id: ids[0],
      rank: 2,
      points: 2.5,
      code: null,
      status: 'finished',
      name: 'Anna',
      boat_name: 'Tärnan',
      boat_type: 'Express',
      sail_number: 'SWE 1',
      rating: 1.2,
      start: '18:00:00',
      finish_time: '18:50:00',
      elapsed_time: 3000,
      corrected_time: 3600,
      beat_leader_by: null,
      reported: false,
      protest: null,
      categories: [],
    });
  });

  it('ranks a scratch group on elapsed time and ignores ratings', async () => {
    const { sailingId } = await sailingWith(
      [
        { name: 'Snabb på papperet', rating: 0.5, finishTime: '19:00:00' },
        { name: 'Först över linjen', rating: 1.5, finishTime: '18:55:00' },
      ],
      { handicap: 'scratch' },
    );
    const rows = await rowsOf(sailingId);
    expect(rows.map((row) => [row.name, row.rank, row.elapsed_time, row.corrected_time])).toEqual([
      ['Först över linjen', 1, 3300, 3300],
      ['Snabb på papperet', 2, 3600, 3600],
    ]);
  });

  it('reads a finish before the start as after midnight', async () => {
    const { sailingId } = await sailingWith(
      [
        { name: 'Nattseglare', rating: 1, finishTime: '00:15:00' },
        { name: 'Före midnatt', rating: 1, finishTime: '23:59:00' },
      ],
      { startTime: '23:30:00' },
    );
    const rows = await rowsOf(sailingId);
    expect(rows.map((row) => [row.name, row.rank, row.elapsed_time])).toEqual([
      ['Före midnatt', 1, 29 * 60],
      ['Nattseglare', 2, 45 * 60],
    ]);
  });

  it('scores codes as entries + 1 and lists boats still racing without a place', async () => {
    const { sailingId } = await sailingWith([
      { name: 'Ettan', finishTime: '19:00:00' },
      { name: 'Bröt', code: 'DNF' },
      { name: 'Tvåan', finishTime: '19:10:00' },
      { name: 'Kom inte iväg', code: ' dns ' },
      { name: 'Ute på banan' },
    ]);
    const rows = await rowsOf(sailingId);
    expect(rows.map((row) => [row.name, row.rank, row.points, row.code, row.status])).toEqual([
      ['Ettan', 1, 1, null, 'finished'],
      ['Tvåan', 2, 2, null, 'finished'],
      ['Bröt', null, 6, 'DNF', 'coded'],
      ['Kom inte iväg', null, 6, 'DNS', 'coded'],
      ['Ute på banan', null, 6, null, 'unfinished'],
    ]);
    expect(rows[4]).toMatchObject({ finish_time: null, elapsed_time: null, corrected_time: null });
  });

  it('moves boats up behind a DSQ and adds a ZFP penalty of 20 % of the DNF score', async () => {
    const { sailingId } = await sailingWith([
      { name: 'Diskad', finishTime: '18:50:00', code: 'DSQ' },
      { name: 'Straffad', finishTime: '18:55:00', code: 'ZFP' },
      { name: 'Trea på linjen', finishTime: '19:00:00' },
    ]);
    const rows = await rowsOf(sailingId);
    // DNF score 4: ZFP adds 0.8 to place 1.
    expect(rows.map((row) => [row.name, row.rank, row.points, row.elapsed_time])).toEqual([
      ['Straffad', 1, 1.8, 55 * 60],
      ['Trea på linjen', 2, 2, 60 * 60],
      ['Diskad', null, 4, 50 * 60],
    ]);
  });

  it('scores RDG with stated points', async () => {
    const { sailingId } = await sailingWith([
      { name: 'Ettan', finishTime: '19:00:00' },
      { name: 'Gottgjord', code: 'RDG', codePoints: 1.5, redressMethod: 'stated' },
    ]);
    const rows = await rowsOf(sailingId);
    expect(rows.map((row) => [row.name, row.points, row.status])).toEqual([
      ['Ettan', 1, 'finished'],
      ['Gottgjord', 1.5, 'redress'],
    ]);
  });

  it('uses each boat’s own start in a pursuit start and ranks on the finishing order', async () => {
    const { sailingId } = await sailingWith(
      [
        // Started late (faster boat), finished second: still slower in the pursuit.
        { name: 'Snabb', rating: 1.2, start: '18:20:00', finishTime: '19:01:00' },
        { name: 'Långsam', rating: 0.8, finishTime: '19:00:00' },
      ],
      { startType: 'pursuit' },
    );
    const group = (await results(sailingId)).groups[0]!;
    expect(group.start_type).toBe('pursuit');
    expect(
      group.rows.map((row) => [
        row.name,
        row.rank,
        row.start,
        row.elapsed_time,
        row.corrected_time,
      ]),
    ).toEqual([
      ['Långsam', 1, '18:00:00', 3600, null],
      ['Snabb', 2, '18:20:00', 41 * 60, null],
    ]);
  });

  it('scores each start group as its own fleet, in the groups’ order, and leaves out the ungrouped', async () => {
    const { id: sailingId } = await insertSailing(db, { clubId, status: 'ongoing' });
    const second = await insertStartGroup(db, {
      sailingId,
      name: 'Jolle',
      handicap: 'scratch',
      position: 2,
    });
    const first = await insertStartGroup(db, { sailingId, name: 'Kölbåt', position: 1 });
    await insertCompetitors(db, [
      { sailingId, startGroupId: second.id, name: 'J1', finishTime: '19:00:00' },
      { sailingId, startGroupId: second.id, name: 'J2', code: 'DNF' },
      { sailingId, startGroupId: first.id, name: 'K1', finishTime: '19:30:00' },
      { sailingId, startGroupId: first.id, name: 'K2', finishTime: '19:20:00' },
      { sailingId, startGroupId: first.id, name: 'K3', code: 'DNF' },
      { sailingId, startGroupId: null, name: 'Utan grupp', finishTime: '18:40:00' },
    ]);
    const result = await results(sailingId);
    expect(result.finished).toBe(false);
    expect(result.groups.map((group) => group.name)).toEqual(['Kölbåt', 'Jolle']);
    expect(
      result.groups.map((group) => group.rows.map((row) => [row.name, row.rank, row.points])),
    ).toEqual([
      [
        ['K2', 1, 1],
        ['K1', 2, 2],
        ['K3', null, 4],
      ],
      [
        ['J1', 1, 1],
        ['J2', null, 3],
      ],
    ]);
  });

  it('takes the series’ scoring options: corrected times rounded to seconds', async () => {
    const boats = [{ name: 'Avrundad', rating: 0.95, finishTime: '19:03:30' }];
    const alone = await sailingWith(boats);
    expect((await rowsOf(alone.sailingId))[0]!.corrected_time).toBe(3619.5);
    const serie = await insertSeries(db, { clubId, roundCorrected: 'second' });
    const inSeries = await sailingWith(boats, {}, { serieId: serie.id });
    // 3810 s × 0.95 = 3619.5, rounded half up.
    expect((await rowsOf(inSeries.sailingId))[0]!.corrected_time).toBe(3620);
  });

  it('derives the finish from a recorded elapsed time', async () => {
    const { sailingId } = await sailingWith([{ name: 'Klocka', rating: 1, elapsedTime: 3725 }]);
    expect((await rowsOf(sailingId))[0]).toMatchObject({
      rank: 1,
      finish_time: '19:02:05',
      elapsed_time: 3725,
      corrected_time: 3725,
    });
  });

  it('never fails on data the core would refuse', async () => {
    const { sailingId } = await sailingWith([
      { name: 'Ok', rating: 1, finishTime: '19:00:00' },
      { name: 'Utan SRS', rating: null, finishTime: '18:50:00' },
      { name: 'Omöjligt SRS', rating: 9, finishTime: '18:50:00' },
      { name: 'Trasig tid', rating: 1, finishTime: '25:99' },
      { name: 'Okänd kod', rating: 1, finishTime: '19:10:00', code: 'XYZ' },
      { name: 'DPI utan poäng', rating: 1, finishTime: '19:20:00', code: 'DPI' },
      { name: 'ZFP utan målgång', rating: 1, code: 'ZFP' },
      { name: 'RDG utan poäng', rating: 1, code: 'RDG' },
    ]);
    const rows = await rowsOf(sailingId);
    expect(rows.map((row) => [row.name, row.rank, row.status])).toEqual([
      ['Ok', 1, 'finished'],
      ['Okänd kod', 2, 'finished'],
      ['DPI utan poäng', 3, 'finished'],
      ['Trasig tid', null, 'unfinished'],
      ['ZFP utan målgång', null, 'unfinished'],
      // Averaged redress needs the series: no points from one sailing.
      ['RDG utan poäng', null, 'redress'],
      ['Utan SRS', null, 'no_rating'],
      ['Omöjligt SRS', null, 'no_rating'],
    ]);
    expect(rows.find((row) => row.name === 'RDG utan poäng')!.points).toBeNull();
    expect(rows.find((row) => row.name === 'Utan SRS')!.points).toBeNull();
  });

  it('counts a timed finish without any start as still racing', async () => {
    const { sailingId } = await sailingWith([{ name: 'Ingen start', finishTime: '19:00:00' }], {
      startTime: null,
    });
    expect((await rowsOf(sailingId))[0]).toMatchObject({
      rank: null,
      status: 'unfinished',
      start: null,
      finish_time: '19:00:00',
      elapsed_time: null,
    });
  });

  it('shows unpublished results only to the club and staff; unknown ids are 404', async () => {
    const { sailingId } = await sailingWith(
      [{ finishTime: '19:00:00' }],
      {},
      { status: 'unpublished' },
    );
    const other = await insertClub(db);
    for (const user of [anonymous, sailorUser, clubUser(other.id)]) {
      await expect(loadSailingResults(db, sailingId, user)).rejects.toMatchObject({
        statusCode: 404,
        body: { detail: 'Hittades inte.' },
      });
    }
    for (const user of [clubUser(clubId), staff]) {
      expect((await loadSailingResults(db, sailingId, user)).sailing_id).toBe(sailingId);
    }
    await expect(loadSailingResults(db, 2_000_000_000, staff)).rejects.toBeInstanceOf(ApiError);
    expect(await findSailingResults(db, 2_000_000_000)).toBeNull();
  });

  it('shows published results to everyone with the verified flag', async () => {
    const { sailingId } = await sailingWith([{ finishTime: '19:00:00' }], {}, { verified: true });
    const result = await loadSailingResults(db, sailingId, anonymous);
    expect(result).toMatchObject({ verified: true, finished: true });
  });

  it('loads a sailing’s results in six queries whatever its size', async () => {
    const count = async (boats: number) => {
      const { sailingId, groupId } = await sailingWith([]);
      const second = await insertStartGroup(db, { sailingId, name: 'Jolle', handicap: 'scratch' });
      await insertCompetitors(
        db,
        Array.from({ length: boats }, (_, i) => ({
          sailingId,
          startGroupId: i % 2 === 0 ? groupId : second.id,
          finishTime: `19:${String(i % 60).padStart(2, '0')}:${String(i % 57).padStart(2, '0')}`,
          code: i % 7 === 0 ? 'DNF' : null,
        })),
      );
      const before = queries;
      const result = await loadSailingResults(db, sailingId, anonymous);
      expect(result.groups.flatMap((group) => group.rows)).toHaveLength(boats);
      return queries - before;
    };
    // The sailing, its groups, their result lists, its competitors and their prize categories
    // (two: the ticked ones and those of a birth year).
    expect(await count(10)).toBe(6);
    expect(await count(1000)).toBe(6);
  });

  it('scores a batch of sailings with five queries', async () => {
    const a = await sailingWith([{ name: 'A1', finishTime: '19:00:00' }]);
    const b = await sailingWith([
      { name: 'B1', finishTime: '19:00:00' },
      { name: 'B2', code: 'DNS' },
    ]);
    const c = await sailingWith([]);
    const sailings = await Promise.all(
      [a, b, c].map(async ({ sailingId }) => (await findResultSailing(db, sailingId))!),
    );
    const before = queries;
    const scored = await scoreSailings(db, sailings);
    expect(queries - before).toBe(5);
    expect(scored.get(a.sailingId)!.groups[0]!.rows.map((row) => row.name)).toEqual(['A1']);
    expect(scored.get(b.sailingId)!.groups[0]!.rows.map((row) => [row.name, row.points])).toEqual([
      ['B1', 1],
      ['B2', 3],
    ]);
    expect(scored.get(c.sailingId)!.groups[0]!.rows).toEqual([]);
  });
});
