import { randomUUID } from 'node:crypto';
import { sailingDetailSchema, sailingResultsSchema, type SailingResultRow } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createCompetitor,
  createSailing,
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
  parse,
  recordTiming,
  storedCompetitor,
} from '../finish/finish-helpers.ts';

/**
 * Issue 13, item 7: a sailor entered in an ongoing sailing reports her own finish; the club
 * approves it (or a corrected time), one by one or all at once; the sailing decides whether a
 * report counts at once or once approved; every report and approval is in the change log.
 */
describe.each(databaseKinds)('finish reports on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let sailor: SailorActor;
  let otherSailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    sailor = await makeSailorActor(t, { firstName: 'Anna', lastName: 'Lind' });
    otherSailor = await makeSailorActor(t);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  /** An ongoing sailing (start 18:30) with the sailor's entry and one more boat. */
  async function ongoing(
    options: { reported?: 'immediately' | 'after_approval'; startTime?: string | null } = {},
  ) {
    const sailing = await createSailing(t, club, {
      status: 'upcoming',
      ...(options.reported ? { reported_finishes: options.reported } : {}),
    });
    const group = await createStartGroup(t, club, sailing.id, {
      start_time: options.startTime === undefined ? '18:30' : options.startTime,
    });
    const entry = await createCompetitor(t, club, sailing.id, {
      start_group: group.id,
      sailor: sailor.sailorId,
      boat_name: 'Vinga',
      rating: 1,
    });
    const other = await createCompetitor(t, club, sailing.id, {
      start_group: group.id,
      boat_name: 'Kajsa',
      rating: 1,
    });
    await setStatus(sailing.id, 'ongoing');
    return { sailing, group, entry, other };
  }
  async function setStatus(id: number, status: string) {
    const response = await t.request({
      method: 'PUT',
      url: `/api/sailings/${id}/`,
      headers: club.headers,
      payload: { id, status },
    });
    expectStatus(response, 200);
  }
  const report = (id: number, payload: Record<string, unknown>, actor: Actor | null = sailor) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${id}/report-finish/`,
      headers: bearer(actor),
      payload,
    });
  const approve = (id: number, payload: Record<string, unknown> = {}, actor: Actor = club) =>
    t.request({
      method: 'POST',
      url: `/api/competitors/${id}/approve-finish/`,
      headers: bearer(actor),
      payload,
    });
  const approveAll = (sailingId: number, actor: Actor | null = club) =>
    t.request({
      method: 'POST',
      url: `/api/sailings/${sailingId}/approve-finishes/`,
      headers: bearer(actor),
    });
  async function rowOf(sailingId: number, competitorId: number): Promise<SailingResultRow> {
    const response = await t.request({ method: 'GET', url: `/api/sailings/${sailingId}/results/` });
    expectStatus(response, 200);
    const results = sailingResultsSchema.parse(response.json());
    const row = results.groups.flatMap((g) => g.rows).find((r) => r.competitor_id === competitorId);
    if (!row) throw new Error('no row');
    return row;
  }

  it('waits for approval by default: recorded, logged, not in the results', async () => {
    const { sailing, entry } = await ongoing();
    const events = recordEvents(t);
    const response = await report(entry.id, {
      finish_time: '19:45:10',
      note: 'Gick i mål vid bojen',
    });
    events.stop();
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      competitor_id: entry.id,
      finish_time: '19:45:10',
      counts: 'after_approval',
      message: 'Din måltid 19:45:10 är rapporterad. Den räknas när klubben har godkänt den.',
    });
    expect(events.seen.map((e) => e.type)).toContain('results.changed');
    const stored = await storedCompetitor(t, entry.id);
    expect(stored).toMatchObject({
      reported_finish: '19:45:10',
      reported_note: 'Gick i mål vid bojen',
      report_status: 'pending',
      finish_time: null,
    });
    const row = await rowOf(sailing.id, entry.id);
    expect(row).toMatchObject({ finish_time: null, status: 'unfinished', reported: false });
    const detail = await t.request({
      method: 'GET',
      url: `/api/competitors/${entry.id}/`,
      headers: club.headers,
    });
    expect(parse.competitor(detail.json()).report).toMatchObject({
      finish_time: '19:45:10',
      note: 'Gick i mål vid bojen',
      status: 'pending',
      counted: false,
    });
    const [latest] = await changesOf(t, sailing.id, club);
    expect(latest).toMatchObject({
      kind: 'report',
      before: null,
      after: '19:45:10',
      status: 'applied',
      user: { id: sailor.userId },
    });
  });

  it('keeps her note for the club: others read the report without it', async () => {
    const { sailing, entry } = await ongoing();
    expectStatus(await report(entry.id, { finish_time: '19:45:10', note: 'Rundade fel boj' }), 200);
    const noteOf = async (actor: Actor | null) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: bearer(actor),
      });
      expectStatus(response, 200);
      const detail = sailingDetailSchema.parse(response.json());
      const competitor = detail.competitors.find((c) => c.id === entry.id);
      const grouped = detail.start_groups[0]!.competitors.find((c) => c.id === entry.id);
      expect(grouped?.report?.note).toBe(competitor?.report?.note);
      return competitor?.report?.note;
    };
    expect(await noteOf(club)).toBe('Rundade fel boj');
    expect(await noteOf(staff)).toBe('Rundade fel boj');
    expect(await noteOf(null)).toBe('');
    expect(await noteOf(otherSailor)).toBe('');
    const single = await t.request({ method: 'GET', url: `/api/competitors/${entry.id}/` });
    expect(parse.competitor(single.json()).report).toMatchObject({
      finish_time: '19:45:10',
      note: '',
    });
  });

  it('approves the reported time: it becomes the finish, elapsed recomputed, logged', async () => {
    const { sailing, entry } = await ongoing();
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }), 200);
    const response = await approve(entry.id);
    expectStatus(response, 200);
    expect(parse.competitor(response.json())).toMatchObject({
      finish_time: '19:45:10',
      elapsed_time: 4510,
      report: { status: 'approved', counted: false },
    });
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({
      finish_time: '19:45:10',
      status: 'finished',
      reported: false,
    });
    const kinds = (await changesOf(t, sailing.id, club)).slice(0, 3).map((c) => c.kind);
    expect(kinds).toEqual(['approval', 'finish', 'report']);
  });

  it('approves a corrected time instead', async () => {
    const { entry } = await ongoing();
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }), 200);
    const response = await approve(entry.id, { finish_time: '19:44' });
    expectStatus(response, 200);
    expect(parse.competitor(response.json())).toMatchObject({
      finish_time: '19:44:00',
      elapsed_time: 4440,
      report: { finish_time: '19:45:10', status: 'approved' },
    });
  });

  it('counts at once when the sailing says so, marked as reported until approved', async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately' });
    const response = await report(entry.id, { finish_time: '19:45:10' });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ counts: 'immediately' });
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({
      finish_time: '19:45:10',
      elapsed_time: 4510,
      status: 'finished',
      reported: true,
    });
    // She corrects herself: her own counted report is replaced, not kept.
    expect((await report(entry.id, { finish_time: '19:45:05' })).json()).toMatchObject({
      counts: 'immediately',
    });
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({
      finish_time: '19:45:05',
      reported: true,
    });
    expectStatus(await approve(entry.id), 200);
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({
      finish_time: '19:45:05',
      reported: false,
    });
  });

  it("never overwrites the club's finish: the report is kept for the record", async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately' });
    expectStatus(await recordTiming(t, entry.id, { finish_time: '19:40:00' }, club), 200);
    const response = await report(entry.id, { finish_time: '19:45:10' });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      counts: 'kept',
      message:
        'Din måltid 19:45:10 är rapporterad. Klubben hade redan registrerat din målgång; klubbens tid gäller och din rapport sparas.',
    });
    expect(await storedCompetitor(t, entry.id)).toMatchObject({
      finish_time: '19:40:00',
      reported_finish: '19:45:10',
      report_status: null,
    });
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({ reported: false });
    const [latest] = await changesOf(t, sailing.id, club);
    expect(latest).toMatchObject({ kind: 'report', status: 'kept' });
    // A report or approval entry is a record: it cannot be reverted or applied.
    expectStatus(await changeAction(t, latest!.id, 'apply', club), 400);
  });

  it("the club's stamp replaces a report counted at once; the report then waits apart", async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately' });
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }), 200);
    const stamp = await recordTiming(
      t,
      entry.id,
      { finish_time: '19:46:02', stamped: true, client_id: randomUUID() },
      club,
    );
    expectStatus(stamp, 200);
    expect(await rowOf(sailing.id, entry.id)).toMatchObject({
      finish_time: '19:46:02',
      reported: false,
    });
    // Still there for the club to decide on, but "Godkänn alla" leaves the club's time alone.
    expect(await storedCompetitor(t, entry.id)).toMatchObject({ report_status: 'pending' });
    expect((await approveAll(sailing.id)).json()).toEqual({ approved: 0 });
  });

  it('a report entry cannot be reverted; the finish it set can', async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately' });
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }), 200);
    const changes = await changesOf(t, sailing.id, club);
    const reportEntry = changes.find((c) => c.kind === 'report')!;
    const finishEntry = changes.find((c) => c.kind === 'finish')!;
    const refused = await changeAction(t, reportEntry.id, 'revert', club);
    expectStatus(refused, 400);
    expect(refused.json()).toMatchObject({
      non_field_errors: [expect.stringContaining('kan inte ångras')],
    });
    expectStatus(await changeAction(t, finishEntry.id, 'revert', club), 200);
    expect(await storedCompetitor(t, entry.id)).toMatchObject({ finish_time: null });
  });

  it('applies a retried client id once', async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately' });
    const id = randomUUID();
    const first = await report(entry.id, {
      finish_time: '19:45:10',
      client_id: id,
      device: 'Annas telefon',
    });
    const second = await report(entry.id, {
      finish_time: '19:45:10',
      client_id: id,
      device: 'Annas telefon',
    });
    expectStatus(first, 200);
    expectStatus(second, 200);
    expect(second.json()).toEqual(first.json());
    const reports = (await changesOf(t, sailing.id, club)).filter((c) => c.kind === 'report');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ device: 'Annas telefon' });
    // The same id for another write is refused.
    const { entry: another } = await ongoing();
    const reused = await report(another.id, { finish_time: '19:45:10', client_id: id });
    expectStatus(reused, 400);
    expect(reused.json()).toHaveProperty('client_id');
  });

  it('"Godkänn alla" approves every waiting report, but not one the club has timed over', async () => {
    const { sailing, entry, other } = await ongoing();
    const second = await makeSailorActor(t);
    await t.db
      .updateTable('competitors')
      .set({ sailor_id: second.sailorId })
      .where('id', '=', other.id)
      .execute();
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }), 200);
    expectStatus(await report(other.id, { finish_time: '19:50:00' }, second), 200);
    // The club records the other boat itself after her report came.
    expectStatus(await recordTiming(t, other.id, { finish_time: '19:49:30' }, club), 200);
    const response = await approveAll(sailing.id);
    expectStatus(response, 200);
    expect(response.json()).toEqual({ approved: 1 });
    expect(await storedCompetitor(t, entry.id)).toMatchObject({
      finish_time: '19:45:10',
      report_status: 'approved',
    });
    expect(await storedCompetitor(t, other.id)).toMatchObject({
      finish_time: '19:49:30',
      report_status: 'pending',
    });
    expect((await approveAll(sailing.id, staff)).json()).toEqual({ approved: 0 });
  });

  it('refuses bad input with Swedish field errors', async () => {
    const { entry } = await ongoing();
    for (const payload of [
      {},
      { finish_time: '25:00:00' },
      { finish_time: 'snart' },
      { finish_time: null },
      { finish_time: '19:45:10', note: 'x'.repeat(501) },
      { finish_time: '19:45:10', client_id: 'inte-ett-uuid' },
      { finish_time: '19:45:10', extra: 1 },
    ]) {
      const response = await report(entry.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const early = await report(entry.id, { finish_time: '17:45:00' });
    expectStatus(early, 400);
    expect(early.json()).toMatchObject({
      finish_time: [expect.stringContaining('före starttiden')],
    });
    expectStatus(await approve(entry.id, { finish_time: 'nu' }), 400);
    const none = await approve(entry.id);
    expectStatus(none, 400);
    expect(none.json()).toHaveProperty('non_field_errors', [
      'Deltagaren har ingen rapporterad måltid att godkänna.',
    ]);
  });

  it('answers odd values in every field below 500, as field errors', async () => {
    const { entry } = await ongoing();
    const odd: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      ' ',
      '\u0000',
      'x'.repeat(10_000),
      [],
      {},
      ['19:45:10'],
      { finish_time: '19:45:10' },
      '19:45:10\n',
      '99:99:99',
      '19:45:10.5',
    ];
    for (const field of ['finish_time', 'note', 'client_id', 'device']) {
      for (const value of odd) {
        const payload = { finish_time: '19:45:10', [field]: value };
        const response = await report(entry.id, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
        if (response.statusCode === 400) expect(Object.keys(response.json())).toEqual([field]);
      }
    }
    for (const value of odd) {
      const response = await approve(entry.id, { finish_time: value });
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('lets only her report, only while the sailing is on', async () => {
    const { sailing, entry, other } = await ongoing();
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }, null), 401);
    const notHers = await report(other.id, { finish_time: '19:45:10' });
    expectStatus(notHers, 403);
    expect(notHers.json()).toEqual({
      detail: 'Du kan bara rapportera måltid för din egen anmälan.',
    });
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }, otherSailor), 403);
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }, club), 403);
    expectStatus(await report(entry.id, { finish_time: '19:45:10' }, staff), 403);
    expectStatus(await report(999999, { finish_time: '19:45:10' }), 404);
    await setStatus(sailing.id, 'finished');
    const late = await report(entry.id, { finish_time: '19:45:10' });
    expectStatus(late, 403);
    expect(late.json()).toEqual({
      detail: 'Du kan rapportera din måltid bara medan seglingen pågår.',
    });
    expectStatus(await approve(entry.id, {}, otherClub), 403);
    expectStatus(await approveAll(sailing.id, otherClub), 403);
    expectStatus(await approveAll(sailing.id, sailor), 403);
    expectStatus(await approveAll(sailing.id, null), 401);
    expectStatus(await approveAll(999999), 404);
  });

  it('waits for the club when her group has no start time yet', async () => {
    const { sailing, entry } = await ongoing({ reported: 'immediately', startTime: null });
    const response = await report(entry.id, { finish_time: '19:45:10' });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ counts: 'after_approval' });
    expect((await approveAll(sailing.id)).json()).toEqual({ approved: 0 });
    expectStatus(await approve(entry.id), 400);
  });

  it('keeps the setting on the sailing: created, changed, refused when unknown', async () => {
    const sailing = await createSailing(t, club, { reported_finishes: 'immediately' });
    const get = async () => {
      const response = await t.request({
        method: 'GET',
        url: `/api/sailings/${sailing.id}/`,
        headers: club.headers,
      });
      return response.json<Record<string, unknown>>();
    };
    expect(await get()).toMatchObject({ reported_finishes: 'immediately' });
    const put = (value: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/sailings/${sailing.id}/`,
        headers: club.headers,
        payload: { id: sailing.id, reported_finishes: value },
      });
    expectStatus(await put('after_approval'), 200);
    expect(await get()).toMatchObject({ reported_finishes: 'after_approval' });
    const bad = await put('ibland');
    expectStatus(bad, 400);
    expect(bad.json()).toHaveProperty('reported_finishes');
  });
});
