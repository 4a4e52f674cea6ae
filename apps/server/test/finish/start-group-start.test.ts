import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createCompetitor,
  createStartGroup,
  expectStatus,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { changesOf, parse, race, recordTiming, startGroup } from './finish-helpers.ts';

/** Issue 12: "Start nu" stamps the gun as a start group's start time and starts the sailing. */
describe.each(databaseKinds)('POST /api/start-groups/{id}/start/ on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const statusOf = async (sailingId: number) =>
    (
      await t.db
        .selectFrom('sailings')
        .select('status')
        .where('id', '=', sailingId)
        .executeTakeFirstOrThrow()
    ).status;

  it('sets the start time, recomputes elapsed times and starts an upcoming sailing', async () => {
    const { sailing, group, boat } = await race(t, club);
    expectStatus(await recordTiming(t, boat.id, { finish_time: '19:45:10' }, club), 200);
    const events = recordEvents(t);
    const response = await startGroup(t, group.id, { start_time: '18:32:05', device: 'A' }, club);
    expectStatus(response, 200);
    const answer = parse.group(response.json());
    expect(answer).toMatchObject({ id: group.id, start_time: '18:32:05' });
    expect(answer.competitors.find((c) => c.id === boat.id)).toMatchObject({
      start: '18:32:05',
      finish_time: '19:45:10',
      elapsed_time: 4385,
    });
    expect(await statusOf(sailing.id)).toBe('ongoing');
    expect(events.seen.map((e) => e.type).sort()).toEqual(['results.changed', 'sailing.changed']);
    events.stop();
    const [entry] = await changesOf(t, sailing.id, club);
    expect(entry).toMatchObject({
      kind: 'start_time',
      before: '18:30:00',
      after: '18:32:05',
      device: 'A',
      status: 'applied',
      start_group: { id: group.id, name: 'SRS kölbåt' },
      competitor: null,
    });
  });

  it('takes HH:MM and leaves an ongoing sailing ongoing', async () => {
    const { sailing, group } = await race(t, club, { status: 'upcoming' });
    expectStatus(await startGroup(t, group.id, { start_time: '18:40' }, club), 200);
    const second = await startGroup(t, group.id, { start_time: '18:45' }, staff);
    expectStatus(second, 200);
    expect(second.json()).toMatchObject({ start_time: '18:45:00' });
    expect(await statusOf(sailing.id)).toBe('ongoing');
  });

  it('only sets the time of a sailing that is not upcoming (a draft stays a draft)', async () => {
    const { sailing, group } = await race(t, club, { status: 'unpublished' });
    expectStatus(await startGroup(t, group.id, { start_time: '18:40' }, club), 200);
    expect(await statusOf(sailing.id)).toBe('unpublished');
  });

  it('moves the pursuit starts with the gun', async () => {
    const { sailing } = await race(t, club);
    const group = await createStartGroup(t, club, sailing.id, {
      name: 'Jakt',
      start_time: '18:00',
      start_type: 'pursuit',
      pursuit_minutes: 60,
    });
    await createCompetitor(t, club, sailing.id, { start_group: group.id, rating: 0.8 });
    const fast = await createCompetitor(t, club, sailing.id, { start_group: group.id, rating: 1 });
    const response = await startGroup(t, group.id, { start_time: '18:10' }, club);
    const answer = parse.group(response.json());
    expect(answer.competitors.find((c) => c.id === fast.id)?.start).toBe('18:22:00');
  });

  it.each([
    ['anonymous', null, 401],
    ['a sailor', 'sailor', 403],
    ['another club', 'otherClub', 403],
  ] as const)('refuses %s', async (_name, who, status) => {
    const { sailing, group } = await race(t, club);
    const actor = who === null ? null : { sailor, otherClub }[who];
    const response = await startGroup(t, group.id, { start_time: '18:40' }, actor);
    expectStatus(response, status);
    expect(await statusOf(sailing.id)).toBe('upcoming');
    expect(await changesOf(t, sailing.id, club)).toEqual([]);
  });

  it('answers 404 for a group of a draft another club owns, and for unknown groups', async () => {
    const { group } = await race(t, club, { status: 'unpublished' });
    expectStatus(await startGroup(t, group.id, { start_time: '18:40' }, otherClub), 404);
    expectStatus(await startGroup(t, group.id, { start_time: 'x' }, otherClub), 404);
    expectStatus(await startGroup(t, 999_999, { start_time: '18:40' }, club), 404);
  });

  it.each([
    [{}, 'start_time'],
    [{ start_time: null }, 'start_time'],
    [{ start_time: '' }, 'start_time'],
    [{ start_time: '24:00' }, 'start_time'],
    [{ start_time: '18:40', client_id: 'nope' }, 'client_id'],
    [{ start_time: '18:40', extra: 1 }, 'extra'],
  ])('refuses the body %j with a 400', async (payload, field) => {
    const { sailing, group } = await race(t, club);
    const response = await startGroup(t, group.id, payload, club);
    expectStatus(response, 400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await statusOf(sailing.id)).toBe('upcoming');
  });
});
