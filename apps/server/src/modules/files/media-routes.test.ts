import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { jpegWithExif, makeClubActor, multipartRequest } from '../../../test/helpers/factories.ts';
import { databaseKinds } from '../../../test/helpers/test-database.ts';
import { storeDocument } from './document-service.ts';
import { storeImage } from './image-service.ts';
import { documentDisposition } from './media-routes.ts';

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

  it('serves a stored PDF inline, under its stored name when no posting shows it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const { name } = await storeDocument(t.testDatabase.database.db, 'file', pdf);
    expect(name).toMatch(/^[0-9a-f]{64}\.pdf$/);
    const response = await t.request({ method: 'GET', url: `/media/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
  });

  it('serves an image no posting shows without a Content-Disposition, as before', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const name = await storeImage(t.testDatabase.database.db, 'logo', png);
    const response = await t.request({ method: 'GET', url: `/media/${name}` });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

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

describe('documentDisposition', () => {
  const stored = `${'a'.repeat(64)}.pdf`;

  it('names the file by its title, in UTF-8 and in plain ASCII', () => {
    expect(documentDisposition('Ändring 2 – Seglingsföreskrifter', stored)).toBe(
      'inline; filename="Andring 2 _ Seglingsforeskrifter.pdf"; ' +
        "filename*=UTF-8''%C3%84ndring%202%20%E2%80%93%20Seglingsf%C3%B6reskrifter.pdf",
    );
  });

  it('keeps quotes, separators, percent signs and header breaks out of the header', () => {
    const header = documentDisposition('a"b\\c/d\r\nX-Evil: 1; 100% (rätt)*!\'', stored);
    expect(header).toBe(
      'inline; filename="a b c d X-Evil 1_ 100_ (ratt) !\'.pdf"; ' +
        "filename*=UTF-8''a%20b%20c%20d%20X-Evil%201%3B%20100%25%20%28r%C3%A4tt%29%20%21%27.pdf",
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('falls back to the stored name for an empty or unusable title, and shortens a long one', () => {
    expect(documentDisposition(null, stored)).toBe(
      `inline; filename="${stored}"; filename*=UTF-8''${stored}`,
    );
    expect(documentDisposition(' \u0000 "" ', stored)).toContain(`filename="${stored}"`);
    const long = documentDisposition('x'.repeat(500), `${'b'.repeat(64)}.png`);
    expect(long).toContain(`filename="${'x'.repeat(120)}.png"`);
  });
});
