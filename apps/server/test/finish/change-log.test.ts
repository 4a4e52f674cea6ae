import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
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
import {
  changeAction,
  changesOf,
  clientId,
  parse,
  race,
  recordTiming,
  startGroup,
  storedCompetitor,
} from './finish-helpers.ts';

/**
 * Issue 12: every change to a start time, finish, elapsed time, code, rating or start group is
 * in the sailing's change log ("Ändringar"), whichever route made it; an applied entry can be
 * reverted.
 */
describe.each(databaseKinds)('the change log on %s', (kind) => {
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

  const patch = (id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/competitors/${id}/`, headers: club.headers, payload });
  const putGroup = (id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/start-groups/${id}/`, headers: club.headers, payload });

  it('records the changes of every route, newest first, and nothing else', async () => {
    const { sailing, group, boat } = await race(t, club);
    const jolle = await createStartGroup(t, club, sailing.id, {
      name: 'Jolle',
      start_time: '18:40',
    });
    expectStatus(await putGroup(group.id, { start_time: '18:35', name: 'SRS' }), 200);
    expectStatus(await patch(boat.id, { rating: 0.845, boat_name: 'Vinga II' }), 200);
    expectStatus(await patch(boat.id, { start_group: jolle.id }), 200);
    expectStatus(await recordTiming(t, boat.id, { elapsed_time: 3600 }, club), 200);
    expectStatus(await recordTiming(t, boat.id, { code: 'DNF' }, staff), 200);
    // Not changes of the log's kinds: a name, the same rating again, another PUT field.
    expectStatus(await patch(boat.id, { rating: 0.845, name: 'Eva' }), 200);
    expectStatus(await putGroup(group.id, { name: 'SRS kölbåt' }), 200);

    const log = await changesOf(t, sailing.id, club);
    expect(log.map((c) => [c.kind, c.before, c.after, c.status])).toEqual([
      // The elapsed time gave a finish clock time; DNF cleared it (and with it the elapsed time).
      ['finish', '19:40:00', null, 'applied'],
      ['code', null, 'DNF', 'applied'],
      ['elapsed', null, '3600', 'applied'],
      ['start_group', 'SRS kölbåt', 'Jolle', 'applied'],
      ['rating', '0.9', '0.845', 'applied'],
      ['start_time', '18:30:00', '18:35:00', 'applied'],
    ]);
    expect(log[1]).toMatchObject({
      user: { email: staff.email },
      device: null,
      competitor: { id: boat.id, boat_name: 'Vinga II', sail_number: 'SWE 1234' },
      start_group: { id: jolle.id, name: 'Jolle' },
    });
    expect(log.map((c) => c.id)).toEqual([...log.map((c) => c.id)].sort((a, b) => b - a));
    for (const entry of log) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
  });

  it('logs a finish that lifts a code as two changes, so each can be reverted', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { code: 'DNS' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    const log = await changesOf(t, sailing.id, club);
    expect(log.slice(0, 2).map((c) => [c.kind, c.before, c.after])).toEqual([
      ['code', 'DNS', null],
      ['finish', null, '19:00:00'],
    ]);
  });

  it('reverts a finish: the value before comes back, logged, the entry reverted', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:05' }, club);
    const [latest] = await changesOf(t, sailing.id, club);
    const events = recordEvents(t);
    const response = await changeAction(t, latest!.id, 'revert', club);
    expectStatus(response, 200);
    expect(parse.change(response.json())).toMatchObject({ id: latest!.id, status: 'reverted' });
    expect(events.seen).toEqual([{ type: 'results.changed', event: { sailingId: sailing.id } }]);
    events.stop();
    expect(await storedCompetitor(t, boat.id)).toMatchObject({
      finish_time: '19:00:00',
      elapsed_time: 1800,
    });
    const log = await changesOf(t, sailing.id, club);
    expect(log.slice(0, 2).map((c) => [c.before, c.after, c.status])).toEqual([
      ['19:05:00', '19:00:00', 'applied'],
      ['19:00:00', '19:05:00', 'reverted'],
    ]);
    // Only once: a reverted entry is not reverted again.
    const again = await changeAction(t, latest!.id, 'revert', club);
    expectStatus(again, 400);
    expect(again.json()).toEqual({ non_field_errors: ['Bara en genomförd ändring kan ångras.'] });
  });

  it('refuses to revert a change a later one has changed again, and undoes nothing', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:05' }, club);
    const [newer, older] = await changesOf(t, sailing.id, club);
    const before = await storedCompetitor(t, boat.id);
    const events = recordEvents(t);
    const refused = await changeAction(t, older!.id, 'revert', club);
    expectStatus(refused, 400);
    expect(refused.json()).toEqual({
      non_field_errors: [
        'Värdet har ändrats efter den här ändringen. Ångra den senaste ändringen först.',
      ],
    });
    expect(events.seen).toEqual([]);
    events.stop();
    expect(await storedCompetitor(t, boat.id)).toEqual(before);
    const unchanged = await changesOf(t, sailing.id, club);
    expect(unchanged.map((c) => [c.id, c.status])).toEqual([
      [newer!.id, 'applied'],
      [older!.id, 'applied'],
    ]);

    // The newest first, then the older one: back to no finish, step by step.
    expectStatus(await changeAction(t, newer!.id, 'revert', club), 200);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:00:00');
    expectStatus(await changeAction(t, older!.id, 'revert', club), 200);
    expect(await storedCompetitor(t, boat.id)).toMatchObject({
      finish_time: null,
      elapsed_time: null,
    });
  });

  it('refuses to revert a rating or a start time changed again since', async () => {
    const { sailing, group, boat } = await race(t, club);
    await patch(boat.id, { rating: 0.8 });
    await patch(boat.id, { rating: 0.85 });
    await startGroup(t, group.id, { start_time: '18:31' }, club);
    await startGroup(t, group.id, { start_time: '18:32' }, club);
    const [, startedFirst, , ratedFirst] = await changesOf(t, sailing.id, club);
    expect(ratedFirst).toMatchObject({ kind: 'rating', before: '0.9', after: '0.8' });
    expect(startedFirst).toMatchObject({ kind: 'start_time', after: '18:31:00' });
    for (const entry of [ratedFirst!, startedFirst!]) {
      const response = await changeAction(t, entry.id, 'revert', club);
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: [
          'Värdet har ändrats efter den här ändringen. Ångra den senaste ändringen först.',
        ],
      });
    }
    expect((await storedCompetitor(t, boat.id)).rating).toBe(0.85);
  });

  it('marks a change reverted without writing when a later one already put its before back', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:05' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    const [, middle] = await changesOf(t, sailing.id, club);
    expect(middle).toMatchObject({ before: '19:00:00', after: '19:05:00' });
    const response = await changeAction(t, middle!.id, 'revert', club);
    expectStatus(response, 200);
    expect(parse.change(response.json())).toMatchObject({ id: middle!.id, status: 'reverted' });
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:00:00');
    // Nothing was written, so nothing new is logged.
    expect((await changesOf(t, sailing.id, club)).map((c) => c.status)).toEqual([
      'applied',
      'reverted',
      'applied',
    ]);
  });

  it('reverts a double tap once', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    await recordTiming(t, boat.id, { finish_time: '19:05' }, club);
    const [latest] = await changesOf(t, sailing.id, club);
    const answers = await Promise.all([
      changeAction(t, latest!.id, 'revert', club),
      changeAction(t, latest!.id, 'revert', club),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await changesOf(t, sailing.id, club)).map((c) => c.status)).toEqual([
      'applied',
      'reverted',
      'applied',
    ]);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:00:00');
  });

  it('reverts a start time, a rating and a start group, recomputing elapsed times', async () => {
    const { sailing, group, boat } = await race(t, club);
    const jolle = await createStartGroup(t, club, sailing.id, {
      name: 'Jolle',
      start_time: '18:40',
    });
    await recordTiming(t, boat.id, { finish_time: '19:30' }, club);
    await startGroup(t, group.id, { start_time: '18:31', client_id: clientId() }, club);
    await patch(boat.id, { rating: 0.8 });
    await patch(boat.id, { start_group: jolle.id });
    expect(await storedCompetitor(t, boat.id)).toMatchObject({ elapsed_time: 3000 });
    const [moved, rated, started] = await changesOf(t, sailing.id, club);
    expectStatus(await changeAction(t, moved!.id, 'revert', club), 200);
    expect(await storedCompetitor(t, boat.id)).toMatchObject({
      start_group_id: group.id,
      elapsed_time: 3540,
    });
    expectStatus(await changeAction(t, rated!.id, 'revert', club), 200);
    expect((await storedCompetitor(t, boat.id)).rating).toBe(0.9);
    expectStatus(await changeAction(t, started!.id, 'revert', club), 200);
    expect(await storedCompetitor(t, boat.id)).toMatchObject({ elapsed_time: 3600 });
    const group1 = await t.db
      .selectFrom('start_groups')
      .select('start_time')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(group1.start_time).toBe('18:30:00');
  });

  it('refuses to revert a move into a group that was deleted', async () => {
    const { sailing, boat } = await race(t, club);
    const jolle = await createStartGroup(t, club, sailing.id, { name: 'Jolle' });
    await patch(boat.id, { start_group: null });
    await patch(boat.id, { start_group: jolle.id });
    await t.request({
      method: 'DELETE',
      url: `/api/start-groups/${jolle.id}/`,
      headers: club.headers,
    });
    const [, ungrouped] = await changesOf(t, sailing.id, club);
    expect(ungrouped).toMatchObject({ kind: 'start_group', after: null });
    const [moved] = (await changesOf(t, sailing.id, club)).filter((c) => c.after !== null);
    expect(moved!.after).toBe('Borttagen startgrupp');
    // Putting her back where she was (no group) still works.
    expectStatus(await changeAction(t, moved!.id, 'revert', club), 200);
    const response = await changeAction(t, ungrouped!.id, 'revert', club);
    expectStatus(response, 200);
  });

  it('refuses to apply an applied entry', async () => {
    const { sailing, boat } = await race(t, club);
    await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
    const [entry] = await changesOf(t, sailing.id, club);
    const response = await changeAction(t, entry!.id, 'apply', club);
    expectStatus(response, 400);
    expect(response.json()).toEqual({
      non_field_errors: ['Bara en sparad stämpling eller en konflikt kan genomföras.'],
    });
  });

  describe('permissions', () => {
    async function loggedRace(status = 'upcoming') {
      const { sailing, boat } = await race(t, club, { status });
      await recordTiming(t, boat.id, { finish_time: '19:00' }, club);
      const [entry] = await changesOf(t, sailing.id, club);
      return { sailing, boat, entry: entry! };
    }
    const list = (sailingId: number, actor: Actor | null) =>
      t.request({
        method: 'GET',
        url: `/api/sailings/${sailingId}/changes/`,
        headers: bearer(actor),
      });

    it.each([
      { name: 'anonymous', who: null, status: 401 },
      { name: 'a sailor', who: 'sailor', status: 403 },
      { name: 'another club', who: 'otherClub', status: 403 },
      { name: 'staff', who: 'staff', status: 200 },
    ] as const)('answers $name $status', async ({ who, status }) => {
      const { sailing, boat, entry } = await loggedRace();
      const actor = who === null ? null : { sailor, otherClub, staff }[who];
      expectStatus(await list(sailing.id, actor), status);
      expectStatus(await changeAction(t, entry.id, 'revert', actor), status);
      const stored = await storedCompetitor(t, boat.id);
      expect(stored.finish_time).toBe(status === 200 ? null : '19:00:00');
      expectStatus(await changeAction(t, entry.id, 'apply', actor), status === 200 ? 400 : status);
    });

    it('answers 404 for a draft of another club, and for unknown ids', async () => {
      const { sailing, entry } = await loggedRace('unpublished');
      expectStatus(await list(sailing.id, otherClub), 404);
      expectStatus(await list(sailing.id, sailor), 404);
      expectStatus(await changeAction(t, entry.id, 'revert', otherClub), 404);
      expectStatus(await changeAction(t, entry.id, 'apply', otherClub), 404);
      expectStatus(await list(999_999, club), 404);
      expectStatus(await list(0, club), 404);
      expectStatus(await changeAction(t, 999_999, 'revert', club), 404);
      expectStatus(await changeAction(t, 'x' as unknown as number, 'apply', club), 404);
    });
  });
});
