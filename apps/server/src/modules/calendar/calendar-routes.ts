import { clubSlugParamsSchema, detailErrorSchema } from '@segla/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTaggedAnswer } from '../../http/tagged-answer.ts';
import { CalendarService } from './calendar-service.ts';

/** The media type of the feed (RFC 5545 §8.1). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * `GET /api/clubs/{slug}/calendar.ics`: the club's published sailings as a calendar to subscribe
 * to (docs/product.md §11, Calendar), public. Answered with an ETag and `Cache-Control: no-cache`
 * as the results are (decision 0049): a calendar app asking again with If-None-Match gets a 304.
 */
export function calendarRoutes(app: FastifyInstance) {
  const { db, events, config } = app.services;
  const service = new CalendarService({ db, events, publicUrl: config.publicUrl });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/clubs/:slug/calendar.ics',
    {
      schema: {
        tags: ['Klubbar'],
        summary: 'Klubbens seglingar som kalender att prenumerera på (iCalendar)',
        description:
          'En händelse per publicerad segling (Europe/Stockholm, stabilt UID per segling, ' +
          'SEQUENCE och LAST-MODIFIED som följer ändringar); inställda seglingar finns kvar med ' +
          'STATUS:CANCELLED. Svaret har en ETag och Cache-Control: no-cache; med If-None-Match ' +
          'och oförändrad kalender blir svaret 304 utan innehåll. Okänd eller inaktiverad klubb: 404.',
        params: clubSlugParamsSchema,
        response: {
          200: {
            description: 'iCalendar (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const calendar = await service.clubCalendar(request.params.slug);
      return sendTaggedAnswer(request, reply, {
        body: calendar.body,
        contentType: CALENDAR_CONTENT_TYPE,
        etag: `"${calendar.tag}"`,
      });
    },
  );
}
