import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { jpegWithExif, makeClubActor, multipartRequest } from '../../../test/helpers/factories.ts';
import { databaseKinds } from '../../../test/helpers/test-database.ts';
import { storeImage } from './image-service.ts';

describe.each(databaseKinds)('/media/ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each([
    [
      'png',
      'image/png',
      () =>
        sharp({ create: { width: 3, height: 3, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
    ],
    ['jpg', 'image/jpeg', () => jpegWithExif()],
    [
      'webp',
      'image/webp',
      () =>
        sharp({ create: { width: 3, height: 3, channels: 3, background: '#123' } })
          .webp()
          .toBuffer(),
    ],
  ])(
    'serves a stored .%s with its type and an immutable cache lifetime',
    async (ext, type, make) => {
      const name = await storeImage(t.testDatabase.database.db, 'logo', await make());
      expect(name.endsWith(`.${ext}`)).toBe(true);
      const response = await t.request({ method: 'GET', url: `/media/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const stored = await t.testDatabase.database.db
        .selectFrom('stored_files')
        .select('data')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(Buffer.compare(response.rawPayload, stored.data)).toBe(0);
    },
  );

  it('answers 404 for an unknown or malformed name', async () => {
    for (const name of [
      `${'a'.repeat(64)}.png`,
      `${'a'.repeat(64)}.gif`,
      'logga.png',
      '..%2F..%2Fetc%2Fpasswd',
      `${'A'.repeat(64)}.png`,
    ]) {
      const response = await t.request({ method: 'GET', url: `/media/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Hittades inte.' });
    }
  });

  it('refuses a text file renamed .png through an upload, and stores nothing', async () => {
    const club = await makeClubActor(t);
    const count = async () =>
      Number(
        (
          await t.testDatabase.database.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      { logo: { filename: 'logga.png', contentType: 'image/png', data: Buffer.from('bara text') } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      logo: ['Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses an upload over 5 MB with 413', async () => {
    const club = await makeClubActor(t);
    const response = await multipartRequest(
      t,
      { method: 'PATCH', url: `/api/clubs/${club.slug}/`, headers: club.headers },
      {
        logo: {
          filename: 'stor.png',
          contentType: 'image/png',
          data: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        },
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Filen är för stor: högst 5 MB.' });
  });
});
