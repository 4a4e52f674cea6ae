import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  countRows,
  expectStatus,
  makeClubActor,
  makeSailorActor,
  multipartRequest,
  pngImage,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

/**
 * An image a club, sailor or course no longer shows is deleted in the transaction of the change,
 * unless another row still shows it (files are content-addressed, so rows may share one).
 */
describe.each(databaseKinds)('replaced images on %s', (kind) => {
  let t: TestApp;
  let shade = 0;
  /** Another image each call: another content hash. */
  const nextImage = () =>
    pngImage(6, 4, { r: (shade += 7) % 256, g: Math.floor(shade / 256) * 40, b: 160 });

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const status = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;
  const fileCount = () => countRows(t, 'stored_files');

  /** An image as a multipart file field. */
  const pngFile = (data: Buffer) => ({ filename: 'bild.png', contentType: 'image/png', data });

  async function setLogo(club: ClubActor, image: Buffer) {
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      { logo: pngFile(image) },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ logo: string }>().logo;
  }

  async function setPicture(sailor: SailorActor, image: Buffer) {
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/sailors/${sailor.sailorId}/`, headers: sailor.headers },
      { picture: pngFile(image) },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ picture: string }>().picture;
  }

  it('deletes a replaced club logo: its old URL is 404, the new one is served', async () => {
    const club = await makeClubActor(t, { name: 'Iotaviks Segelklubb' });
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
    const club = await makeClubActor(t, { name: 'Lambdaholms SS' });
    const logo = await setLogo(club, await nextImage());
    const response = await t.request({
      method: 'PATCH',
      url: `/api/clubs/${club.slug}/`,
      headers: club.headers,
      payload: { logo: null },
    });
    expectStatus(response, 200);
    expect(response.json<{ logo: string | null }>().logo).toBeNull();
    expect(await status(logo)).toBe(404);
  });

  it('keeps a logo sent again unchanged, and one that is not replaced', async () => {
    const club = await makeClubActor(t, { name: 'Mybergs Båtklubb' });
    const image = await nextImage();
    const logo = await setLogo(club, image);
    expect(await setLogo(club, image)).toBe(logo);
    expect(await status(logo)).toBe(200);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/clubs/${club.slug}/`,
      headers: club.headers,
      payload: { city: 'Nyby' },
    });
    expectStatus(response, 200);
    expect(await status(logo)).toBe(200);
  });

  it('keeps an image another club, sailor or course still shows', async () => {
    const image = await nextImage();
    const one = await makeClubActor(t, { name: 'Omikronsunds SK' });
    const two = await makeClubActor(t, { name: 'Pivikens SK' });
    const sailor = await makeSailorActor(t, { firstName: 'Anna', lastName: 'Ek' });
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
    const sailor = await makeSailorActor(t, { firstName: 'Anna', lastName: 'Ek' });
    const first = await setPicture(sailor, await nextImage());
    const second = await setPicture(sailor, await nextImage());
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/sailors/${sailor.sailorId}/`,
      headers: sailor.headers,
      payload: { picture: null },
    });
    expectStatus(response, 200);
    expect(await status(second)).toBe(404);
  });

  it("deletes a course's replaced map, and its map when the course is deleted", async () => {
    const club = await makeClubActor(t, { name: 'Rhoholms Seglare' });
    const created = await multipartRequest(
      t,
      { method: 'POST', url: '/api/courses/', headers: club.headers },
      { name: 'Bana A', map: pngFile(await nextImage()) },
    );
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json<{ id: number; map: string }>();
    const replaced = await multipartRequest(
      t,
      { method: 'PUT', url: `/api/courses/${course.id}/`, headers: club.headers },
      { name: 'Bana A', map: pngFile(await nextImage()) },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const map = replaced.json<{ map: string }>().map;
    expect(await status(course.map)).toBe(404);
    expect(await status(map)).toBe(200);

    // Another course showing the same map keeps it past the first one's deletion.
    const mapImage = await nextImage();
    const withMap = async (id: number) => {
      const response = await multipartRequest(
        t,
        { method: 'PUT', url: `/api/courses/${id}/`, headers: club.headers },
        { name: 'Bana', map: pngFile(mapImage) },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ map: string }>().map;
    };
    const otherCreated = await t.request({
      method: 'POST',
      url: '/api/courses/',
      headers: club.headers,
      payload: { name: 'Bana B' },
    });
    expectStatus(otherCreated, 201);
    const other = otherCreated.json<{ id: number }>();
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
