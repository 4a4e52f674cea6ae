import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from '../../../test/helpers/test-database.ts';
import { jpegWithExif } from '../../../test/helpers/factories.ts';
import { ApiError } from '../../http/api-error.ts';
import { MAX_IMAGE_BYTES, mediaUrl, storeImage } from './image-service.ts';

const NOT_AN_IMAGE = 'Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 180 } } });
}

/** Whether EXIF data (as sharp's metadata gives it) has a GPS block: IFD0 tag 0x8825. */
function hasGpsBlock(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}

describe.each(databaseKinds)('image storage on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.cleanup());

  const db = () => database.database.db;
  const storedFile = (name: string) =>
    db().selectFrom('stored_files').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const fileCount = async () =>
    Number(
      (
        await db()
          .selectFrom('stored_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Runs storeImage expecting a refusal: a 400 about the field, and no file stored. */
  async function expectRefused(data: Uint8Array) {
    const before = await fileCount();
    const error = await storeImage(db(), 'logo', data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, body: { logo: [NOT_AN_IMAGE] } });
    expect(await fileCount()).toBe(before);
  }

  it.each([
    ['PNG', 'png', 'image/png', () => solid(10, 6).png().toBuffer()],
    ['JPEG', 'jpg', 'image/jpeg', () => solid(10, 6).jpeg().toBuffer()],
    ['WebP', 'webp', 'image/webp', () => solid(10, 6).webp().toBuffer()],
  ])(
    'stores a %s under its content hash, re-encoded in its own format',
    async (_f, ext, type, make) => {
      const name = await storeImage(db(), 'logo', await make());
      expect(name).toMatch(new RegExp(`^[0-9a-f]{64}\\.${ext}$`));
      const file = await storedFile(name);
      expect(file).toMatchObject({ content_type: type, width: 10, height: 6 });
      expect(file.size).toBe(file.data.length);
      const metadata = await sharp(file.data).metadata();
      expect(metadata.format).toBe(ext === 'jpg' ? 'jpeg' : ext);
      expect(mediaUrl(name)).toBe(`/media/${name}`);
    },
  );

  it('removes EXIF metadata, GPS position included, from a JPEG', async () => {
    const original = await jpegWithExif();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsBlock(before.exif)).toBe(true);
    expect(original.includes(Buffer.from('Segelkamera'))).toBe(true);
    const file = await storedFile(await storeImage(db(), 'picture', original));
    const metadata = await sharp(file.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file.data.includes(Buffer.from('Segelkamera'))).toBe(false);
  });

  it('turns a picture the way its EXIF orientation says before dropping it', async () => {
    expect((await sharp(await jpegWithExif({ orientation: 6 })).metadata()).orientation).toBe(6);
    const file = await storedFile(
      await storeImage(db(), 'picture', await jpegWithExif({ orientation: 6 })),
    );
    expect([file.width, file.height]).toEqual([12, 16]);
  });

  it('scales a large image down to 2048 pixels on its longest side', async () => {
    const file = await storedFile(
      await storeImage(db(), 'map', await solid(3000, 1500).png().toBuffer()),
    );
    expect([file.width, file.height]).toEqual([2048, 1024]);
  });

  it('stores the same image once', async () => {
    const png = await solid(5, 5).png().toBuffer();
    const first = await storeImage(db(), 'logo', png);
    const before = await fileCount();
    expect(await storeImage(db(), 'logo', png)).toBe(first);
    expect(await fileCount()).toBe(before);
  });

  it('refuses text, whatever the file was called', async () => {
    await expectRefused(Buffer.from('hej, det här är ingen bild\n'));
  });

  it('refuses other image formats, an empty file, a broken image and one over 5 MB', async () => {
    await expectRefused(await solid(4, 4).gif().toBuffer());
    await expectRefused(await solid(4, 4).tiff().toBuffer());
    await expectRefused(Buffer.alloc(0));
    const png = await solid(40, 40).png().toBuffer();
    await expectRefused(png.subarray(0, png.length - 30));
    await expectRefused(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]));
  });
});
