import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SailingStatus } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  type CompetitorInput,
  insertCompetitor,
  insertSailing,
  insertSailor,
  makeClubActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Entry {
  name: string;
  boat_name: string;
  boat_type: string;
  sail_number: string;
  club_name: string;
  rating: number | null;
  sailor: number | null;
}

describe.each(databaseKinds)('distinct competitors on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const distinct = (slug: string, query = '', headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/api/clubs/${slug}/distinct-competitors/${query}`, headers });

  /** An entry as a club types it: the details not given are left empty. */
  const enter = (sailingId: number, entry: Omit<CompetitorInput, 'sailingId'>) =>
    insertCompetitor(t.db, {
      sailingId,
      name: '',
      boatName: '',
      boatType: '',
      sailNumber: '',
      ...entry,
    });

  const sailingOn = async (clubId: number, startDate: string, status?: SailingStatus) =>
    (await insertSailing(t.db, { clubId, startDate, status })).id;

  /** A club with three earlier sailings (one unpublished) and a coming one. */
  async function fleet() {
    const club = await makeClubActor(t);
    const stranger = await makeClubActor(t);
    const { id: skipper } = await insertSailor(t.db, { firstName: 'Karin', lastName: 'Ek' });
    const first = await sailingOn(club.clubId, '2026-05-06', 'finished');
    const second = await sailingOn(club.clubId, '2026-05-13', 'finished');
    const hidden = await sailingOn(club.clubId, '2026-05-20', 'unpublished');
    const coming = await sailingOn(club.clubId, '2026-05-27');
    const elsewhere = await sailingOn(stranger.clubId, '2026-06-01');

    await enter(first, {
      name: 'Karin Ek',
      boatName: 'Vinga',
      boatType: 'Express',
      sailNumber: 'SWE 1',
      rating: 0.9,
      sailorId: skipper,
    });
    await enter(first, { name: 'Per Lind', boatName: 'Bris', sailNumber: 'SWE 2' });
    await enter(first, { name: 'Ulla Ås', boatName: 'Bris', sailNumber: 'SWE 3' });
    await enter(first, { name: 'Utan Båt' });
    await enter(second, {
      name: 'Karin Ek',
      boatName: 'Vinga II',
      boatType: 'J/70',
      sailNumber: 'SWE 11',
      clubName: 'KSSS',
      rating: 0.95,
      sailorId: skipper,
    });
    await enter(second, { name: 'Per Lind', boatName: 'bris', sailNumber: 'swe2', rating: 1.05 });
    await enter(hidden, { name: 'Hemlig', boatName: 'Skugga', sailNumber: 'SWE 9' });
    await enter(elsewhere, { name: 'Främling', boatName: 'Borta', sailNumber: 'X' });
    return { club, stranger, skipper, first, second, hidden, coming, elsewhere };
  }

  it('answers each boat once, from its latest entry, latest first', async () => {
    const { club, skipper } = await fleet();
    const response = await distinct(club.slug);
    expect(response.statusCode).toBe(200);
    const entries = response.json<Entry[]>();
    expect(entries).toEqual([
      {
        name: 'Per Lind',
        boat_name: 'bris',
        boat_type: '',
        sail_number: 'swe2',
        club_name: '',
        rating: 1.05,
        sailor: null,
      },
      {
        name: 'Karin Ek',
        boat_name: 'Vinga II',
        boat_type: 'J/70',
        sail_number: 'SWE 11',
        club_name: 'KSSS',
        rating: 0.95,
        sailor: skipper,
      },
      expect.objectContaining({ name: 'Utan Båt', boat_name: '', sail_number: '' }),
      expect.objectContaining({ name: 'Ulla Ås', boat_name: 'Bris', sail_number: 'SWE 3' }),
    ]);
  });

  it('shows entries of unpublished sailings only to the club itself and staff', async () => {
    const { club, stranger } = await fleet();
    for (const headers of [club.headers, staff.headers]) {
      const names = (await distinct(club.slug, '', headers)).json<Entry[]>().map((e) => e.name);
      expect(names[0]).toBe('Hemlig');
      expect(names).toHaveLength(5);
    }
    const asStranger = (await distinct(club.slug, '', stranger.headers)).json<Entry[]>();
    expect(asStranger.map((entry) => entry.name)).not.toContain('Hemlig');
  });

  it('leaves out the boats already entered in the given sailing', async () => {
    const { club, skipper, coming } = await fleet();
    // The sailor entered with yet another boat, and Bris under its sail number without a sailor.
    await enter(coming, { name: 'Karin Ek', boatName: 'Ny', sailorId: skipper });
    await enter(coming, { name: 'Någon', boatName: 'BRIS', sailNumber: 'SWE2' });
    const response = await distinct(club.slug, `?sailing_id=${coming}`, club.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Entry[]>().map((entry) => entry.name)).toEqual([
      'Hemlig',
      'Utan Båt',
      'Ulla Ås',
    ]);
    const empty = await distinct(club.slug, '?sailing_id=', club.headers);
    expect(empty.json<Entry[]>()).toHaveLength(5);
  });

  it('refuses a sailing of another club, an unknown sailing and a malformed id', async () => {
    const { club, elsewhere } = await fleet();
    const foreign = await distinct(club.slug, `?sailing_id=${elsewhere}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ sailing_id: ['Seglingen hör inte till den här klubben.'] });
    const unknown = await distinct(club.slug, '?sailing_id=99999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ sailing_id: ['Seglingen finns inte.'] });
    for (const bad of ['abc', '-1', '1.5', '0', '9999999999', '99999999999']) {
      const malformed = await distinct(club.slug, `?sailing_id=${bad}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        sailing_id: ['Ange ett giltigt id, eller lämna fältet tomt.'],
      });
    }
  });

  it('answers an empty list for a club without sailings, and 404 for an unknown club', async () => {
    const club = await makeClubActor(t);
    const response = await distinct(club.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const unknown = await distinct('finns-inte');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Hittades inte.' });
  });
});
