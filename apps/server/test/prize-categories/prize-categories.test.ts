import {
  accountExportSchema,
  competitorSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  messages,
  prizeCategorySchema,
  sailingDetailSchema,
  sailorSchema,
} from '@segla/core';
import { PRIZE_CATEGORIES_MAX, prizeCategoryMessages } from '@segla/core/prize-categories';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectCategoriesOfCompetitors } from '../../src/modules/prize-categories/prize-category-repository.ts';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import {
  bearer,
  createCompetitor,
  createSailing,
  createStartGroup,
  enterSailing,
  expectStatus,
  insertCompetitor,
  insertSailing,
  insertSailor,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const listSchema = z.array(prizeCategorySchema);
type Payload = Record<string, unknown>;

/** Issue 32 (docs/product.md §21): a club's prize categories, ticks on entries, birth years. */
describe.each(databaseKinds)('prize categories on %s', (kind) => {
  const counter = queryCounter();
  let t: TestApp;
  let club: ClubActor;
  let otherClub: ClubActor;
  let staff: Actor;
  let admin: Actor;
  let raceOfficer: Actor;
  let member: SailorActor;

  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    club = await makeClubActor(t);
    otherClub = await makeClubActor(t);
    staff = await makeStaffActor(t);
    admin = await makeOfficialActor(t, club.clubId, 'club_admin');
    raceOfficer = await makeOfficialActor(t, club.clubId, 'race_officer');
    member = await makeSailorActor(t, { club: club.clubId, firstName: 'Kajsa', lastName: 'Ek' });
  });
  afterAll(() => t.close());

  const list = async (slug: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clubs/${slug}/prize-categories/`,
    });
    expectStatus(response, 200);
    return listSchema.parse(response.json());
  };
  const post = (slug: string, payload: unknown, actor: Actor | null) =>
    t.request({
      method: 'POST',
      url: `/api/clubs/${slug}/prize-categories/`,
      headers: bearer(actor),
      payload: payload as Payload,
    });
  const put = (id: number, payload: unknown, actor: Actor | null) =>
    t.request({
      method: 'PUT',
      url: `/api/prize-categories/${id}/`,
      headers: bearer(actor),
      payload: payload as Payload,
    });
  const remove = (id: number, actor: Actor | null) =>
    t.request({ method: 'DELETE', url: `/api/prize-categories/${id}/`, headers: bearer(actor) });
  /** Creates a category of `owner` (the club by default) and answers it. */
  const created = async (payload: Payload, owner: ClubActor = club) => {
    const response = await post(owner.slug, payload, owner);
    expectStatus(response, 201);
    return prizeCategorySchema.parse(response.json());
  };
  /** A club of its own, so a test's list is its own. */
  const freshClub = () => makeClubActor(t);
  const tables = async () =>
    JSON.stringify([
      await t.db.selectFrom('prize_categories').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('competitor_categories').selectAll().orderBy('competitor_id').execute(),
    ]);
  /** Expects a 400 with exactly these field errors, and the tables untouched. */
  const refused = async (
    send: () => Promise<LightMyRequestResponse>,
    errors: Record<string, string[]>,
  ) => {
    const before = await tables();
    const response = await send();
    expectStatus(response, 400);
    expect(fieldErrorsSchema.parse(response.json())).toEqual(errors);
    expect(await tables()).toBe(before);
  };

  it('lists, adds, renames, reorders and removes a club’s categories', async () => {
    const owner = await freshClub();
    expect(await list(owner.slug)).toEqual([]);
    const dam = await created({ name: ' Dam ', rule: 'entry_flag' }, owner);
    expect(dam).toEqual({
      id: dam.id,
      club: owner.clubId,
      name: 'Dam',
      rule: 'entry_flag',
      born_from: null,
      born_until: null,
      position: 0,
    });
    const junior = await created({ name: 'Junior', rule: 'birth_year', born_from: 2006 }, owner);
    const veteran = await created(
      { name: 'Veteran', rule: 'birth_year', born_from: '', born_until: '1966' },
      owner,
    );
    expect(veteran).toMatchObject({ born_from: null, born_until: 1966, position: 2 });
    expect((await list(owner.slug)).map((c) => c.name)).toEqual(['Dam', 'Junior', 'Veteran']);

    const renamed = await put(dam.id, { name: 'Damer' }, owner);
    expectStatus(renamed, 200);
    expect(prizeCategorySchema.parse(renamed.json())).toMatchObject({ name: 'Damer', position: 0 });

    // Moved first: the others close up behind it, positions 0, 1, 2.
    expectStatus(await put(veteran.id, { position: 0 }, owner), 200);
    expect((await list(owner.slug)).map((c) => [c.name, c.position])).toEqual([
      ['Veteran', 0],
      ['Damer', 1],
      ['Junior', 2],
    ]);
    // Beyond the end is last.
    expectStatus(await put(veteran.id, { position: 99 }, owner), 200);
    expect((await list(owner.slug)).map((c) => c.name)).toEqual(['Damer', 'Junior', 'Veteran']);

    // A birth-year category made ticked drops its years.
    const flagged = await put(junior.id, { rule: 'entry_flag' }, owner);
    expectStatus(flagged, 200);
    expect(flagged.json()).toMatchObject({ rule: 'entry_flag', born_from: null, born_until: null });
    const back = await put(junior.id, { rule: 'birth_year', born_from: 2008 }, owner);
    expect(back.json()).toMatchObject({ rule: 'birth_year', born_from: 2008, born_until: null });
    // Bounds left out keep theirs.
    const bounded = await put(junior.id, { born_until: 2012 }, owner);
    expect(bounded.json()).toMatchObject({ born_from: 2008, born_until: 2012 });

    expectStatus(await remove(dam.id, owner), 204);
    expect((await list(owner.slug)).map((c) => [c.name, c.position])).toEqual([
      ['Junior', 0],
      ['Veteran', 1],
    ]);
    const gone = await put(dam.id, { name: 'Dam' }, owner);
    expectStatus(gone, 404);
    expect(detailErrorSchema.parse(gone.json())).toEqual({ detail: 'Hittades inte.' });
    expectStatus(
      await t.request({ method: 'GET', url: '/api/clubs/finns-inte/prize-categories/' }),
      404,
    );
  });

  it('lets the club account, its club admins and staff write; everyone reads', async () => {
    for (const writer of [club, admin, staff]) {
      const name = `Kategori ${writer.userId}`;
      const response = await post(club.slug, { name, rule: 'entry_flag' }, writer);
      expectStatus(response, 201);
      const id = prizeCategorySchema.parse(response.json()).id;
      expectStatus(await put(id, { name: `${name} ny` }, writer), 200);
      expectStatus(await remove(id, writer), 204);
    }
    expect(Array.isArray(await list(club.slug))).toBe(true);
  });

  it('refuses others, before reading the body, and changes nothing', async () => {
    const own = await created({ name: 'Familj', rule: 'entry_flag' });
    const valid = { name: 'Ny', rule: 'entry_flag' };
    const invalid = { name: '', rule: 'ålder' };
    const cases: [Actor | null, number][] = [
      [null, 401],
      [member, 403],
      [otherClub, 403],
      [raceOfficer, 403],
    ];
    for (const [actor, status] of cases) {
      for (const body of [valid, invalid]) {
        const before = await tables();
        expectStatus(await post(club.slug, body, actor), status);
        expectStatus(await put(own.id, body, actor), status);
        expect(await tables()).toBe(before);
      }
      const before = await tables();
      expectStatus(await remove(own.id, actor), status);
      expect(await tables()).toBe(before);
    }
    const forbidden = await post(club.slug, valid, otherClub);
    expect(detailErrorSchema.parse(forbidden.json()).detail).toBe(
      'Du kan bara ändra din egen klubbs uppgifter.',
    );
    const officer = await post(club.slug, valid, raceOfficer);
    expect(officer.json()).toEqual({ detail: 'Din roll i klubben räcker inte för detta.' });
    expectStatus(await put(2_000_000, valid, club), 404);
    expectStatus(await remove(2_000_000, club), 404);
    expectStatus(await post('finns-inte', valid, club), 404);
  });

  it('answers each bad input 400 in Swedish and changes nothing', async () => {
    const owner = await freshClub();
    const dam = await created({ name: 'Dam', rule: 'entry_flag' }, owner);
    const junior = await created({ name: 'Junior', rule: 'birth_year', born_from: 2006 }, owner);
    const create = (payload: unknown) => () => post(owner.slug, payload, owner);
    await refused(create({ name: '', rule: 'entry_flag' }), { name: [messages.blank] });
    await refused(create({ name: '   ', rule: 'entry_flag' }), { name: [messages.blank] });
    await refused(create({ name: 'x'.repeat(41), rule: 'entry_flag' }), {
      name: ['Se till att detta fält inte har fler än 40 tecken.'],
    });
    await refused(create({ name: 'Ålder', rule: 'age' }), { rule: [prizeCategoryMessages.rule] });
    await refused(create({ name: 'Ålder' }), { rule: [messages.required] });
    await refused(create({ name: 'Ungdom', rule: 'birth_year' }), {
      born_from: [prizeCategoryMessages.noBound],
    });
    await refused(
      create({ name: 'Ungdom', rule: 'birth_year', born_from: 2010, born_until: 2000 }),
      {
        born_until: [prizeCategoryMessages.bounds],
      },
    );
    for (const year of [2006.5, '20x6', 1899, new Date().getUTCFullYear() + 1, [2006]]) {
      await refused(create({ name: 'Ungdom', rule: 'birth_year', born_from: year }), {
        born_from: [prizeCategoryMessages.year],
      });
    }
    await refused(create({ name: 'Dam', rule: 'entry_flag', born_from: 1980 }), {
      born_from: [prizeCategoryMessages.yearsWithFlag],
    });
    await refused(create({ name: 'dam', rule: 'entry_flag' }), {
      name: [prizeCategoryMessages.duplicateName],
    });
    await refused(create({ name: 'Dam2', rule: 'entry_flag', extra: 1 }), {
      extra: [messages.unknownField],
    });
    await refused(() => put(junior.id, { name: 'DAM' }, owner), {
      name: [prizeCategoryMessages.duplicateName],
    });
    await refused(() => put(junior.id, { born_from: null }, owner), {
      born_from: [prizeCategoryMessages.noBound],
    });
    await refused(() => put(junior.id, { born_until: 2000 }, owner), {
      born_until: [prizeCategoryMessages.bounds],
    });
    await refused(() => put(dam.id, { born_until: 1966 }, owner), {
      born_until: [prizeCategoryMessages.yearsWithFlag],
    });
    await refused(() => put(dam.id, { position: 1.5 }, owner), {
      position: ['Ange platsen i listan som ett heltal, 0 först.'],
    });
    // The same name in another club is fine.
    await created({ name: 'Dam', rule: 'entry_flag' }, await freshClub());
  });

  it(`holds at most ${PRIZE_CATEGORIES_MAX} categories a club`, async () => {
    const owner = await freshClub();
    for (let n = 0; n < PRIZE_CATEGORIES_MAX; n++) {
      await created({ name: `Kategori ${n}`, rule: 'entry_flag' }, owner);
    }
    await refused(() => post(owner.slug, { name: 'En till', rule: 'entry_flag' }, owner), {
      non_field_errors: [prizeCategoryMessages.tooMany],
    });
  });

  it('ticks the club’s entry_flag categories on an entry, and nothing else', async () => {
    const dam = await created({ name: `Dam ${Date.now()}`, rule: 'entry_flag' });
    const familj = await created({ name: `Familj ${Date.now()}`, rule: 'entry_flag' });
    const junior = await created({
      name: `Junior ${Date.now()}`,
      rule: 'birth_year',
      born_from: 2006,
    });
    const foreign = await created({ name: 'Dam', rule: 'entry_flag' }, otherClub);
    const sailing = await createSailing(t, club, { status: 'upcoming' });

    const entry = await t.request({
      method: 'POST',
      url: '/api/competitors/',
      headers: club.headers,
      payload: { sailing: sailing.id, name: 'Anna Ek', categories: [familj.id, dam.id, dam.id] },
    });
    expectStatus(entry, 201);
    const competitor = competitorSchema.parse(entry.json());
    expect(competitor.categories).toEqual([dam.id, familj.id].sort((a, b) => a - b));
    const read = await t.request({ method: 'GET', url: `/api/competitors/${competitor.id}/` });
    expect(competitorSchema.parse(read.json()).categories).toEqual(competitor.categories);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/competitors/${competitor.id}/`,
      headers: raceOfficer.headers,
      payload: { categories: [dam.id] },
    });
    expectStatus(patched, 200);
    expect(competitorSchema.parse(patched.json()).categories).toEqual([dam.id]);
    // Fields left out keep the ticks.
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/competitors/${competitor.id}/`,
      headers: club.headers,
      payload: { name: 'Anna Ek-Berg' },
    });
    expect(competitorSchema.parse(renamed.json()).categories).toEqual([dam.id]);

    const detail = await t.request({ method: 'GET', url: `/api/sailings/${sailing.id}/` });
    const shown = sailingDetailSchema.parse(detail.json()).competitors;
    expect(shown.find((c) => c.id === competitor.id)?.categories).toEqual([dam.id]);

    for (const ids of [[junior.id], [foreign.id], [2_000_000], [dam.id, junior.id]]) {
      await refused(
        () =>
          t.request({
            method: 'PATCH',
            url: `/api/competitors/${competitor.id}/`,
            headers: club.headers,
            payload: { categories: ids },
          }),
        { categories: [prizeCategoryMessages.unknownFlag] },
      );
    }
    await refused(
      () =>
        t.request({
          method: 'POST',
          url: '/api/competitors/',
          headers: club.headers,
          payload: { sailing: sailing.id, name: 'Bo Ek', categories: [foreign.id] },
        }),
      { categories: [prizeCategoryMessages.unknownFlag] },
    );

    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/competitors/${competitor.id}/`,
      headers: club.headers,
      payload: { categories: [] },
    });
    expect(competitorSchema.parse(cleared.json()).categories).toEqual([]);

    // Deleting a category unticks it; a birth-year category never holds ticks.
    await createCompetitor(t, club, sailing.id, { name: 'Cia Ek', categories: [familj.id] });
    expectStatus(await put(familj.id, { rule: 'birth_year', born_until: 1966 }, club), 200);
    const ticks = await t.db
      .selectFrom('competitor_categories')
      .selectAll()
      .where('category_id', '=', familj.id)
      .execute();
    expect(ticks).toEqual([]);
  });

  it('copies the ticks of every entry with a copied sailing (§11), and nothing else', async () => {
    const owner = await freshClub();
    const dam = await created({ name: 'Dam', rule: 'entry_flag' }, owner);
    const familj = await created({ name: 'Familj', rule: 'entry_flag' }, owner);
    const sailing = await createSailing(t, owner, { status: 'upcoming' });
    const group = await createStartGroup(t, owner, sailing.id);
    const entry = (name: string, categories: number[]) =>
      createCompetitor(t, owner, sailing.id, {
        name,
        sail_number: name,
        start_group: group.id,
        categories,
      });
    const anna = await entry('Anna Ek', [familj.id, dam.id]);
    await entry('Bo Ek', []);
    await entry('Cia Ek', [familj.id]);
    const ticks = () => t.db.selectFrom('competitor_categories').selectAll().execute();
    const before = await ticks();

    const copied = await t.request({
      method: 'POST',
      url: `/api/sailings/${sailing.id}/copy/`,
      headers: owner.headers,
    });
    expectStatus(copied, 201);
    const copy = sailingDetailSchema.parse(copied.json());
    expect(copy.id).not.toBe(sailing.id);
    expect(
      Object.fromEntries(copy.competitors.map((c) => [c.name, c.categories] as const)),
    ).toEqual({
      'Anna Ek': [dam.id, familj.id].sort((a, b) => a - b),
      'Bo Ek': [],
      'Cia Ek': [familj.id],
    });
    // New ticks on the copy's entries only; the original's stay as they were.
    expect(await ticks()).toHaveLength(before.length + 3);
    const original = await t.request({ method: 'GET', url: `/api/competitors/${anna.id}/` });
    expect(competitorSchema.parse(original.json()).categories).toEqual(
      [dam.id, familj.id].sort((a, b) => a - b),
    );
    // The copy's results name the categories, as the original's do.
    const categoriesOf = async (id: number) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/sailings/${id}/results/`,
          headers: owner.headers,
        })
      ).json<{ categories: { id: number; name: string }[] }>().categories;
    expect(await categoriesOf(copy.id)).toEqual(await categoriesOf(sailing.id));
    expect((await categoriesOf(copy.id)).map((c) => c.name)).toEqual(['Dam', 'Familj']);
  });

  it('lets a sailor tick the categories on her own entry', async () => {
    const dam = await created({ name: `Dam ${Date.now()}`, rule: 'entry_flag' });
    const sailing = await createSailing(t, club, { status: 'upcoming', reg_status: 'open' });
    const sailor = await makeSailorActor(t, { firstName: 'Sara', lastName: 'Sund' });
    const entry = await enterSailing(t, sailor, sailing.id, { payload: { categories: [dam.id] } });
    const read = await t.request({ method: 'GET', url: `/api/competitors/${entry.id}/` });
    expect(competitorSchema.parse(read.json()).categories).toEqual([dam.id]);
    const other = await makeSailorActor(t, { firstName: 'Olle', lastName: 'Ö' });
    const foreign = await created({ name: `Familj ${Date.now()}`, rule: 'entry_flag' }, otherClub);
    await expect(
      enterSailing(t, other, sailing.id, { payload: { categories: [foreign.id] } }),
    ).rejects.toThrow();
  });

  it('keeps a sailor’s birth year: hers to set and see, in her export, never public', async () => {
    const sailor = await makeSailorActor(t, { firstName: 'Vera', lastName: 'Vind' });
    const patch = (payload: unknown, actor: Actor | null = sailor) =>
      t.request({
        method: 'PATCH',
        url: `/api/sailors/${sailor.sailorId}/`,
        headers: bearer(actor),
        payload: payload as Payload,
      });
    const saved = await patch({ birth_year: 1985 });
    expectStatus(saved, 200);
    expect(sailorSchema.parse(saved.json()).birth_year).toBe(1985);
    expect(sailorSchema.parse((await patch({ birth_year: '1986' })).json()).birth_year).toBe(1986);

    const own = await t.request({
      method: 'GET',
      url: `/api/sailors/${sailor.sailorId}/`,
      headers: sailor.headers,
    });
    expect(sailorSchema.parse(own.json()).birth_year).toBe(1986);
    for (const reader of [null, member, club]) {
      const seen = await t.request({
        method: 'GET',
        url: `/api/sailors/${sailor.sailorId}/`,
        headers: bearer(reader),
      });
      expect(seen.json()).not.toHaveProperty('birth_year');
    }
    const listed = await t.request({ method: 'GET', url: '/api/sailors/?query=vera' });
    expect(JSON.stringify(listed.json())).not.toContain('birth_year');

    const exported = await t.request({
      method: 'GET',
      url: '/auth/users/me/export/',
      headers: sailor.headers,
    });
    expect(accountExportSchema.parse(exported.json()).sailor?.birth_year).toBe(1986);

    const message = prizeCategoryMessages.birthYear;
    const stored = async () =>
      (
        await t.db
          .selectFrom('sailors')
          .select('birth_year')
          .where('id', '=', sailor.sailorId)
          .executeTakeFirstOrThrow()
      ).birth_year;
    for (const bad of [1899, new Date().getUTCFullYear() + 1, 1985.5, 'åttiofem', '85']) {
      const response = await patch({ birth_year: bad });
      expectStatus(response, 400);
      expect(response.json()).toEqual({ birth_year: [message] });
      expect(await stored()).toBe(1986);
    }
    expectStatus(await patch({ birth_year: 1990 }, member), 403);
    expect(await stored()).toBe(1986);
    expect(sailorSchema.parse((await patch({ birth_year: '' })).json()).birth_year).toBeNull();

    // A club's admins keep the year of a member without an account (a junior they enter).
    const kid = await insertSailor(t.db, { clubId: club.clubId, firstName: 'Lo', lastName: 'Ek' });
    const kept = await t.request({
      method: 'PATCH',
      url: `/api/sailors/${kid.id}/`,
      headers: admin.headers,
      payload: { birth_year: 2012 },
    });
    expect(sailorSchema.parse(kept.json()).birth_year).toBe(2012);
  });

  it('bumps the results version of the sailings a tick, a category or a birth year touches', async () => {
    const owner = await freshClub();
    const sailing = await insertSailing(t.db, { clubId: owner.clubId, status: 'finished' });
    const untouched = await insertSailing(t.db, { clubId: otherClub.clubId, status: 'finished' });
    const { id: sailorId } = await insertSailor(t.db, { clubId: owner.clubId });
    const { id: competitorId } = await insertCompetitor(t.db, { sailingId: sailing.id, sailorId });
    const versions = async () =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('sailings')
            .select(['id', 'results_version'])
            .where('id', 'in', [sailing.id, untouched.id])
            .execute()
        ).map((row) => [row.id, Number(row.results_version)]),
      );
    const bumped = async (change: () => Promise<unknown>) => {
      const before = await versions();
      await change();
      const after = await versions();
      expect(after[untouched.id]).toBe(before[untouched.id]);
      return after[sailing.id]! > before[sailing.id]!;
    };
    let damId = 0;
    expect(
      await bumped(async () => {
        damId = (await created({ name: 'Dam', rule: 'entry_flag' }, owner)).id;
      }),
    ).toBe(true);
    expect(
      await bumped(() =>
        t.db
          .insertInto('competitor_categories')
          .values({ competitor_id: competitorId, category_id: damId })
          .execute(),
      ),
    ).toBe(true);
    expect(await bumped(() => put(damId, { name: 'Damer' }, owner))).toBe(true);
    expect(
      await bumped(() =>
        t.db.updateTable('sailors').set({ birth_year: 2008 }).where('id', '=', sailorId).execute(),
      ),
    ).toBe(true);
    expect(
      await bumped(() =>
        t.db.updateTable('sailors').set({ birth_year: 2008 }).where('id', '=', sailorId).execute(),
      ),
    ).toBe(false);
    expect(await bumped(() => remove(damId, owner))).toBe(true);
  });

  it('tells the results which categories each entry is in, in two queries', async () => {
    const owner = await freshClub();
    const rival = await freshClub();
    const dam = await created({ name: 'Dam', rule: 'entry_flag' }, owner);
    const junior = await created({ name: 'Junior', rule: 'birth_year', born_from: 2006 }, owner);
    const veteran = await created({ name: 'Veteran', rule: 'birth_year', born_until: 1966 }, owner);
    const nineties = await created(
      { name: '90-tal', rule: 'birth_year', born_from: 1990, born_until: 1999 },
      owner,
    );
    const rivalJunior = await created(
      { name: 'Junior', rule: 'birth_year', born_from: 2000, born_until: 2010 },
      rival,
    );
    const sailing = await insertSailing(t.db, { clubId: owner.clubId, status: 'finished' });
    const elsewhere = await insertSailing(t.db, { clubId: rival.clubId, status: 'finished' });
    const born = async (year: number | null) => {
      const { id } = await insertSailor(t.db, { clubId: owner.clubId });
      await t.db.updateTable('sailors').set({ birth_year: year }).where('id', '=', id).execute();
      return id;
    };
    const entry = async (sailingId: number, sailorId: number | null, ticks: number[] = []) => {
      const { id } = await insertCompetitor(t.db, { sailingId, sailorId });
      for (const category of ticks) {
        await t.db
          .insertInto('competitor_categories')
          .values({ competitor_id: id, category_id: category })
          .execute();
      }
      return id;
    };
    const girl = await entry(sailing.id, await born(2008), [dam.id]);
    const oldTimer = await entry(sailing.id, await born(1966));
    const ninetyNine = await entry(sailing.id, await born(1999), [dam.id]);
    const noSailor = await entry(sailing.id, null, [dam.id]);
    const noYear = await entry(sailing.id, await born(null));
    const between = await entry(sailing.id, await born(1980));
    const rivalBoat = await entry(elsewhere.id, await born(2008));
    const ids = [girl, oldTimer, ninetyNine, noSailor, noYear, between, rivalBoat, 2_000_000];

    let categories = new Map<number, number[]>();
    const queries = await counter.count(async () => {
      categories = await selectCategoriesOfCompetitors(t.db, ids);
    });
    expect(queries).toBeLessThanOrEqual(2);
    expect(Object.fromEntries(categories)).toEqual({
      [girl]: [dam.id, junior.id].sort((a, b) => a - b),
      [oldTimer]: [veteran.id],
      [ninetyNine]: [dam.id, nineties.id].sort((a, b) => a - b),
      [noSailor]: [dam.id],
      [rivalBoat]: [rivalJunior.id],
    });
    expect(await selectCategoriesOfCompetitors(t.db, [])).toEqual(new Map());

    // As many entries as a championship series has: still two queries.
    const many = Array.from({ length: 40_000 }, (_, i) => i + 1);
    const bigQueries = await counter.count(() => selectCategoriesOfCompetitors(t.db, many));
    expect(bigQueries).toBeLessThanOrEqual(2);
  });
});
