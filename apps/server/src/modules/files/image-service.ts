import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@segla/core';
import type { Kysely } from 'kysely';
import sharp, { type OutputInfo } from 'sharp';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/api-error.ts';
import { deleteUnreferencedFiles, insertFileIfAbsent } from './file-repository.ts';

export { IMAGE_MAX_BYTES as MAX_IMAGE_BYTES };
/** Longest side kept; larger pictures are scaled down (logos, portraits, course maps). */
const MAX_SIDE = 2048;
const MAX_INPUT_PIXELS = 40_000_000;

const formats = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;

const NOT_AN_IMAGE = 'Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).';

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it in the same
 * format with all metadata (EXIF, GPS position, comments) dropped, and stores it in the
 * database under its content hash. Returns the name served under /media/.
 */
export async function storeImage(db: Kysely<DB>, field: string, data: Uint8Array): Promise<string> {
  if (data.byteLength === 0 || data.byteLength > IMAGE_MAX_BYTES)
    throw fieldError(field, NOT_AN_IMAGE);
  let output: { data: Buffer; info: OutputInfo };
  let format: keyof typeof formats;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== 'png' && metadata.format !== 'jpeg' && metadata.format !== 'webp') {
      throw fieldError(field, NOT_AN_IMAGE);
    }
    format = metadata.format;
    // sharp writes no metadata unless asked; rotate() applies the EXIF orientation first.
    const pipeline = image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.webp({ quality: 85 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    throw fieldError(field, NOT_AN_IMAGE);
  }
  const { ext, contentType } = formats[format];
  const name = `${createHash('sha256').update(output.data).digest('hex')}.${ext}`;
  await insertFileIfAbsent(
    db,
    { name, contentType, data: output.data, width: output.info.width, height: output.info.height },
    new Date().toISOString(),
  );
  return name;
}

/** The public URL of a stored file name, or null. */
export function mediaUrl(name: string | null): string | null {
  return name ? `/media/${name}` : null;
}

/**
 * Lets go of images a row no longer shows (replaced, removed, or its row deleted): each is
 * deleted unless another row still refers to it. Call it in the transaction of that change,
 * after the row is written, with the old file names.
 */
export async function releaseImages(
  db: Kysely<DB>,
  oldNames: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const names = [...new Set(oldNames.filter((name): name is string => !!name))];
  await deleteUnreferencedFiles(db, names);
}
