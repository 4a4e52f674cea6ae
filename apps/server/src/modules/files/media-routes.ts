import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error.ts';
import { findFileByName } from './file-repository.ts';

const paramsSchema = z.strictObject({ name: z.string() });
const FILE_NAME = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

/** Stored images under /media/<hash>.<ext>: immutable (the name is the content hash). */
export function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/:name',
      { schema: { hide: true, params: paramsSchema } },
      async (request, reply) => {
        const { name } = request.params;
        const file = FILE_NAME.test(name) ? await findFileByName(app.services.db, name) : undefined;
        if (!file) throw notFound();
        return reply
          .header('content-type', file.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );
}
