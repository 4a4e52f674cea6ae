import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  expectStatus,
  makeClubActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  changeAction,
  changesOf,
  clientId,
  parse,
  race,
  recordTiming,
  storedCompetitor,
} from './finish-helpers.ts';

const CONFLICT =
  'Tiden har ändrats av någon annan sedan du såg den. Ändringen sparades inte; den finns i Ändringar.';

/**
 * Issue 12, several scorers: of two stamps of one boat the earlier stands and the later is kept
 * in the change log; an edit made over someone else's change is a conflict (409) resolved by
 * applying its entry.
 */
describe.each(databaseKinds)('stamps and conflicts on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const stamp = (id: number, time: string, device: string) =>
    recordTiming(t, id, { finish_time: time, stamped: true, client_id: clientId(), device }, club);

  it('keeps a later stamp: the earlier stands, both phones get the same boat', async () => {
    const { sailing, boat } = await race(t, club);
    const first = await stamp(boat.id, '19:45:10', 'Telefon A');
    const second = await stamp(boat.id, '19:45:12', 'Telefon B');
    expectStatus(first, 200);
    expectStatus(second, 200);
    expect(parse.competitor(second.json())).toEqual(parse.competitor(first.json()));
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:45:10');
    const log = await changesOf(t, sailing.id, club);
    expect(log.map((c) => [c.device, c.kind, c.before, c.after, c.status])).toEqual([
      ['Telefon B', 'finish', '19:45:10', '19:45:12', 'kept'],
      ['Telefon A', 'finish', null, '19:45:10', 'applied'],
    ]);
  });

  it('lets an earlier stamp that syncs late replace a later one, which is then kept', async () => {
    const { sailing, boat } = await race(t, club);
    expectStatus(await stamp(boat.id, '19:45:12', 'Telefon B'), 200);
    const late = await stamp(boat.id, '19:45:10', 'Telefon A');
    expectStatus(late, 200);
    expect(late.json()).toMatchObject({ finish_time: '19:45:10', elapsed_time: 4510 });
    const log = await changesOf(t, sailing.id, club);
    expect(log.map((c) => [c.device, c.before, c.after, c.status])).toEqual([
      ['Telefon A', '19:45:12', '19:45:10', 'applied'],
      ['Telefon B', null, '19:45:12', 'kept'],
    ]);
  });

  it('ends two phones stamping one boat at once with one finish, the earlier', async () => {
    for (const order of [
      ['19:45:10', '19:45:11'],
      ['19:45:11', '19:45:10'],
    ]) {
      const { sailing, boat } = await race(t, club);
      const answers = await Promise.all(
        order.map((time, index) => stamp(boat.id, time, `Telefon ${index + 1}`)),
      );
      // Each answer is the boat as she stood after that write; she ends with the earlier stamp.
      for (const answer of answers) expectStatus(answer, 200);
      expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:45:10');
      const log = await changesOf(t, sailing.id, club);
      expect(log.map((c) => `${c.after} ${c.status}`).sort()).toEqual([
        '19:45:10 applied',
        '19:45:11 kept',
      ]);
    }
  });

  it('compares stamps after midnight by the race, not the clock', async () => {
    const { boat } = await race(t, club, { startTime: '23:00' });
    expectStatus(await stamp(boat.id, '23:59:58', 'A'), 200);
    expectStatus(await stamp(boat.id, '00:00:02', 'B'), 200);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('23:59:58');
  });

  it('never lets a stamp overwrite a finish entered by hand', async () => {
    const { sailing, boat } = await race(t, club);
    expectStatus(await recordTiming(t, boat.id, { finish_time: '19:50:00' }, club), 200);
    expectStatus(await stamp(boat.id, '19:45:10', 'A'), 200);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:50:00');
    expect((await changesOf(t, sailing.id, club))[0]).toMatchObject({
      status: 'kept',
      after: '19:45:10',
    });
  });

  it('applies a kept stamp with one tap', async () => {
    const { sailing, boat } = await race(t, club);
    await stamp(boat.id, '19:45:10', 'A');
    await stamp(boat.id, '19:45:30', 'B');
    const [kept] = await changesOf(t, sailing.id, club);
    const applied = await changeAction(t, kept!.id, 'apply', club);
    expectStatus(applied, 200);
    expect(parse.change(applied.json())).toMatchObject({
      id: kept!.id,
      status: 'applied',
      before: '19:45:10',
      after: '19:45:30',
    });
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:45:30');
  });

  it('refuses an edit over someone else’s change: 409 with a conflict entry, nothing applied', async () => {
    const { sailing, boat } = await race(t, club);
    expectStatus(await stamp(boat.id, '19:45:10', 'A'), 200);
    // Phone B, offline, saw 19:45:10 and corrects it; meanwhile phone A corrected it too.
    expectStatus(
      await recordTiming(t, boat.id, { finish_time: '19:46:00', base: '19:45:10' }, club),
      200,
    );
    const stale = await recordTiming(
      t,
      boat.id,
      { finish_time: '19:44:00', base: '19:45:10', device: 'Telefon B', client_id: clientId() },
      club,
    );
    expectStatus(stale, 409);
    const conflict = parse.conflict(stale.json());
    expect(conflict.detail).toBe(CONFLICT);
    expect(conflict.change).toMatchObject({
      kind: 'finish',
      before: '19:46:00',
      after: '19:44:00',
      status: 'conflict',
      device: 'Telefon B',
    });
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:46:00');
    // The race officer resolves it with one tap.
    const applied = await changeAction(t, conflict.change.id, 'apply', club);
    expectStatus(applied, 200);
    expect(applied.json()).toMatchObject({ status: 'applied', before: '19:46:00' });
    expect(await storedCompetitor(t, boat.id)).toMatchObject({
      finish_time: '19:44:00',
      elapsed_time: 4440,
    });
    expect((await changesOf(t, sailing.id, club)).map((c) => c.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
  });

  it('keeps the standing time against a conflict with the other tap, once', async () => {
    const { sailing, boat } = await race(t, club);
    expectStatus(await stamp(boat.id, '19:45:10', 'A'), 200);
    await recordTiming(t, boat.id, { finish_time: '19:46:00', base: '19:45:10' }, club);
    const stale = await recordTiming(
      t,
      boat.id,
      { finish_time: '19:44:00', base: '19:45:10', device: 'Telefon B' },
      club,
    );
    const { change } = parse.conflict(stale.json());
    const kept = await changeAction(t, change.id, 'dismiss', club);
    expectStatus(kept, 200);
    expect(kept.json()).toMatchObject({ id: change.id, status: 'kept', after: '19:44:00' });
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:46:00');
    // Settled: neither a second keep nor a dismiss of anything but a conflict.
    const again = await changeAction(t, change.id, 'dismiss', club);
    expectStatus(again, 400);
    expect(again.json()).toEqual({
      non_field_errors: ['Bara en konflikt kan lösas genom att behålla värdet.'],
    });
    const [latest] = await changesOf(t, sailing.id, club);
    expectStatus(await changeAction(t, latest!.id, 'dismiss', club), 400);
    // Kept, it can still be applied later with one tap.
    expectStatus(await changeAction(t, change.id, 'apply', club), 200);
    expect((await storedCompetitor(t, boat.id)).finish_time).toBe('19:44:00');
  });

  it('lets only the club and staff keep a conflict', async () => {
    const { sailing, boat } = await race(t, club);
    await stamp(boat.id, '19:45:10', 'A');
    await recordTiming(t, boat.id, { finish_time: '19:46:00', base: '19:45:10' }, club);
    const stale = await recordTiming(
      t,
      boat.id,
      { finish_time: '19:44:00', base: '19:45:10' },
      club,
    );
    const { change } = parse.conflict(stale.json());
    expectStatus(await changeAction(t, change.id, 'dismiss', null), 401);
    expectStatus(await changeAction(t, change.id, 'dismiss', otherClub), 403);
    expectStatus(await changeAction(t, 999_999, 'dismiss', club), 404);
    expect((await changesOf(t, sailing.id, club))[0]).toMatchObject({ status: 'conflict' });
    expectStatus(await changeAction(t, change.id, 'dismiss', staff), 200);
  });

  it('answers a retried conflict the same 409, with one entry', async () => {
    const { sailing, boat } = await race(t, club);
    await stamp(boat.id, '19:45:10', 'A');
    const body = { finish_time: null, base: '19:40:00', client_id: clientId() };
    const first = await recordTiming(t, boat.id, body, club);
    const second = await recordTiming(t, boat.id, body, club);
    expectStatus(first, 409);
    expectStatus(second, 409);
    expect(second.json()).toEqual(first.json());
    expect(
      (await changesOf(t, sailing.id, club)).filter((c) => c.status === 'conflict'),
    ).toHaveLength(1);
  });

  it('checks a code against the finish the device showed', async () => {
    const { boat } = await race(t, club);
    await stamp(boat.id, '19:45:10', 'A');
    const response = await recordTiming(t, boat.id, { code: 'DNF', base: null }, club);
    expectStatus(response, 409);
    expect(parse.conflict(response.json()).change).toMatchObject({
      kind: 'code',
      before: null,
      after: 'DNF',
    });
    expect((await storedCompetitor(t, boat.id)).code).toBeNull();
  });

  it('applies an edit whose base is what the server has, and one without a base', async () => {
    const { boat } = await race(t, club);
    await stamp(boat.id, '19:45:10', 'A');
    const undo = await recordTiming(t, boat.id, { finish_time: null, base: '19:45:10' }, club);
    expectStatus(undo, 200);
    expect(undo.json()).toMatchObject({ finish_time: null, elapsed_time: null });
    const plain = await recordTiming(t, boat.id, { finish_time: '19:47' }, club);
    expect(plain.json()).toMatchObject({ finish_time: '19:47:00' });
    // A stamp after an undo is a boat without a finish: it applies.
    await recordTiming(t, boat.id, { finish_time: null, base: '19:47' }, club);
    expect((await stamp(boat.id, '19:48:00', 'A')).json()).toMatchObject({
      finish_time: '19:48:00',
    });
  });
});
