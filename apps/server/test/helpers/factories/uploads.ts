import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../build-test-app.ts';

/** Images and multipart bodies, for the upload and form tests. */

/** A small PNG of one colour: each colour is another content hash, so another stored file. */
export function pngImage(
  width = 8,
  height = 8,
  colour: { r: number; g: number; b: number } = { r: 0, g: 90, b: 160 },
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
}

/** A small WebP of one colour. */
export function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc0' } })
    .webp()
    .toBuffer();
}

/**
 * A JPEG as a phone writes it: EXIF with a camera make and a GPS position, and an orientation
 * (1: as stored) that the server must apply before it strips the metadata.
 */
export function jpegWithExif({ orientation = 1 }: { orientation?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Segelkamera', Model: 'Bris 1', ImageDescription: 'Skeppsholmen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 58/1',
      },
    })
    .toBuffer();
}

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body, as a browser sends a form with files. */
export function multipart(fields: Record<string, string | MultipartFile>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----segla${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
          `filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.data);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart request through `app.inject`, with the caller's headers. */
export function multipartRequest(
  t: TestApp,
  options: Omit<InjectOptions, 'payload' | 'headers'> & { headers?: Record<string, string> },
  fields: Record<string, string | MultipartFile>,
): Promise<LightMyRequestResponse> {
  const body = multipart(fields);
  return t.request({
    ...options,
    payload: body.payload,
    headers: { ...options.headers, ...body.headers },
  });
}
