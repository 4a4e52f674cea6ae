import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error.ts';
import { findMediaFile } from './file-repository.ts';

const paramsSchema = z.strictObject({ name: z.string() });
const FILE_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|pdf)$/;
/** Longest title kept in a document's file name, in characters. */
const MAX_TITLE = 120;

/** RFC 8187 `filename*` value: UTF-8, percent-encoded, none of `'()*!` left bare. */
function rfc8187(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` of a notice-board document (docs/product.md §17): shown in the browser
 * (`inline`), saved under the posting's title, 'Seglingsföreskrifter.pdf', in `filename*` and,
 * for clients that take only `filename`, in plain ASCII (accents dropped, anything else "_").
 * Without a title, the stored name.
 */
export function documentDisposition(title: string | null, storedName: string): string {
  const ext = storedName.slice(storedName.lastIndexOf('.'));
  const cleaned = Array.from(
    (title ?? '')
      // Control and format characters, lone surrogates, and what a file name may not hold.
      .replace(/[\p{Cc}\p{Cf}\p{Cs}"*/:<>?\\|]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, MAX_TITLE)
    .join('')
    .trim();
  const name = cleaned ? `${cleaned}${ext}` : storedName;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/[%;\\"]/g, '_') || storedName;
  return `inline; filename="${ascii}"; filename*=UTF-8''${rfc8187(name)}`;
}

/**
 * Stored files under /media/<hash>.<ext>: images (logos, pictures, course maps) and the notice
 * board's documents. Immutable (the name is the content hash), served with their stored type
 * and never sniffed; a PDF, and any file a posting shows, inline under its title.
 */
export function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/:name',
      { schema: { hide: true, params: paramsSchema } },
      async (request, reply) => {
        const { name } = request.params;
        const file = FILE_NAME.test(name) ? await findMediaFile(app.services.db, name) : undefined;
        if (!file) throw notFound();
        if (file.notice_title !== null || file.content_type === 'application/pdf') {
          reply.header('content-disposition', documentDisposition(file.notice_title, file.name));
        }
        return reply
          .header('content-type', file.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );
}
