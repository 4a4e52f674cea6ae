import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { makeSailorActor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { errorLog, Prober } from './robustness-helpers.ts';
import { fastifyPath, routeList, type ListedRoute } from './route-list.ts';
import { httpMethod } from '../helpers/http-method.ts';

/**
 * Issue 10 for the routes the OpenAPI document hides (`schema.hide`: /healthz, /readyz,
 * /metrics, /media/…, /ws/, the document itself), which api-fuzz.test.ts cannot find there.
 * They come from Fastify's own route list, so a new hidden route is walked without touching
 * this file. Each gets methods it does not take, junk query strings, bad and odd Authorization
 * headers and odd caching headers, on an app without METRICS_TOKEN (/metrics off) and on one
 * with it (/metrics on): no answer may be 5xx, and /metrics opens for its token alone.
 */

const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

/** Swagger UI's pages and files (a library's, HTML and scripts, not the API's JSON). */
const NOT_WALKED = /^\/api\/docs(\/|$)/;

/** Methods sent to every hidden route that does not take them (405 or 404, never 5xx). */
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Query strings, already encoded. */
const QUERIES = [
  `x=${'x'.repeat(100_000)}`,
  'a=%00',
  '%E0%A4%A=1',
  'a=%ED%A0%80',
  '%FF%FE=%01%1F',
  '%',
  '+',
  'a=1&a=2',
  'a[]=1',
  '__proto__[a]=1&constructor[prototype]=1',
  'format=csv',
  'token=x',
  `${'a='.repeat(2_000)}`,
];

/** Values for a hidden route's path parameter (the media file's name). */
const PATH_VALUES = [
  `${'0'.repeat(64)}.png`,
  'x',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3_000),
];

/** Authorization headers, and whether /metrics (when on) may open for each. */
function authorizations(apiToken: string): { header: string; opens: boolean }[] {
  const bad = [
    '',
    'Bearer',
    'Bearer ',
    `Bearer ${'x'.repeat(5_000)}`,
    'Bearer a.b.c',
    'Basic Zm9vOmJhcg==',
    `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`,
    METRICS_TOKEN,
    `Token ${METRICS_TOKEN}`,
    `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
    `Bearer ${METRICS_TOKEN}x`,
    `Bearer ${METRICS_TOKEN} ${METRICS_TOKEN}`,
    `Bearer ${METRICS_TOKEN.toUpperCase()}`,
    `Bearer ${apiToken}`,
  ].map((header) => ({ header, opens: false }));
  const odd = [`Bearer ${METRICS_TOKEN}`, `bearer ${METRICS_TOKEN}`, `Bearer \t${METRICS_TOKEN} `];
  return [...bad, ...odd.map((header) => ({ header, opens: true }))];
}

/** The routes of `t`'s app that its OpenAPI document does not list. */
async function hiddenRoutes(t: TestApp, prober: Prober): Promise<ListedRoute[]> {
  const document = await prober.send('anonymous', { method: 'GET', url: '/api/openapi.json' });
  expect(document.statusCode).toBe(200);
  const listed = new Set(
    Object.keys(document.json<{ paths: Record<string, unknown> }>().paths).map(fastifyPath),
  );
  return routeList(t.app).filter((route) => !listed.has(route.url) && !NOT_WALKED.test(route.url));
}

/** Every request sent to one hidden route. */
function probesFor(route: ListedRoute, apiToken: string): InjectOptions[] {
  const urls = /:[^/]+/.test(route.url)
    ? PATH_VALUES.map((value) => route.url.replace(/:[^/]+/, value))
    : [route.url];
  const probes: InjectOptions[] = [];
  for (const url of urls) {
    for (const method of route.methods) probes.push({ method: httpMethod(method), url });
    for (const method of OTHER_METHODS.filter((m) => !route.methods.includes(m))) {
      probes.push({ method: httpMethod(method), url });
      probes.push({
        method: httpMethod(method),
        url,
        payload: '[[[[{"a":',
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  const [url] = urls as [string];
  for (const query of QUERIES) probes.push({ method: 'GET', url: `${url}?${query}` });
  for (const { header } of authorizations(apiToken)) {
    probes.push({ method: 'GET', url, headers: { authorization: header } });
    probes.push({ method: 'HEAD', url, headers: { authorization: header } });
  }
  probes.push({
    method: 'GET',
    url,
    headers: {
      'accept-encoding': 'br;q=banana, *;q=2, gzip;;',
      'if-none-match': `"${'x'.repeat(10_000)}"`,
      accept: 'text/html;q=x',
    },
  });
  return probes;
}

describe.each(databaseKinds)('hidden routes fuzz on %s', (kind: DatabaseKind) => {
  const log = errorLog();
  const apps: { name: string; t: TestApp | undefined; metricsOn: boolean }[] = [
    { name: 'metrics off', t: undefined, metricsOn: false },
    { name: 'metrics on', t: undefined, metricsOn: true },
  ];

  beforeAll(async () => {
    for (const app of apps) {
      app.t = await buildTestApp(kind, {
        logStream: log.stream,
        env: app.metricsOn ? { METRICS_TOKEN } : {},
      });
    }
  });
  afterAll(async () => {
    for (const { t } of apps) await t?.close();
  });

  it('answers odd requests to /healthz, /readyz, /metrics and every hidden route below 500', async () => {
    const walked = new Set<string>();
    let requests = 0;
    const failures: string[] = [];
    for (const { name, t, metricsOn } of apps) {
      const prober = new Prober(t!, log);
      // A real user's API token: /metrics must not take it for its own.
      const apiToken = (await makeSailorActor(t!)).token;
      for (const route of await hiddenRoutes(t!, prober)) {
        walked.add(route.url);
        for (const probe of probesFor(route, apiToken)) {
          // The report shows the method and URL: the header is named in who sent it.
          const authorization = (probe.headers as Record<string, string> | undefined)
            ?.authorization;
          const who =
            authorization === undefined
              ? name
              : `${name}, Authorization "${authorization.slice(0, 60)}"`;
          await prober.send(who, probe);
        }
      }
      for (const { header, opens } of authorizations(apiToken)) {
        const response = await prober.send(name, {
          method: 'GET',
          url: '/metrics',
          headers: { authorization: header },
        });
        const expected = !metricsOn ? 404 : opens ? 200 : 401;
        if (response.statusCode !== expected) {
          prober.fail({
            kind: 'unexpected',
            who: name,
            method: 'GET',
            url: '/metrics',
            body: '',
            status: response.statusCode,
            problem: `Authorization "${header.slice(0, 60)}": ${response.statusCode}, not ${expected}`,
          });
        }
      }
      requests += prober.requests;
      if (prober.failures.length > 0) failures.push(prober.report(`hidden routes, ${name}`));
    }
    console.log(`hidden routes fuzz ${kind}: ${requests} requests to ${[...walked].join(', ')}`);
    // The route list is read from Fastify's printout: if that changes shape, nothing is walked.
    expect([...walked]).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/metrics']));
    // The report, not a diff of the list: one readable message with every class of failure.
    expect(failures.length, failures.join('\n\n')).toBe(0);
  }, 120_000);
});
