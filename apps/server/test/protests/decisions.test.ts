import { fieldErrorsSchema, sailingChangeSchema } from '@segla/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  type ClubActor,
  expectStatus,
  insertSeries,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { recordTiming } from '../finish/finish-helpers.ts';
import {
  changesOf,
  decided,
  filed,
  fleet,
  mailTo,
  protestCall,
  protestOf,
  resultRow,
  revert,
  seriesRace,
  seriesResults,
  storedCode,
} from './protest-helpers.ts';

const fieldErrors = (response: { json: () => unknown }) =>
  fieldErrorsSchema.parse(response.json()) as Record<string, string[]>;

/**
 * Issue 30 (docs/product.md §17): a decision applied to the results as one entry of the change
 * log, shown in the results and series standings with a link to it, and reverted as one.
 */
describe.each(databaseKinds)('protest decisions on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  let officer: SailorActor;
  let committee: SailorActor;
  let anna: SailorActor;
  let bo: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
    officer = await makeOfficialActor(t, club.clubId, 'race_officer');
    committee = await makeOfficialActor(t, club.clubId, 'protest_committee', {
      firstName: 'Pia',
      lastName: 'Domare',
    });
    anna = await makeSailorActor(t, { firstName: 'Anna', lastName: 'Ek' });
    bo = await makeSailorActor(t, { firstName: 'Bo', lastName: 'Ask' });
  });
  afterAll(() => t.close());

  /**
   * A finished sailing of a new series with four boats finishing in order: Anna's 4101 first,
   * Bo's 4102 second, 4103 third, 4104 fourth.
   */
  const series = async () => {
    const serie = await insertSeries(t.db, { clubId: club.clubId, name: 'Onsdagsserien' });
    const { sailing, ids } = await fleet(
      t,
      club.clubId,
      [
        { sailNumber: '4101', boatName: 'Vinga', finish: '19:30:00', sailorId: anna.sailorId },
        { sailNumber: '4102', boatName: 'Bris', finish: '19:35:00', sailorId: bo.sailorId },
        { sailNumber: '4103', boatName: 'Tärnan', finish: '19:40:00' },
        { sailNumber: '4104', boatName: 'Måsen', finish: '19:45:00' },
      ],
      { status: 'ongoing', serieId: serie.id, name: 'Onsdagssegling 1' },
    );
    const [annas, bos, third, fourth] = ids as [number, number, number, number];
    return { serie, sailing, annas, bos, third, fourth };
  };

  it('applies a DSQ to the results and the standings, with one entry in the change log', async () => {
    const { serie, sailing, annas, bos, third } = await series();
    const protest = await filed(t, sailing.id, { protestor: annas, protested: [bos] }, anna);
    expect((await resultRow(t, sailing.id, bos)).points).toBe(2);

    const answer = await decided(
      t,
      protest.id,
      {
        outcome: 'upheld',
        facts: 'Bris höll inte undan på babord.',
        conclusions: 'Bris bröt mot regel 10.',
        rules: '10',
        penalties: [{ competitor: bos, code: 'DSQ' }],
      },
      committee,
    );
    expect(answer).toMatchObject({
      status: 'decided',
      decision: {
        outcome: 'upheld',
        rules: '10',
        penalties: [
          {
            competitor: { id: bos, sail_number: '4102', boat_name: 'Bris' },
            code: 'DSQ',
            percent: null,
            redress_method: null,
            points: null,
          },
        ],
        decided_by: 'Pia Domare, protestkommitté',
      },
    });
    const changeId = answer.decision?.change;
    expect(changeId).toEqual(expect.any(Number));

    // The core scores DSQ as entries + 1 (4 + 1); the boat behind moves up (A6.1).
    const link = { id: protest.id, number: protest.number };
    expect(await resultRow(t, sailing.id, bos)).toMatchObject({
      code: 'DSQ',
      status: 'coded',
      points: 5,
      protest: link,
    });
    expect(await resultRow(t, sailing.id, third)).toMatchObject({
      rank: 2,
      points: 2,
      protest: null,
    });
    const standings = await seriesResults(t, serie.id);
    expect(seriesRace(standings, '4102', sailing.id).race).toEqual({
      sailing_id: sailing.id,
      points: 5,
      code: 'DSQ',
      discarded: false,
      protest: link,
    });
    expect(seriesRace(standings, '4101', sailing.id).race.protest).toBeNull();
    // The finish is kept: reverting the decision gives the boat back her place.
    expect(await storedCode(t, bos)).toMatchObject({
      code: 'DSQ',
      protest_id: protest.id,
      finish_time: '19:35:00',
    });

    const [entry] = await changesOf(t, sailing.id, officer);
    expect(entry).toMatchObject({
      id: changeId,
      kind: 'decision',
      competitor: null,
      protest: link,
      before: '4102 Bris: ingen kod',
      after: '4102 Bris: DSQ',
      status: 'applied',
      signed_by: 'Pia Domare, protestkommitté',
    });

    // Both parties are told.
    for (const party of [anna, bo]) {
      const mail = (await mailTo(t, party.email)).find((m) => m.subject.startsWith('Beslut:'));
      expect(mail?.subject).toBe(`Beslut: Protest ${protest.number} – ${sailing.name}`);
      expect(mail?.text_body).toContain('Beslut: Bifallen');
      expect(mail?.text_body).toContain('4102 Bris: DSQ');
    }
  });

  it('reverts a decision as one, putting every code and the results back', async () => {
    const { serie, sailing, bos, third } = await series();
    await t.db.updateTable('competitors').set({ code: 'ZFP' }).where('id', '=', third).execute();
    const protest = await filed(t, sailing.id, { protested: [bos, third] }, officer);
    const answer = await decided(
      t,
      protest.id,
      {
        outcome: 'upheld',
        penalties: [
          { competitor: third, code: 'SCP', percent: 40 },
          { competitor: bos, code: 'DNE' },
        ],
      },
      officer,
    );
    const changeId = answer.decision!.change!;
    const [entry] = await changesOf(t, sailing.id, officer);
    expect(entry).toMatchObject({
      before: '4102 Bris: ingen kod; 4103 Tärnan: ZFP',
      after: '4102 Bris: DNE; 4103 Tärnan: SCP 40 %',
    });
    // SCP 40 % of the DNF score (5) = 2 points on her place.
    expect(await resultRow(t, sailing.id, third)).toMatchObject({ code: 'SCP', points: 4 });

    const response = await revert(t, changeId, officer);
    expectStatus(response, 200);
    expect(sailingChangeSchema.parse(response.json())).toMatchObject({
      id: changeId,
      status: 'reverted',
    });
    expect(await storedCode(t, bos)).toMatchObject({ code: null, protest_id: null });
    expect(await storedCode(t, third)).toMatchObject({
      code: 'ZFP',
      code_points: null,
      protest_id: null,
    });
    expect(await resultRow(t, sailing.id, bos)).toMatchObject({
      rank: 2,
      points: 2,
      code: null,
      protest: null,
    });
    const race = seriesRace(await seriesResults(t, serie.id), '4102', sailing.id).race;
    expect(race).toMatchObject({ points: 2, code: null, protest: null });
    // The revert is logged as a decision entry of the same protest.
    const [logged] = await changesOf(t, sailing.id, officer);
    expect(logged).toMatchObject({
      kind: 'decision',
      protest: { id: protest.id, number: protest.number },
      before: '4102 Bris: DNE; 4103 Tärnan: SCP 40 %',
      after: '4102 Bris: ingen kod; 4103 Tärnan: ZFP',
    });
    // The protest stays decided.
    expect((await protestOf(t, protest.id)).status).toBe('decided');
  });

  it('refuses a revert once a code it set was changed by hand, which unlinks the decision', async () => {
    const { sailing, bos } = await series();
    const protest = await filed(t, sailing.id, { protested: [bos] }, officer);
    const answer = await decided(
      t,
      protest.id,
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'DSQ' }] },
      officer,
    );
    expectStatus(await recordTiming(t, bos, { code: 'DNF' }, officer), 200);
    expect(await storedCode(t, bos)).toMatchObject({ code: 'DNF', protest_id: null });
    expect((await resultRow(t, sailing.id, bos)).protest).toBeNull();
    const refused = await revert(t, answer.decision!.change!, officer);
    expectStatus(refused, 400);
    expect(fieldErrors(refused).non_field_errors).toEqual([
      'Värdet har ändrats efter den här ändringen. Ångra den senaste ändringen först.',
    ]);
    expect(await storedCode(t, bos)).toMatchObject({ code: 'DNF' });
  });

  it('gives RDG the average of all races of a series of three (A9(a)), as the core does', async () => {
    const serie = await insertSeries(t.db, { clubId: club.clubId });
    const boats = (finishes: readonly (string | null)[]) => [
      { sailNumber: '5101', boatName: 'Vinga', finish: finishes[0] ?? null },
      { sailNumber: '5102', boatName: 'Bris', finish: finishes[1] ?? null },
      { sailNumber: '5103', boatName: 'Tärnan', finish: finishes[2] ?? null },
    ];
    await fleet(t, club.clubId, boats(['19:30:00', '19:35:00', '19:40:00']), {
      status: 'finished',
      serieId: serie.id,
      startDate: '2026-06-03',
    });
    await fleet(t, club.clubId, boats(['19:40:00', '19:35:00', '19:30:00']), {
      status: 'finished',
      serieId: serie.id,
      startDate: '2026-06-10',
    });
    // Vinga was holed in the third and never finished: she asks for redress.
    const third = await fleet(t, club.clubId, boats([null, '19:35:00', '19:30:00']), {
      status: 'ongoing',
      serieId: serie.id,
      startDate: '2026-06-17',
    });
    const vinga = third.ids[0]!;
    const request = await filed(t, third.sailing.id, { kind: 'redress' }, officer);
    await decided(
      t,
      request.id,
      {
        outcome: 'upheld',
        penalties: [{ competitor: vinga, code: 'RDG', redress_method: 'all_races' }],
      },
      committee,
    );
    expect(await storedCode(t, vinga)).toMatchObject({
      code: 'RDG',
      code_points: null,
      redress_method: 'all_races',
      protest_id: request.id,
    });
    expect(await resultRow(t, third.sailing.id, vinga)).toMatchObject({
      code: 'RDG',
      status: 'redress',
      protest: { id: request.id, number: 1 },
    });
    // Places 1 and 3 in the other two races: (1 + 3) / 2 = 2.
    const standings = await seriesResults(t, serie.id);
    const { row, race } = seriesRace(standings, '5101', third.sailing.id);
    expect(race).toMatchObject({ points: 2, code: 'RDG', protest: { id: request.id } });
    expect(row.total).toBe(6);
    const [entry] = await changesOf(t, third.sailing.id, officer);
    expect(entry?.after).toBe('5101 Vinga: RDG (medel av alla seglingar)');
  });

  it('decides once, and only boats of the sailing', async () => {
    const { sailing, bos } = await series();
    const elsewhere = await series();
    const protest = await filed(t, sailing.id, { protested: [bos] }, officer);
    const foreign = await protestCall(
      t,
      protest.id,
      'decision',
      { outcome: 'upheld', penalties: [{ competitor: elsewhere.bos, code: 'DSQ' }] },
      officer,
    );
    expectStatus(foreign, 400);
    expect(fieldErrors(foreign)).toHaveProperty('penalties');
    expect((await protestOf(t, protest.id)).status).toBe('filed');

    await decided(
      t,
      protest.id,
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'DSQ' }] },
      officer,
    );
    const again = await protestCall(t, protest.id, 'decision', { outcome: 'dismissed' }, staff);
    expectStatus(again, 400);
    expect(fieldErrors(again).non_field_errors).toEqual(['Protesten är redan avgjord.']);
    expect((await protestOf(t, protest.id)).decision?.outcome).toBe('upheld');
  });

  it('refuses others (401, 403) and wrong types (400), changing nothing', async () => {
    const { sailing, annas, bos } = await series();
    const protest = await filed(t, sailing.id, { protestor: annas, protested: [bos] }, anna);
    const good = { outcome: 'upheld', penalties: [{ competitor: bos, code: 'DSQ' }] };
    expectStatus(await protestCall(t, protest.id, 'decision', good, null), 401);
    for (const actor of [anna, bo, otherClub]) {
      expectStatus(await protestCall(t, protest.id, 'decision', good, actor), 403);
    }
    for (const bad of [
      {},
      { outcome: 'godkänd' },
      { outcome: 'upheld', penalties: 'DSQ' },
      { outcome: 'upheld', penalties: [{ competitor: 'Bris', code: 'DSQ' }] },
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'DNF' }] },
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'SCP' }] },
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'SCP', percent: 150 }] },
      { outcome: 'upheld', penalties: [{ competitor: bos, code: 'RDG' }] },
      {
        outcome: 'upheld',
        penalties: [{ competitor: bos, code: 'RDG', redress_method: 'stated' }],
      },
      {
        outcome: 'upheld',
        penalties: [
          { competitor: bos, code: 'DSQ' },
          { competitor: bos, code: 'DNE' },
        ],
      },
      { outcome: 'dismissed', penalties: [{ competitor: bos, code: 'DSQ' }] },
      { outcome: 'upheld', facts: 42 },
      { ...good, extra: true },
    ]) {
      const response = await protestCall(t, protest.id, 'decision', bad, committee);
      expectStatus(response, 400);
      fieldErrorsSchema.parse(response.json());
    }
    expect(await protestOf(t, protest.id)).toMatchObject({ status: 'filed', decision: null });
    expect(await storedCode(t, bos)).toMatchObject({ code: null, protest_id: null });
    expect(await changesOf(t, sailing.id, officer)).toEqual([]);
  });

  it('gives stated redress points, and refuses SCP for a boat without a finish', async () => {
    const { sailing, annas, fourth } = await series();
    await t.db
      .updateTable('competitors')
      .set({ finish_time: null })
      .where('id', '=', fourth)
      .execute();
    const protest = await filed(t, sailing.id, { kind: 'redress', protestor: annas }, anna);
    const scp = await protestCall(
      t,
      protest.id,
      'decision',
      { outcome: 'upheld', penalties: [{ competitor: fourth, code: 'SCP', percent: 30 }] },
      committee,
    );
    expectStatus(scp, 400);
    expect(fieldErrors(scp)).toHaveProperty('penalties');
    const answer = await decided(
      t,
      protest.id,
      {
        outcome: 'upheld',
        penalties: [{ competitor: annas, code: 'RDG', redress_method: 'stated', points: 1.5 }],
      },
      committee,
    );
    expect(answer.decision?.penalties[0]).toMatchObject({
      code: 'RDG',
      redress_method: 'stated',
      points: 1.5,
      percent: null,
    });
    expect(await resultRow(t, sailing.id, annas)).toMatchObject({ code: 'RDG', points: 1.5 });
    const [entry] = await changesOf(t, sailing.id, officer);
    expect(entry?.after).toBe('4101 Vinga: RDG (1,5 poäng)');
  });
});
