import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertClub,
  insertCompetitors,
  insertSailing,
  insertStartGroup,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Row {
  sail_number: string;
  status: string;
  corrected_time: number | null;
  beat_leader_by: string | null;
}

describe.each(databaseKinds)('the time to beat while a sailing is on, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function sailingWith(status: 'ongoing' | 'finished') {
    const { db } = t.testDatabase.database;
    const club = await insertClub(db);
    const sailing = await insertSailing(db, { clubId: club.id, status });
    const group = await insertStartGroup(db, { sailingId: sailing.id, startTime: '18:30:00' });
    await insertCompetitors(db, [
      // Leader: 3600 s × 1.0 = 3600 s corrected.
      {
        sailingId: sailing.id,
        startGroupId: group.id,
        sailNumber: 'L',
        rating: 1,
        finishTime: '19:30:00',
      },
      {
        sailingId: sailing.id,
        startGroupId: group.id,
        sailNumber: 'S',
        rating: 0.9,
        finishTime: null,
      },
      { sailingId: sailing.id, startGroupId: group.id, sailNumber: 'D', rating: 0.8, code: 'DNF' },
    ]);
    const response = await t.request({
      method: 'GET',
      url: `/api/sailings/${sailing.id}/results/`,
    });
    return response.json<{ groups: { rows: Row[] }[] }>().groups[0]!.rows;
  }

  it('gives each boat still racing the clock time to beat the leader', async () => {
    const rows = await sailingWith('ongoing');
    const bySail = new Map(rows.map((row) => [row.sail_number, row]));
    // 0.9 × elapsed < 3600 → at most 3999 s after 18:30:00.
    expect(bySail.get('S')).toMatchObject({ status: 'unfinished', beat_leader_by: '19:36:39' });
    expect(bySail.get('L')?.beat_leader_by).toBeNull();
    expect(bySail.get('D')?.beat_leader_by).toBeNull();
  });

  it('gives none once the sailing is finished', async () => {
    const rows = await sailingWith('finished');
    expect(rows.every((row) => row.beat_leader_by === null)).toBe(true);
  });
});
