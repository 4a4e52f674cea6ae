import {
  detailErrorSchema,
  fieldErrorsSchema,
  resultsQuerySchema,
  sailingResultsSchema,
  seriesResultsSchema,
} from '@segla/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTaggedAnswer, type TaggedAnswer } from '../../http/tagged-answer.ts';
import { pathId, pathIdParamsSchema } from '../../http/path-params.ts';
import { ResultsCache } from './results-cache.ts';
import {
  loadSailingResultsCsv,
  loadSailingResultsJson,
  loadSeriesResultsCsv,
  loadSeriesResultsJson,
  type CsvDownload,
  type ResultsMemory,
} from './results-service.ts';

/** Said of both answers in the API description. */
const REVALIDATION =
  ' Svaret har en ETag och Cache-Control: no-cache; med If-None-Match och oförändrat resultat blir svaret 304 utan innehåll.';

const CSV =
  ' Med ?format=csv en CSV-fil (UTF-8 med BOM, semikolon, decimalkomma, tider som h:mm:ss) att spara, en rad per båt och startgrupp;' +
  ' med &category=<id> (en av klubbens priskategorier) bara kategorins båtar, placerade bland sig med hela startgruppens poäng.' +
  ' Ett id som inte är en av klubbens priskategorier, eller category utan format=csv, ger 400.';

/** The CSV's text: checked as such by the tests' response contract (any text passes). */
const csvTextSchema = z.string().describe('CSV, UTF-8 med BOM, semikolonseparerad');

/** A 200 in either format (docs/product.md §7): the JSON of the API or the CSV file. */
function jsonOrCsv(schema: z.ZodType) {
  return {
    description: 'Resultatet som JSON, eller som CSV med ?format=csv',
    content: {
      'application/json': { schema },
      'text/csv': { schema: csvTextSchema },
    },
  };
}

/** Sends the CSV as a download named by the sailing or series (RFC 6266). */
function sendCsv(request: FastifyRequest, reply: FastifyReply, csv: CsvDownload) {
  reply.header('content-disposition', csv.contentDisposition);
  return sendTaggedAnswer(request, reply, csv.answer);
}

/**
 * `GET /api/sailings/{id}/results/` and `GET /api/series/{id}/results/` (docs/product.md §3), as
 * JSON or, with `?format=csv`, as a CSV file (issue 14). The answers are sent from the cache as
 * serialized, with an ETag (decision 0049).
 */
export function resultRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const memory: ResultsMemory = {
    cache: new ResultsCache<TaggedAnswer>(undefined, app.services.usage),
    versions: app.services.resultsVersions,
  };
  routes.get(
    '/api/sailings/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En seglings resultat, startgrupp för startgrupp',
        description:
          'Publicerade seglingar för alla; opublicerade för klubbens konto och administratörer.' +
          REVALIDATION +
          CSV,
        params: pathIdParamsSchema,
        querystring: resultsQuerySchema,
        response: {
          200: jsonOrCsv(sailingResultsSchema),
          400: fieldErrorsSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (request.query.format === 'csv') {
        return sendCsv(
          request,
          reply,
          await loadSailingResultsCsv(
            app.services.db,
            memory,
            id,
            request.user,
            request.query.category ?? null,
          ),
        );
      }
      const answer = await loadSailingResultsJson(app.services.db, memory, id, request.user);
      // Already serialized (and cached as such); the schema documents its shape.
      return sendTaggedAnswer(request, reply, answer);
    },
  );
  routes.get(
    '/api/series/:id/results/',
    {
      schema: {
        tags: ['Resultat'],
        summary: 'En series sammanställning, startgrupp för startgrupp',
        description:
          'Seglingarna i serien som den som frågar får se; en båt som inte deltog i en segling får DNC.' +
          REVALIDATION +
          CSV,
        params: pathIdParamsSchema,
        querystring: resultsQuerySchema,
        response: {
          200: jsonOrCsv(seriesResultsSchema),
          400: fieldErrorsSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (request.query.format === 'csv') {
        return sendCsv(
          request,
          reply,
          await loadSeriesResultsCsv(
            app.services.db,
            memory,
            id,
            request.user,
            request.query.category ?? null,
          ),
        );
      }
      const answer = await loadSeriesResultsJson(app.services.db, memory, id, request.user);
      // Already serialized (and cached as such); the schema documents its shape.
      return sendTaggedAnswer(request, reply, answer);
    },
  );
}
