import { stockholmDateTime } from '@segla/core/sailing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  bearer,
  type ClubActor,
  countRows,
  createSailing,
  createStartGroup,
  enterSailing,
  expectStatus,
  insertBoat,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  recordEvents,
  type SailorActor,
} from '../helpers/factories.ts';
import { now } from '../helpers/factories/unique.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * A sailor enters a sailing herself (issue 13; docs/product.md §4, §6, §11): one of her boats
 * and a sail configuration; the rest from her profile and boat, the rating from the boat, the
 * start group by the club's rule; only while entries are open; withdrawn until the start.
 */
describe.each(databaseKinds)('a sailor’s own entry on %s', (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let sailor: SailorActor;
  let staff: Actor;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    club = await makeClubActor(t, { name: 'Segelklubben Måsen' });
    sailor = await makeSailorActor(t, { club: club.clubId, firstName: 'Sara', lastName: 'Ström' });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const post = (session: Actor | null, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/competitors/', headers: bearer(session), payload });
  const remove = (session: Actor | null, id: number) =>
    t.request({ method: 'DELETE', url: `/api/competitors/${id}/`, headers: bearer(session) });
  const stored = (id: number) =>
    t.db.selectFrom('competitors').selectAll().where('id', '=', id).executeTakeFirst();
  const openSailing = (payload: Record<string, unknown> = {}) =>
    createSailing(t, club, { status: 'upcoming', reg_status: 'open', ...payload });
  const setStatus = async (sailingId: number, status: string) =>
    expectStatus(
      await t.request({
        method: 'PUT',
        url: `/api/sailings/${sailingId}/`,
        headers: bearer(club),
        payload: { id: sailingId, status },
      }),
      200,
    );

  /** A boat model with all four SRS values unless some are given as null. */
  async function model(
    name: string,
    values: Partial<
      Record<'srs_no_flying' | 'srs_shorthanded' | 'srs_shorthanded_no_flying', number | null>
    > = {},
  ) {
    // Model names are unique: a name asked for again is the model made the first time.
    const existing = await t.db
      .selectFrom('boat_models')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing) return existing.id;
    const { id } = await t.db
      .insertInto('boat_models')
      .values({
        name,
        srs: 1.0,
        srs_no_flying: 0.96,
        srs_shorthanded: 0.97,
        srs_shorthanded_no_flying: 0.93,
        ...values,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  let models = 0;
  async function ownBoat(
    options: { model?: number | null; ownSrs?: number; owner?: number; name?: string } = {},
  ) {
    const modelId =
      options.model === undefined ? await model(`Express ${++models}`) : options.model;
    const { id } = await insertBoat(t.db, {
      ownerId: options.owner ?? sailor.sailorId,
      name: options.name ?? 'Tärnan',
      sailNumber: 'SWE 100',
      boatModelId: modelId,
    });
    if (options.ownSrs !== undefined) {
      await t.db
        .updateTable('boats')
        .set({ own_srs: options.ownSrs })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  describe('entering', () => {
    it('fills the entry from her profile and boat, the rating from the model', async () => {
      const sailing = await openSailing();
      const modelId = await model('Express');
      const boat = await ownBoat({ model: modelId });
      const events = recordEvents(t);
      let response;
      try {
        response = await post(sailor, { sailing: sailing.id, boat, sail_config: 'srs_no_flying' });
        expectStatus(response, 201);
        // The club's Deltagare page and results follow live (docs/product.md §13).
        expect(events.seen).toEqual([
          { type: 'results.changed', event: { sailingId: sailing.id } },
          { type: 'sailing.changed', event: { sailingId: sailing.id } },
        ]);
      } finally {
        events.stop();
      }
      expect(response.json()).toMatchObject({
        sailing: sailing.id,
        sailor: sailor.sailorId,
        boat,
        name: 'Sara Ström',
        boat_name: 'Tärnan',
        boat_type: 'Express',
        sail_number: 'SWE 100',
        club_name: 'Segelklubben Måsen',
        rating: 0.96,
        start_group: null,
      });
      expect((await stored(response.json<{ id: number }>().id))?.sail_config).toBe('srs_no_flying');
    });

    it('uses each of the four sail configurations, and the boat’s own SRS value first', async () => {
      const expected = {
        srs: 1.0,
        srs_no_flying: 0.96,
        srs_shorthanded: 0.97,
        srs_shorthanded_no_flying: 0.93,
      };
      for (const [config, rating] of Object.entries(expected)) {
        const sailing = await openSailing();
        const response = await post(sailor, {
          sailing: sailing.id,
          boat: await ownBoat(),
          sail_config: config,
        });
        expectStatus(response, 201);
        expect(response.json()).toMatchObject({ rating });
      }
      const sailing = await openSailing();
      const response = await post(sailor, {
        sailing: sailing.id,
        boat: await ownBoat({ ownSrs: 1.08 }),
        sail_config: 'srs_shorthanded',
      });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({ rating: 1.08 });
    });

    it('refuses a sail configuration the model has no value for, or a boat without any', async () => {
      const sailing = await openSailing();
      const lacking = await ownBoat({ model: await model('Jolle', { srs_shorthanded: null }) });
      let response = await post(sailor, {
        sailing: sailing.id,
        boat: lacking,
        sail_config: 'srs_shorthanded',
      });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        sail_config: ['Båtmodellen har inget SRS-tal för den segelföringen.'],
      });
      response = await post(sailor, {
        sailing: sailing.id,
        boat: await ownBoat({ model: null }),
        sail_config: 'srs',
      });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        boat: ['Båten har varken båtmodell eller eget SRS-tal. Lägg till det under Mina båtar.'],
      });
      // Without a model, her own SRS value is enough.
      response = await post(sailor, {
        sailing: sailing.id,
        boat: await ownBoat({ model: null, ownSrs: 0.9 }),
        sail_config: 'srs',
      });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({ rating: 0.9, boat_type: '' });
    });

    it('needs her boat and a sail configuration, and takes nothing else', async () => {
      const sailing = await openSailing();
      const before = await countRows(t, 'competitors');
      const boat = await ownBoat();
      const someoneElse = await makeSailorActor(t);
      for (const [payload, errors] of [
        [{}, { boat: ['Välj en av dina båtar.'], sail_config: ['Välj segelföring.'] }],
        [{ boat, sail_config: null }, { sail_config: ['Välj segelföring.'] }],
        [{ boat: '', sail_config: 'srs' }, { boat: ['Välj en av dina båtar.'] }],
        [{ boat, sail_config: 'spinnaker' }, { sail_config: ['Välj segelföring.'] }],
        [{ boat: 'x', sail_config: 'srs' }, { boat: expect.any(Array) as unknown }],
        [
          { boat, sail_config: 'srs', rating: 0.5 },
          { rating: ['SRS-talet kommer från din båt och segelföring.'] },
        ],
        [
          { boat, sail_config: 'srs', start_group: 1 },
          { start_group: ['Startgruppen väljs efter klubbens regler.'] },
        ],
        [
          { boat, sail_config: 'srs', name: 'Någon', boat_name: 'Annan', sail_number: '1' },
          {
            name: ['Uppgiften hämtas från din profil och båt.'],
            boat_name: ['Uppgiften hämtas från din profil och båt.'],
            sail_number: ['Uppgiften hämtas från din profil och båt.'],
          },
        ],
        [
          { boat, sail_config: 'srs', sailor: someoneElse.sailorId },
          { sailor: ['Du kan bara anmäla dig själv.'] },
        ],
        [
          { boat: await ownBoat({ owner: someoneElse.sailorId }), sail_config: 'srs' },
          { boat: ['Du kan bara anmäla dina egna båtar.'] },
        ],
        [{ boat: 987_654, sail_config: 'srs' }, { boat: ['Båten finns inte.'] }],
      ] as const) {
        const response = await post(sailor, { sailing: sailing.id, ...payload });
        expectStatus(response, 400);
        expect(response.json()).toEqual(errors);
      }
      expect(await countRows(t, 'competitors')).toBe(before);
      // Her own sailor id may be sent back as it is.
      expectStatus(
        await post(sailor, {
          sailing: sailing.id,
          boat,
          sail_config: 'srs',
          sailor: sailor.sailorId,
        }),
        201,
      );
    });

    it('enters her once', async () => {
      const sailing = await openSailing();
      await enterSailing(t, sailor, sailing.id);
      const response = await post(sailor, {
        sailing: sailing.id,
        boat: await ownBoat(),
        sail_config: 'srs',
      });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: ['Du är redan anmäld till den här seglingen.'],
      });
    });
  });

  describe('while entries are open', () => {
    it('refuses a sailing whose registration is closed or that is not upcoming', async () => {
      const boat = await ownBoat();
      const closed = await createSailing(t, club, { status: 'upcoming', reg_status: 'closed' });
      const started = await openSailing();
      await setStatus(started.id, 'ongoing');
      const finished = await openSailing();
      await setStatus(finished.id, 'finished');
      const cancelled = await openSailing();
      await setStatus(cancelled.id, 'cancelled');
      for (const sailing of [closed, started, finished, cancelled]) {
        const response = await post(sailor, { sailing: sailing.id, boat, sail_config: 'srs' });
        expectStatus(response, 400);
        expect(response.json()).toEqual({
          non_field_errors: ['Anmälan till seglingen är stängd.'],
        });
      }
    });

    it('says so before anything else when entries are closed', async () => {
      const closed = await createSailing(t, club, { status: 'upcoming', reg_status: 'closed' });
      const response = await post(sailor, { sailing: closed.id });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ non_field_errors: ['Anmälan till seglingen är stängd.'] });
    });

    it('takes entries before the last entry time, in Stockholm time', async () => {
      const boat = await ownBoat();
      const minute = (offsetMs: number) => stockholmDateTime(Date.now() + offsetMs).slice(0, 16);
      const passed = await openSailing({ entry_deadline: minute(-60_000) });
      let response = await post(sailor, { sailing: passed.id, boat, sail_config: 'srs' });
      expectStatus(response, 400);
      expect(response.json()).toEqual({
        non_field_errors: ['Sista anmälningstiden har passerat.'],
      });
      const coming = await openSailing({ entry_deadline: minute(2 * 3_600_000) });
      response = await post(sailor, { sailing: coming.id, boat, sail_config: 'srs' });
      expectStatus(response, 201);
    });

    it('cannot see an unpublished sailing to enter', async () => {
      const sailing = await createSailing(t, club, { reg_status: 'open' });
      const response = await post(sailor, {
        sailing: sailing.id,
        boat: await ownBoat(),
        sail_config: 'srs',
      });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ sailing: ['Seglingen finns inte.'] });
    });

    it('is refused to anonymous callers and to another club’s account', async () => {
      const sailing = await openSailing();
      const otherClub = await makeClubActor(t);
      const boat = await ownBoat();
      expectStatus(await post(null, { sailing: sailing.id, boat, sail_config: 'srs' }), 401);
      expectStatus(await post(otherClub, { sailing: sailing.id, boat, sail_config: 'srs' }), 403);
    });
  });

  describe('the start group, by the club’s rule', () => {
    async function groups(sailingId: number) {
      const big = await createStartGroup(t, club, sailingId, { name: 'Stora', min_rating: 1.0 });
      const folk = await createStartGroup(t, club, sailingId, {
        name: 'Folkbåtar',
        boat_types: 'Nordisk folkbåt\nH-båt',
      });
      const small = await createStartGroup(t, club, sailingId, {
        name: 'Små',
        min_rating: 0.8,
        max_rating: 0.999,
      });
      const rest = await createStartGroup(t, club, sailingId, { name: 'Övriga', is_default: true });
      return { big, folk, small, rest };
    }
    const enterWith = async (sailingId: number, modelName: string, config = 'srs') => {
      const boat = await ownBoat({ model: await model(modelName) });
      const entrant = await makeSailorActor(t, { firstName: 'Eva', lastName: modelName });
      await t.db
        .updateTable('boats')
        .set({ owner_id: entrant.sailorId })
        .where('id', '=', boat)
        .execute();
      const response = await post(entrant, { sailing: sailingId, boat, sail_config: config });
      expectStatus(response, 201);
      return response.json<{ start_group: number | null; rating: number }>();
    };

    it('places her in the first group whose criteria she meets, else the default group', async () => {
      const sailing = await openSailing();
      const { big, folk, small, rest } = await groups(sailing.id);
      expect((await enterWith(sailing.id, 'Express')).start_group).toBe(big.id);
      // The SRS range of "Stora" does not take 0.96; boat types are compared in any case.
      expect((await enterWith(sailing.id, 'NORDISK FOLKBÅT', 'srs_no_flying')).start_group).toBe(
        folk.id,
      );
      expect(
        (await enterWith(sailing.id, 'Express', 'srs_shorthanded_no_flying')).start_group,
      ).toBe(small.id);
      // Without a group's rule for her: the default group.
      await t.db
        .updateTable('start_groups')
        .set({ min_rating: 2 })
        .where('id', '=', big.id)
        .execute();
      expect((await enterWith(sailing.id, 'Express')).start_group).toBe(rest.id);
    });

    it('leaves her without a start group when no rule and no default group takes her', async () => {
      const sailing = await openSailing();
      await createStartGroup(t, club, sailing.id, { name: 'Jollar', boat_types: 'Optimist' });
      await createStartGroup(t, club, sailing.id, { name: 'Utan regler' });
      expect((await enterWith(sailing.id, 'Express')).start_group).toBeNull();
    });
  });

  describe('withdrawing', () => {
    it('lets her withdraw until the start, and says why not after it', async () => {
      const sailing = await openSailing();
      const entry = await enterSailing(t, sailor, sailing.id);
      expectStatus(await remove(sailor, entry.id), 204);
      expect(await stored(entry.id)).toBeUndefined();
      for (const [status, message] of [
        ['ongoing', 'Seglingen har startat. Din anmälan kan inte längre tas bort.'],
        ['finished', 'Seglingen har startat. Din anmälan kan inte längre tas bort.'],
        ['cancelled', 'Seglingen är inställd. Din anmälan kan inte längre tas bort.'],
      ] as const) {
        const later = await openSailing();
        const kept = await enterSailing(t, sailor, later.id);
        await setStatus(later.id, status);
        const response = await remove(sailor, kept.id);
        expectStatus(response, 400);
        expect(response.json()).toEqual({ non_field_errors: [message] });
        expect(await stored(kept.id)).toBeDefined();
        // The club still may.
        expectStatus(await remove(club, kept.id), 204);
      }
    });

    it('does not let her withdraw someone else’s entry', async () => {
      const sailing = await openSailing();
      const other = await makeSailorActor(t);
      const entry = await enterSailing(t, other, sailing.id);
      expectStatus(await remove(sailor, entry.id), 403);
      expectStatus(await remove(null, entry.id), 401);
    });
  });

  it('lets the club and staff record a sail configuration with their entries', async () => {
    const sailing = await openSailing();
    for (const actor of [club, staff]) {
      const response = await post(actor, {
        sailing: sailing.id,
        name: 'Klubbens',
        sail_config: 'srs_shorthanded',
      });
      expectStatus(response, 201);
      expect((await stored(response.json<{ id: number }>().id))?.sail_config).toBe(
        'srs_shorthanded',
      );
    }
  });
});
