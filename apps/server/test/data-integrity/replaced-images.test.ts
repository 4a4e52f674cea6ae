import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  clubActor,
  dbOf,
  expectJson,
  png,
  sailorActor,
  upload,
  type TestApp,
} from './integrity-setup.ts';

/**
 * An image a club, sailor or course no longer shows is deleted in the transaction of the change,
 * unless another row still shows it (files are content-addressed, so rows may share one).
 */
describe.each(databaseKinds)('replaced images on %s', (kind) => {
  let t: TestApp;
  let shade = 0;
  /** Another image each call: another content hash. */
  const nextImage = () => png((shade += 7) % 256, Math.floor(shade / 256) * 40);

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const status = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;
  const fileCount = async () =>
    Number(
      (
        await dbOf(t)
          .selectFrom('stored_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function setLogo(club: Awaited<ReturnType<typeof clubActor>>, image: Buffer) {
    const response = await upload(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      'logo',
      image,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ logo: string }>().logo;
  }

  async function setPicture(sailor: Awaited<ReturnType<typeof sailorActor>>, image: Buffer) {
    const response = await upload(
      t,
      { method: 'PATCH', url: `/api/sailors/${sailor.sailorId}/`, headers: sailor.headers },
      'picture',
      image,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ picture: string }>().picture;
  }

  it('deletes a replaced club logo: its old URL is 404, the new one is served', async () => {
    const club = await clubActor(t, 'Iotaviks Segelklubb');
    const first = await setLogo(club, await nextImage());
    expect(await status(first)).toBe(200);
    const before = await fileCount();
    const second = await setLogo(club, await nextImage());
    expect(second).not.toBe(first);
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);
    expect(await fileCount()).toBe(before);
  });

  it('deletes a removed club logo', async () => {
    const club = await clubActor(t, 'Lambdaholms SS');
    const logo = await setLogo(club, await nextImage());
    const body = await expectJson<{ logo: string | null }>(
      t,
      {
        method: 'PATCH',
        url: `/api/clubs/${club.slug}/`,
        headers: club.headers,
        payload: { logo: null },
      },
      200,
    );
    expect(body.logo).toBeNull();
    expect(await status(logo)).toBe(404);
  });

  it('keeps a logo sent again unchanged, and one that is not replaced', async () => {
    const club = await clubActor(t, 'Mybergs Båtklubb');
    const image = await nextImage();
    const logo = await setLogo(club, image);
    expect(await setLogo(club, image)).toBe(logo);
    expect(await status(logo)).toBe(200);
    await expectJson(
      t,
      {
        method: 'PATCH',
        url: `/api/clubs/${club.slug}/`,
        headers: club.headers,
        payload: { city: 'Nyby' },
      },
      200,
    );
    expect(await status(logo)).toBe(200);
  });

  it('keeps an image another club, sailor or course still shows', async () => {
    const image = await nextImage();
    const one = await clubActor(t, 'Omikronsunds SK');
    const two = await clubActor(t, 'Pivikens SK');
    const sailor = await sailorActor(t);
    const shared = await setLogo(one, image);
    expect(await setLogo(two, image)).toBe(shared);
    expect(await setPicture(sailor, image)).toBe(shared);

    await setLogo(one, await nextImage());
    expect(await status(shared)).toBe(200);
    await setLogo(two, await nextImage());
    expect(await status(shared)).toBe(200);
    // The last one to let go of it takes it away.
    await setPicture(sailor, await nextImage());
    expect(await status(shared)).toBe(404);
  });

  it('deletes a replaced or removed sailor picture', async () => {
    const sailor = await sailorActor(t);
    const first = await setPicture(sailor, await nextImage());
    const second = await setPicture(sailor, await nextImage());
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);
    await expectJson(
      t,
      {
        method: 'PATCH',
        url: `/api/sailors/${sailor.sailorId}/`,
        headers: sailor.headers,
        payload: { picture: null },
      },
      200,
    );
    expect(await status(second)).toBe(404);
  });

  it("deletes a course's replaced map, and its map when the course is deleted", async () => {
    const club = await clubActor(t, 'Rhoholms Seglare');
    const created = await upload(
      t,
      { method: 'POST', url: '/api/courses/', headers: club.headers },
      'map',
      await nextImage(),
      { name: 'Bana A' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json<{ id: number; map: string }>();
    const replaced = await upload(
      t,
      { method: 'PUT', url: `/api/courses/${course.id}/`, headers: club.headers },
      'map',
      await nextImage(),
      { name: 'Bana A' },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const map = replaced.json<{ map: string }>().map;
    expect(await status(course.map)).toBe(404);
    expect(await status(map)).toBe(200);

    // Another course showing the same map keeps it past the first one's deletion.
    const mapImage = await nextImage();
    const withMap = async (id: number) => {
      const response = await upload(
        t,
        { method: 'PUT', url: `/api/courses/${id}/`, headers: club.headers },
        'map',
        mapImage,
        { name: 'Bana' },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ map: string }>().map;
    };
    const other = await expectJson<{ id: number }>(
      t,
      { method: 'POST', url: '/api/courses/', headers: club.headers, payload: { name: 'Bana B' } },
      201,
    );
    const sharedMap = await withMap(course.id);
    expect(await withMap(other.id)).toBe(sharedMap);
    expect(await status(map)).toBe(404);
    const remove = (id: number) =>
      t.request({ method: 'DELETE', url: `/api/courses/${id}/`, headers: club.headers });
    expect((await remove(course.id)).statusCode).toBe(204);
    expect(await status(sharedMap)).toBe(200);
    expect((await remove(other.id)).statusCode).toBe(204);
    expect(await status(sharedMap)).toBe(404);
  });
});
