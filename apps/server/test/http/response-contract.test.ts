import { detailErrorSchema } from '@segla/core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { noContentSchema } from '../../src/http/path-params.ts';
import { responseIssues, responseSchemaFor } from '../../src/http/response-contract.ts';
import { sendTaggedAnswer, taggedAnswer } from '../../src/http/tagged-answer.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const boatSchema = z.object({ id: z.number(), name: z.string() });

/**
 * A route for each way an answer can keep or break its contract. Registered without the zod type
 * provider, so that the handlers may answer what their schemas do not allow, as a presenter
 * drifting through a cast or an `any` row would.
 */
function contractRoutes(app: FastifyInstance) {
  const schema: FastifySchema = { response: { 200: boatSchema, 404: detailErrorSchema } };
  app.get('/api/test/good/', { schema }, () => ({ id: 1, name: 'Vind' }));
  app.get('/api/test/wrong-type/', { schema }, () => ({ id: '1', name: 'Vind' }));
  app.get('/api/test/missing/', { schema }, () => ({ id: 1 }));
  app.get('/api/test/extra-key/', { schema }, () => ({ id: 1, name: 'Vind', password_hash: 'x' }));
  app.get('/api/test/undeclared-status/', { schema }, (_request, reply) =>
    reply.code(409).send({ detail: 'Konflikt.' }),
  );
  app.get('/api/test/own-401/', { schema }, (_request, reply) =>
    reply.code(401).send({ detail: 'Autentiseringsuppgifter angavs inte.' }),
  );
  app.delete(
    '/api/test/deleted/',
    { schema: { response: { 204: noContentSchema } } },
    (_request, reply) => reply.code(204).send(null),
  );
  app.get<{ Querystring: { fail?: string } }>(
    '/api/test/ranges/',
    { schema: { response: { '2xx': boatSchema, default: detailErrorSchema } } },
    (request, reply) =>
      request.query.fail
        ? reply.code(418).send({ detail: 'Tekanna.' })
        : reply.code(202).send({ id: 2, name: 'Bris' }),
  );
  // Answers that are not JSON, declared per media type (the club's calendar).
  const textSchema: FastifySchema = {
    response: {
      200: { content: { 'text/calendar': { schema: z.string().startsWith('BEGIN:VCALENDAR') } } },
      404: detailErrorSchema,
    },
  };
  app.get<{ Querystring: { as?: string } }>(
    '/api/test/text/',
    { schema: textSchema },
    (request, reply) =>
      request.query.as === 'json'
        ? reply.send({ calendar: 'BEGIN:VCALENDAR' })
        : reply
            .type('text/calendar; charset=utf-8')
            .send(Buffer.from(request.query.as === 'bad' ? 'nonsense' : 'BEGIN:VCALENDAR\r\n')),
  );
  // Sent as stored text (as cached results are), compressed for clients that take brotli.
  const padding = 'x'.repeat(2000);
  const good = taggedAnswer(JSON.stringify({ id: 3, name: padding }));
  const bad = taggedAnswer(JSON.stringify({ id: '3', name: padding }));
  app.get('/api/test/stored-good/', { schema }, (request, reply) =>
    sendTaggedAnswer(request, reply, good),
  );
  app.get('/api/test/stored-bad/', { schema }, (request, reply) =>
    sendTaggedAnswer(request, reply, bad),
  );
  // A file declared under its own content type (as the Sailwave export), and one that is not.
  const file = { content: { 'application/octet-stream': { schema: z.string() } } };
  app.get<{ Querystring: { as?: string } }>(
    '/api/test/file/',
    { schema: { response: { 200: file, 404: detailErrorSchema } } },
    (request, reply) =>
      reply.type(request.query.as ?? 'application/octet-stream').send(Buffer.from('"a","b"\r\n')),
  );
  app.get('/api/test/undeclared-file/', { schema }, (_request, reply) =>
    reply.type('application/octet-stream').send(Buffer.from('"a","b"\r\n')),
  );
  // A status declared per media type, as the results' JSON or CSV (issue 14).
  const byType: FastifySchema = {
    response: {
      200: {
        content: {
          'application/json': { schema: boatSchema },
          'text/csv': { schema: z.string().startsWith('\uFEFF') },
        },
      },
    },
  };
  const csv = taggedAnswer(`\uFEFFa;b\r\n${'1;2\r\n'.repeat(500)}`, 'text/csv');
  const badCsv = taggedAnswer('a;b\r\n', 'text/csv; charset=utf-8');
  app.get<{ Querystring: { as?: string } }>(
    '/api/test/by-type/',
    { schema: byType },
    (request, reply) => {
      switch (request.query.as) {
        case 'csv':
          return sendTaggedAnswer(request, reply, csv);
        case 'bad-csv':
          return sendTaggedAnswer(request, reply, badCsv);
        case 'text':
          return reply.type('text/plain').send('Vind');
        case 'bad-json':
          return { id: 'x', name: 'Vind' };
        default:
          return { id: 1, name: 'Vind' };
      }
    },
  );
}

describe('response contract (buildTestApp checks answers by default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await buildTestApp('sqlite', { beforeReady: contractRoutes });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('lets an answer that keeps its schema through unchanged', async () => {
    const response = await get('/api/test/good/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Vind' });
  });

  it('answers 500 naming the route and the issues for a value of the wrong type', async () => {
    const response = await get('/api/test/wrong-type/');
    expect(response.statusCode).toBe(500);
    const body = response.json<{ detail: string; issues: string[] }>();
    expect(body.detail).toContain('GET /api/test/wrong-type/ answered 200');
    expect(body.issues).toEqual([expect.stringMatching(/^id: .*\[invalid_type\]$/)]);
    expect(console.error).toHaveBeenCalledWith(body.detail);
  });

  it('flags a missing field', async () => {
    const response = await get('/api/test/missing/');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ issues: string[] }>().issues).toEqual([
      expect.stringMatching(/^name: .*\[invalid_type\]$/),
    ]);
  });

  it('flags a key the schema does not declare, though zod would strip it', async () => {
    const response = await get('/api/test/extra-key/');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ issues: string[] }>().issues).toEqual([
      'password_hash: not in the schema [unrecognized_key]',
    ]);
  });

  it('flags a status the route does not declare', async () => {
    const response = await get('/api/test/undeclared-status/');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ detail: string }>().detail).toContain(
      "status 409 is not declared in the route's schema.response",
    );
  });

  it('lets a route refuse a bad token undeclared, but not give a 401 of its own', async () => {
    const refused = await get('/api/test/good/', { authorization: 'Bearer not-a-token' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toHaveProperty('detail');
    const own = await get('/api/test/own-401/');
    expect(own.statusCode).toBe(500);
    expect(own.json<{ detail: string }>().detail).toContain('status 401 is not declared');
  });

  it('takes an empty 204 as the null its schema declares', async () => {
    const response = await t.request({ method: 'DELETE', url: '/api/test/deleted/' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('looks statuses up by range and default as Fastify does', async () => {
    const ranged = await get('/api/test/ranges/');
    expect(ranged.statusCode).toBe(202);
    const fallback = await get('/api/test/ranges/?fail=1');
    expect(fallback.statusCode).toBe(418);
    expect(fallback.json()).toEqual({ detail: 'Tekanna.' });
  });

  it('checks answers sent as stored text, compressed on request', async () => {
    const good = await get('/api/test/stored-good/', { 'accept-encoding': 'br' });
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-encoding']).toBe('br');
    const revalidated = await get('/api/test/stored-good/', {
      'if-none-match': String(good.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);

    const bad = await get('/api/test/stored-bad/', { 'accept-encoding': 'br' });
    expect(bad.statusCode).toBe(500);
    // Readable as it is: the broken answer's coding and tag went with its bytes.
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.json<{ issues: string[] }>().issues).toEqual([
      expect.stringMatching(/^id: .*\[invalid_type\]$/),
    ]);
  });

  it('lets a file through as the content type its route declares, and only so', async () => {
    const file = await get('/api/test/file/');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('"a","b"\r\n');
    expect((await get('/api/test/file/?as=text/csv')).statusCode).toBe(500);
    const undeclared = await get('/api/test/undeclared-file/');
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json<{ issues: string[] }>().issues).toEqual([
      'the answer is not JSON (Content-Type application/octet-stream)',
    ]);
  });

  it('checks an answer declared per media type by the schema of its Content-Type', async () => {
    expect((await get('/api/test/by-type/')).json()).toEqual({ id: 1, name: 'Vind' });
    const csv = await get('/api/test/by-type/?as=csv', { 'accept-encoding': 'gzip' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-type']).toBe('text/csv');

    const badJson = await get('/api/test/by-type/?as=bad-json');
    expect(badJson.statusCode).toBe(500);
    expect(badJson.json<{ issues: string[] }>().issues).toEqual([
      expect.stringMatching(/^id: .*\[invalid_type\]$/),
    ]);
    const badCsv = await get('/api/test/by-type/?as=bad-csv');
    expect(badCsv.statusCode).toBe(500);
    expect(badCsv.json<{ issues: string[] }>().issues).toEqual([
      expect.stringMatching(/^\(body\): .*\[invalid_format\]$/),
    ]);
    const undeclared = await get('/api/test/by-type/?as=text');
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json<{ issues: string[] }>().issues).toEqual([
      'Content-Type text/plain is not declared for status 200',
    ]);
  });

  it("checks an answer declared per media type by its Content-Type and that type's schema", async () => {
    const good = await get('/api/test/text/');
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('BEGIN:VCALENDAR\r\n');
    const bad = await get('/api/test/text/?as=bad');
    expect(bad.statusCode).toBe(500);
    expect(bad.json<{ issues: string[] }>().issues).toEqual([
      expect.stringMatching(/^\(body\): .*\[invalid_format\]$/),
    ]);
    const json = await get('/api/test/text/?as=json');
    expect(json.statusCode).toBe(500);
    expect(json.json<{ issues: string[] }>().issues).toEqual([
      'Content-Type application/json; charset=utf-8 is not declared for status 200',
    ]);
  });

  it('leaves the answers of unknown routes and of routes without schemas alone', async () => {
    const unknown = await get('/api/test/nothing-here/');
    expect(unknown.statusCode).toBe(404);
    const openApi = await get('/api/openapi.json');
    expect(openApi.statusCode).toBe(200);
  });

  it('holds the real routes to their schemas too', async () => {
    const clubs = await get('/api/clubs/');
    expect(clubs.statusCode).toBe(200);
    const missing = await get('/api/clubs/no-such-club/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('response contract turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { beforeReady: contractRoutes, checkResponses: false });
  });
  afterAll(() => t.close());

  it('sends what the route sent, as production does', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/wrong-type/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '1', name: 'Vind' });
  });
});

describe('responseIssues', () => {
  const responses = { 200: boatSchema, '4XX': detailErrorSchema };

  it('finds the schema by exact status, then range, then default', () => {
    expect(responseSchemaFor(responses, 200)).toBe(boatSchema);
    expect(responseSchemaFor(responses, 404)).toBe(detailErrorSchema);
    expect(responseSchemaFor(responses, 201)).toBeUndefined();
    expect(responseSchemaFor({ default: boatSchema }, 201)).toBe(boatSchema);
  });

  it('reports nested paths of wrong values and unknown keys', () => {
    const list = { 200: z.array(z.object({ boat: boatSchema })) };
    expect(
      responseIssues(list, 200, [
        { boat: { id: 1, name: 'A' } },
        { boat: { id: 2, name: null, sail: 'SWE 1' } },
      ]),
    ).toEqual([expect.stringMatching(/^\[1\]\.boat\.name: .*\[invalid_type\]$/)]);
    expect(responseIssues(list, 200, [{ boat: { id: 2, name: 'B', sail: 'SWE 1' } }])).toEqual([
      '[0].boat.sail: not in the schema [unrecognized_key]',
    ]);
  });

  it('lets undeclared framework answers through as long as they are error bodies', () => {
    expect(responseIssues(responses, 415, { detail: 'Mediatypen stöds inte.' })).toEqual([]);
    expect(responseIssues(responses, 500, { detail: 'Ett internt fel uppstod.' })).toEqual([]);
    expect(responseIssues(responses, 413, { message: 'too large' })).not.toEqual([]);
    expect(responseIssues(responses, 302, null)).toEqual([
      "status 302 is not declared in the route's schema.response",
    ]);
  });
});
