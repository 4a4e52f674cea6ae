import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.ts';
import { JwtTokens } from '../../src/modules/auth/jwt-tokens.ts';
import { UnsubscribeTokens } from '../../src/mail/sailor-mail-tokens.ts';
import { createClubWithAccount } from '../../src/modules/clubs/club-admin-service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createCompetitor,
  GOOD_PASSWORD,
  insertBoat,
  insertBoatModel,
  insertCourse,
  insertSailing,
  insertSailor,
  insertSeries,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  multipart,
  pngImage,
  uniqueEmail,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  clubRows,
  clubRowsChange,
  errorLog,
  excerpt,
  Prober,
  urlOf,
  type ClubRows,
} from './robustness-helpers.ts';
import { httpMethod } from '../helpers/http-method.ts';

/**
 * Issue 10: no request, however malformed, answers 5xx. Walks every operation of the app's own
 * OpenAPI document (so a new route is walked without touching this file; the routes it hides,
 * /healthz, /readyz, /metrics and the like, are hidden-routes-fuzz.test.ts's) against a seeded
 * world of two clubs, and sends what a broken or hostile client might: deeply nested JSON in every
 * field, huge and control-character texts, lone surrogates, numbers JSON cannot hold, wrong
 * types, broken JSON and multipart, wrong content types, malformed ids, query strings and
 * credentials; as anonymous, a sailor, another club, the owning club and staff.
 *
 * Every answer must be below 500 and, under /api/ and /auth/, JSON (or an empty 204). No request
 * may change data of a club its sender does not own (the clubs' rows are compared before and
 * after each operation's requests by each caller). All failures are collected and reported at
 * once, grouped by cause with the routes they were seen on and what the app logged for them.
 *
 * Exhaustive over operations and over fields for deep nesting; the other values are sampled per
 * field and operation from a fixed fast-check seed, so every run sends the same requests.
 */

const SEED = 20_260_513;
const DEEP = 5_000;
const DEEP_ARRAY = '['.repeat(DEEP) + ']'.repeat(DEEP);
const DEEP_OBJECT = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
const LONG_TEXT = JSON.stringify('å'.repeat(100_000));
/** The walk stops here, so a regression that makes requests slow still reports what it found. */
const WALK_BUDGET_MS = 150_000;
/** Placeholder a JSON text carries where a raw value is spliced in. */
const HOLE = '@@fuzz-hole@@';

type Actor = 'anonymous' | 'sailor' | 'badCredentials' | 'otherClub' | 'owner' | 'staff';
const ACTORS: Actor[] = ['anonymous', 'sailor', 'badCredentials', 'otherClub', 'owner', 'staff'];

/** Raw JSON values a field may receive, by name. */
const FIELD_VALUES: Record<string, string> = {
  deepArray: DEEP_ARRAY,
  nul: '"a\\u0000b"',
  loneSurrogate: '"\\ud800"',
  deepObject: DEEP_OBJECT,
  longText: LONG_TEXT,
  infinity: '1e309',
  bigInteger: '9007199254740992',
  controlCharacters: '"\\u0001\\u001b[31m\\u007f\\u0085\\u2028"',
  lowSurrogateInside: '"x\\udfffy"',
  negativeZero: '-0',
  beyondSafe: '9007199254740993',
  fourHundredDigits: '1' + '0'.repeat(400),
  beyondInt32: '2147483648',
  negative: '-1',
  fraction: '1.5',
  boolean: 'true',
  emptyArray: '[]',
  emptyObject: '{}',
  null: 'null',
  emptyText: '""',
  blankText: '"   "',
  exponentText: '"1e3"',
  paddedIdText: '" 0012 "',
  foreignDigits: '"١٢٣"',
  arrayOfTexts: '["a","b"]',
  nulOnly: '"\\u0000"',
};
/**
 * Every caller sends deep nesting into every field; anonymous and staff one more value each,
 * the owner (whose requests reach furthest) NUL, a lone surrogate and two more. The samples
 * come from the fixed seed.
 */
const EVERYONE = ['deepArray'];
const ANONYMOUS_SAMPLED = ['nul', 'loneSurrogate'];
const STAFF_SAMPLED = ['nul', 'loneSurrogate', 'longText', 'infinity', 'deepObject'];
const OWNER_ALWAYS = ['deepArray', 'nul', 'loneSurrogate'];
const OWNER_SAMPLED = 2;

/** Path ids that cannot name anything. */
const MALFORMED_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%C3%85',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  'x'.repeat(2100),
  '%2F',
];
/** Their share for write operations (the path id is parsed the same way for every method). */
const MALFORMED_IDS_FOR_WRITES = [
  '0',
  '2147483648',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  'x'.repeat(2100),
];

/** Query values (already encoded) for each declared query parameter. */
const QUERY_VALUES = [
  'x'.repeat(100_000),
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '%01%1F',
  '',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '%',
  '+',
  '%5B%5D',
];

/** Paths outside the OpenAPI document, each a JSON 404 (or 405) under /api/ and /auth/. */
const STRAY_URLS = [
  '/api/',
  '/api/nope/',
  '/auth/',
  '/api/%00/',
  '/api/sailings/1',
  '//api//sailings//',
  '/api/sailings/1/results/extra/',
  '/api/sailings/%E0%A4%A/results/',
  `/api/${'a/'.repeat(500)}`,
  '/media/%00.png',
  `/media/${'0'.repeat(64)}.png`,
  '/media/..%2F..%2Fetc%2Fpasswd',
  `/media/${'x'.repeat(3000)}`,
  '/ws/nope',
];

interface ClubWorld {
  actor: ClubActor;
  courseId: number;
  seriesId: number;
  /**
   * Ongoing, in the series, with timed competitors in two start groups that were given one name
   * (the second is refused since names are unique per sailing; if it is ever accepted again,
   * the series results are read with the twins).
   */
  sailingId: number;
  groupId: number;
  competitorId: number;
  /** The newest entry of the sailing's change log (its timings above). */
  changeId: number;
  memberId: number;
  boatId: number;
  /** A race officer of the club (issue 29), for /api/officials/{id}/. */
  officialId: number;
  /** A notice on the sailing's board and a protest filed by the club (issue 30). */
  noticeId: number;
  protestId: number;
  /** A crew member (a typed name) of the competitor's entry (issue 31). */
  crewMemberId: number;
  /** A prize category of the club, ticked on the competitor's entry (issue 32). */
  prizeCategoryId: number;
  /** A result list of the start group (issue 32). */
  resultListId: number;
}

interface World {
  own: ClubWorld;
  other: ClubWorld;
  sailor: SailorActor;
  staffToken: string;
  boatModelId: number;
  /**
   * A club and its account of their own for the admin actions (issue 13): deactivating the
   * world's clubs or actors would void the tokens the rest of the walk signs in with.
   */
  spare: { slug: string; userId: number };
  feedbackId: number;
  badTokens: string[];
  /** Refresh tokens (and an access token) the refresh operation must refuse. */
  badRefreshTokens: string[];
  /** The sailor's unsubscribe link token (issue 31), for /api/unsubscribe/{token}/. */
  unsubscribeToken: string;
}

interface Operation {
  method: string;
  path: string;
  /** Properties and required fields of the JSON body, when the operation takes one. */
  body?: { properties: Record<string, JsonSchema>; required: string[] };
  query: string[];
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

interface Probe {
  options: InjectOptions;
}

let sequence = 0;
const next = () => ++sequence;

/** The operations of the OpenAPI document, writes before deletes (children before parents). */
function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const requestBody = operation.requestBody as
        | {
            content?: Record<
              string,
              { schema?: { properties?: Record<string, JsonSchema>; required?: string[] } }
            >;
          }
        | undefined;
      const schema = requestBody?.content?.['application/json']?.schema;
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      operations.push({
        method: method.toUpperCase(),
        path,
        body: schema?.properties
          ? { properties: schema.properties, required: schema.required ?? [] }
          : undefined,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  const deleteOrder = [
    'competitors',
    'start-groups',
    'boats',
    'boat-models',
    'sailings',
    'series',
    'courses',
  ];
  const rank = (operation: Operation) =>
    operation.method === 'DELETE'
      ? 1 + Math.max(0, deleteOrder.indexOf(resourceOf(operation.path)))
      : 0;
  return operations
    .map((operation, index) => ({ operation, index }))
    .sort((a, b) => rank(a.operation) - rank(b.operation) || a.index - b.index)
    .map(({ operation }) => operation);
}

/** `/api/sailings/{id}/results/` → `sailings`. */
function resourceOf(path: string): string {
  return path.split('/')[2] ?? '';
}

/** The path value naming `club`'s thing for an operation's path parameter. */
function pathValueOf(path: string, club: ClubWorld, world: World): string | null {
  const values: Record<string, string> = {
    clubs: club.actor.slug,
    courses: String(club.courseId),
    series: String(club.seriesId),
    sailings: String(club.sailingId),
    'start-groups': String(club.groupId),
    competitors: String(club.competitorId),
    'sailing-changes': String(club.changeId),
    sailors: String(club === world.own ? world.sailor.sailorId : club.memberId),
    boats: String(club.boatId),
    'boat-models': String(world.boatModelId),
    accounts: String(world.spare.userId),
    feedback: String(world.feedbackId),
    officials: String(club.officialId),
    notices: String(club.noticeId),
    protests: String(club.protestId),
    'crew-members': String(club.crewMemberId),
    'prize-categories': String(club.prizeCategoryId),
    'result-lists': String(club.resultListId),
    unsubscribe: world.unsubscribeToken,
  };
  if (/^\/api\/clubs\/\{[^}]+\}\/(de|re)activate\/$/.test(path)) return world.spare.slug;
  return values[resourceOf(path)] ?? null;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/, value);
}

/** A valid value for a field, for the bodies one field at a time is spoiled in. */
function validValue(
  operation: Operation,
  field: string,
  schema: JsonSchema,
  world: World,
  pathValue: string | null,
): unknown {
  const own = world.own;
  const emails: Record<string, string> = {
    '/auth/jwt/create/': own.actor.email,
    '/auth/users/reset_password/': world.sailor.email,
  };
  const values: Record<string, unknown> = {
    club: operation.path === '/auth/users/' ? '' : own.actor.clubId,
    sailing: own.sailingId,
    serie: own.seriesId,
    course: own.courseId,
    start_group: own.groupId,
    boat_model: world.boatModelId,
    owner: world.sailor.sailorId,
    sailor: '',
    boat: '',
    id: pathValue !== null && /^\d+$/.test(pathValue) ? Number(pathValue) : undefined,
    name: `Fuzz ${next()}`,
    short_name: 'FZ',
    city: 'Sthlm',
    website: 'https://fuzz.example',
    email:
      emails[operation.path] ??
      (operation.path.startsWith('/api/clubs/') ? 'info@fuzz.example' : uniqueEmail('fuzz')),
    description: 'Text',
    logo: '',
    map: '',
    picture: '',
    length_nm: 2.5,
    first_name: 'Fia',
    last_name: 'Fuzz',
    srs: 0.95,
    csv: `name,srs\nFuzzmodell ${next()},0.9\n`,
    message: 'Hej',
    discard_thresholds: [4],
    start_date: '2030-06-01',
    start_time: '18:30',
    reg_status: 'closed',
    pursuit_minutes: '',
    boat_name: 'Vindil',
    boat_type: 'Express',
    sail_number: `SWE ${next()}`,
    club_name: '',
    rating: 0.9,
    finish_time: '19:00:00',
    password: GOOD_PASSWORD,
    new_password: GOOD_PASSWORD,
    terms: true,
    refresh: 'x.y.z',
    uid: 'MQ',
    token: 'x',
    // Left out: they change the sailing's lifecycle or exclude each other.
    status: undefined,
    verified_result: undefined,
    elapsed_time: undefined,
    code: undefined,
    file: undefined,
  };
  if (field in values) return values[field];
  const choices = schema.enum ?? schema.anyOf?.find((branch) => branch.enum)?.enum;
  if (choices && choices.length > 0) return choices[0];
  return schema.nullable ? null : undefined;
}

/** The other club's id for a reference field: the owner must never reach into it this way. */
function crossReference(field: string, world: World): number | undefined {
  const other = world.other;
  const references: Record<string, number> = {
    club: other.actor.clubId,
    sailing: other.sailingId,
    serie: other.seriesId,
    course: other.courseId,
    start_group: other.groupId,
    sailor: other.memberId,
    boat: other.boatId,
    owner: other.memberId,
  };
  return references[field];
}

function baseBody(operation: Operation, world: World, pathValue: string | null) {
  const body: Record<string, unknown> = {};
  if (!operation.body) return body;
  // Timing takes exactly one field: each field alone.
  if (operation.path.endsWith('/update-elapsed-time/')) return { finish_time: '19:00:00' };
  for (const [field, schema] of Object.entries(operation.body.properties)) {
    const value = validValue(operation, field, schema, world, pathValue);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/** `body` as JSON text with `field` set to the raw JSON text `raw`. */
function withRawField(body: Record<string, unknown>, field: string, raw: string): string {
  return JSON.stringify({ ...body, [field]: HOLE }).replace(`"${HOLE}"`, () => raw);
}

const jsonHeaders = { 'content-type': 'application/json' };

/** Whole bodies a broken client sends, built around a valid one. */
function wholeBodies(
  operation: Operation,
  base: Record<string, unknown>,
  png: Buffer,
): { name: string; payload: string | Buffer; headers: Record<string, string> }[] {
  const text = JSON.stringify(base);
  const firstKey = Object.keys(base)[0] ?? 'name';
  const fields = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const boundary = '----fuzz-boundary';
  const part = (name: string, value: string, file?: { filename: string; type: string }) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
    (file ? `; filename="${file.filename}"\r\nContent-Type: ${file.type}` : '') +
    `\r\n\r\n${value}\r\n`;
  const multipartType = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const valid = multipart(fields);
  const imageFields = Object.keys(operation.body?.properties ?? {}).filter((field) =>
    ['logo', 'map', 'picture', 'file'].includes(field),
  );
  const manyKeys = `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const json = (name: string, payload: string | Buffer) => ({
    name,
    payload,
    headers: jsonHeaders,
  });
  return [
    json('truncated JSON', text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    json('deep array body', DEEP_ARRAY),
    json('deep object body', DEEP_OBJECT),
    json('empty body', ''),
    json('array body', '[]'),
    json('null body', 'null'),
    json('text body', '"x"'),
    json('1e309 body', '1e309'),
    json(
      'duplicate key holding deep nesting',
      text.replace(/^\{/, `{"${firstKey}":${DEEP_ARRAY},`),
    ),
    json('__proto__ key', text.replace(/^\{/, '{"__proto__":{"is_staff":true,"club_id":1},')),
    json('constructor key', text.replace(/^\{/, '{"constructor":{"prototype":{"x":1}},')),
    json(
      'keys named like Object.prototype',
      text.replace(/^\{/, '{"constructor":1,"toString":"x","hasOwnProperty":[],"valueOf":{},'),
    ),
    json('lone surrogate key', text.replace(/^\{/, '{"\\ud800":1,')),
    json('2,000 keys', manyKeys),
    json('byte order mark', `\ufeff${text}`),
    json(
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from(`{"${firstKey}":"`),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    ),
    json('trailing garbage', `${text}x`),
    json('two documents', `${text}${text}`),
    { name: 'text/plain', payload: text, headers: { 'content-type': 'text/plain' } },
    {
      name: 'form-urlencoded',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { name: 'xml', payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
    {
      name: 'octet-stream',
      payload: Buffer.from([0, 1, 2, 255]),
      headers: { 'content-type': 'application/octet-stream' },
    },
    {
      name: 'JSON in UTF-16',
      payload: Buffer.from(text, 'utf16le'),
      headers: { 'content-type': 'application/json; charset=utf-16' },
    },
    {
      name: 'JSON, odd type parameters',
      payload: text,
      headers: { 'content-type': 'APPLICATION/JSON; charset=latin1; x="\\"' },
    },
    { name: 'JSON without a content type', payload: text, headers: {} },
    {
      name: 'multipart without boundary',
      payload: text,
      headers: { 'content-type': 'multipart/form-data' },
    },
    { name: 'multipart, well formed', payload: valid.payload, headers: valid.headers },
    {
      name: 'multipart cut off',
      payload: valid.payload.subarray(0, Math.floor(valid.payload.length / 2)),
      headers: valid.headers,
    },
    {
      name: 'multipart, every field a file',
      payload:
        Object.entries(fields)
          .map(([key, value]) => part(key, value, { filename: 'a.txt', type: 'text/plain' }))
          .join('') + `--${boundary}--\r\n`,
      headers: multipartType,
    },
    {
      name: 'multipart, duplicate fields and NUL',
      payload:
        Object.entries(fields)
          .flatMap(([key, value]) => [part(key, value), part(key, `${value}\u0000`)])
          .join('') + `--${boundary}--\r\n`,
      headers: multipartType,
    },
    {
      name: 'multipart, field over the size limit',
      payload: part(firstKey, 'x'.repeat(100_001)) + `--${boundary}--\r\n`,
      headers: multipartType,
    },
    {
      name: 'multipart, 60 fields and 3 files',
      payload:
        Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')).join('') +
        [1, 2, 3]
          .map((i) => part(`file${i}`, 'x', { filename: 'x.png', type: 'image/png' }))
          .join('') +
        `--${boundary}--\r\n`,
      headers: multipartType,
    },
    {
      name: 'multipart, __proto__ and nameless parts',
      payload:
        part('__proto__', 'x') +
        part('constructor', 'x') +
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n` +
        `--${boundary}\r\nContent-Disposition: ;;;name=\r\n\r\nx\r\n` +
        `--${boundary}--\r\n`,
      headers: multipartType,
    },
    ...imageFields.flatMap((field) => [
      {
        name: `multipart, garbage image in ${field}`,
        payload: Buffer.concat([
          Buffer.from(
            part(field, '', { filename: 'x.png', type: 'image/png' }).replace(/\r\n$/, ''),
          ),
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0xff, 0xd8]),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: multipartType,
      },
      {
        name: `multipart, truncated PNG in ${field}`,
        payload: Buffer.concat([
          Buffer.from(
            part(field, '', { filename: 'x.png', type: 'image/png' }).replace(/\r\n$/, ''),
          ),
          png.subarray(0, Math.floor(png.length / 2)),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: multipartType,
      },
    ]),
  ];
}

/** Whole bodies the body parser refuses before any route code runs (or parses as any route). */
const PARSER_LEVEL = new Set([
  'truncated JSON',
  'deep array body',
  'deep object body',
  'empty body',
  'array body',
  'null body',
  'text body',
  '1e309 body',
  'byte order mark',
  'invalid UTF-8',
  'trailing garbage',
  'two documents',
  'text/plain',
  'form-urlencoded',
  'xml',
  'octet-stream',
  'JSON in UTF-16',
  'JSON, odd type parameters',
  'JSON without a content type',
  'multipart without boundary',
  'multipart cut off',
]);
const PARSER_LEVEL_SAMPLED = 5;

/** Whole bodies anonymous and the other callers send (the owner sends all, see above). */
const ANONYMOUS_BODIES = new Set([
  'truncated JSON',
  'keys named like Object.prototype',
  'deep array body',
  'empty body',
  '2,000 keys',
  '__proto__ key',
  'invalid UTF-8',
  'multipart cut off',
  'multipart, every field a file',
  'text/plain',
  'form-urlencoded',
]);
const FEW_BODIES = new Set([
  'deep array body',
  'multipart cut off',
  'duplicate key holding deep nesting',
]);

async function seedClub(t: TestApp, boatModelId: number): Promise<ClubWorld> {
  const actor = await makeClubActor(t);
  const { db } = t;
  const course = await insertCourse(db, { clubId: actor.clubId, name: 'Bana A' });
  const series = await insertSeries(db, { clubId: actor.clubId, name: `Serie ${actor.slug}` });
  const earlier = await insertSailing(db, {
    clubId: actor.clubId,
    serieId: series.id,
    courseId: course.id,
    status: 'ongoing',
    startDate: '2025-05-14',
  });
  const sailing = await insertSailing(db, {
    clubId: actor.clubId,
    serieId: series.id,
    courseId: course.id,
    status: 'ongoing',
    startDate: '2025-05-21',
  });
  await insertSailing(db, { clubId: actor.clubId, status: 'unpublished' });
  let groupId = 0;
  let competitorId = 0;
  for (const { id } of [earlier, sailing]) {
    const groups: number[] = [];
    // Two groups of one name: the second may be refused (400), never a 5xx.
    for (const handicap of ['srs', 'scratch']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/start-groups/',
        headers: actor.headers,
        payload: { sailing: id, name: 'SRS kölbåt', start_time: '18:30', handicap },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode === 201) groups.push(response.json<{ id: number }>().id);
    }
    if (groups.length < 2) {
      const response = await t.request({
        method: 'POST',
        url: '/api/start-groups/',
        headers: actor.headers,
        payload: {
          sailing: id,
          name: 'Jakt',
          start_time: '18:00',
          start_type: 'pursuit',
          pursuit_minutes: 60,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      groups.push(response.json<{ id: number }>().id);
    }
    for (const [index, group] of groups.entries()) {
      const competitor = await createCompetitor(t, actor, id, {
        name: `Skeppare ${next()}`,
        sail_number: `SWE ${next()}`,
        start_group: group,
        rating: 0.9,
      });
      for (const timing of [{ finish_time: `19:4${index}:10` }, { code: 'DNF' }]) {
        const target =
          'code' in timing
            ? await createCompetitor(t, actor, id, {
                name: `Skeppare ${next()}`,
                start_group: group,
              })
            : competitor;
        const response = await t.request({
          method: 'PATCH',
          url: `/api/competitors/${target.id}/update-elapsed-time/`,
          headers: actor.headers,
          payload: timing,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      competitorId = competitor.id;
    }
    groupId = groups[0] ?? 0;
  }
  const finish = await t.request({
    method: 'POST',
    url: `/api/sailings/${earlier.id}/finish/`,
    headers: actor.headers,
  });
  expect(finish.statusCode, finish.body).toBe(200);
  // Closed to entries, and with a fee, so the payment calls reach their rules (issue 31).
  await db
    .updateTable('sailings')
    .set({ reg_status: 'closed', entry_fee: 150 })
    .where('club_id', '=', actor.clubId)
    .execute();
  const change = await db
    .selectFrom('sailing_changes')
    .select('id')
    .where('sailing_id', '=', sailing.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const member = await insertSailor(db, {
    clubId: actor.clubId,
    firstName: 'Medlem',
    lastName: 'Utan Konto',
  });
  const boat = await insertBoat(db, { ownerId: member.id, boatModelId });
  const official = await makeOfficialActor(t, actor.clubId, 'race_officer');
  const notice = await t.request({
    method: 'POST',
    url: `/api/sailings/${sailing.id}/notices/`,
    headers: actor.headers,
    payload: { kind: 'message', text: 'Fuzz' },
  });
  expect(notice.statusCode, notice.body).toBe(201);
  const protest = await t.request({
    method: 'POST',
    url: `/api/sailings/${sailing.id}/protests/`,
    headers: actor.headers,
    payload: { kind: 'protest', protested: [competitorId], description: 'Fuzz' },
  });
  expect(protest.statusCode, protest.body).toBe(201);
  const crew = await t.request({
    method: 'POST',
    url: `/api/competitors/${competitorId}/crew/`,
    headers: actor.headers,
    payload: { name: 'Fuzz Besättning' },
  });
  expect(crew.statusCode, crew.body).toBe(201);
  const category = await t.request({
    method: 'POST',
    url: `/api/clubs/${actor.slug}/prize-categories/`,
    headers: actor.headers,
    payload: { name: 'Dam', rule: 'entry_flag' },
  });
  expect(category.statusCode, category.body).toBe(201);
  const prizeCategoryId = category.json<{ id: number }>().id;
  const ticked = await t.request({
    method: 'PATCH',
    url: `/api/competitors/${competitorId}/`,
    headers: actor.headers,
    payload: { categories: [prizeCategoryId] },
  });
  expect(ticked.statusCode, ticked.body).toBe(200);
  const list = await t.request({
    method: 'POST',
    url: `/api/start-groups/${groupId}/lists/`,
    headers: actor.headers,
    payload: { name: 'PY', kind: 'yardstick' },
  });
  expect(list.statusCode, list.body).toBe(201);
  return {
    actor,
    courseId: course.id,
    seriesId: series.id,
    sailingId: sailing.id,
    groupId,
    competitorId,
    changeId: change.id,
    memberId: member.id,
    boatId: boat.id,
    officialId: official.officialId,
    noticeId: notice.json<{ id: number }>().id,
    protestId: protest.json<{ id: number }>().id,
    crewMemberId: crew.json<{ members: { id: number }[] }>().members[0]!.id,
    prizeCategoryId,
    resultListId: list.json<{ id: number }>().id,
  };
}

async function seedWorld(t: TestApp): Promise<World> {
  const boatModel = await insertBoatModel(t.db, { name: 'Fuzzmodell', srs: 0.9 });
  const own = await seedClub(t, boatModel.id);
  const other = await seedClub(t, boatModel.id);
  const sailor = await makeSailorActor(t, {
    club: own.actor.clubId,
    firstName: 'Sara',
    lastName: 'Seglare',
  });
  await insertBoat(t.db, { ownerId: sailor.sailorId, boatModelId: boatModel.id });
  const boat = await t.db
    .selectFrom('boats')
    .select('id')
    .where('owner_id', '=', sailor.sailorId)
    .executeTakeFirstOrThrow();
  own.boatId = boat.id;
  const staff = await makeStaffActor(t);
  const spare = await createClubWithAccount(t.db, {
    name: 'Reservklubben',
    email: uniqueEmail('reserv'),
  });
  const { id: feedbackId } = await t.db
    .insertInto('feedback')
    .values({
      subject: 'Övrigt',
      message: 'Fuzz',
      user_id: null,
      ip: '10.0.0.1',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens = new JwtTokens(t.config.secretKey);
  // Signed with the server's key, naming users that cannot exist (or a version beyond any).
  const tokenFor = (id: number, version = 0, type: 'access' | 'refresh' = 'access') =>
    tokens.issue(type, { id, token_version: version });
  const noneAlgorithm = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ token_type: 'access', user_id: own.actor.userId, ver: 0, exp: 4_000_000_000 }),
  ).toString('base64url')}.`;
  return {
    own,
    other,
    sailor,
    staffToken: staff.token,
    boatModelId: boatModel.id,
    spare: { slug: spare.slug, userId: spare.userId },
    feedbackId,
    badTokens: [
      'Bearer ' + 'x'.repeat(5_000),
      'Bearer a.b.c',
      `Bearer ${noneAlgorithm}`,
      `Bearer ${await tokenFor(999_999)}`,
      `Bearer ${await tokenFor(2 ** 31)}`,
      `Bearer ${await tokenFor(-1)}`,
      `Bearer ${await tokenFor(own.actor.userId, 2 ** 40)}`,
      'Basic Zm9vOmJhcg==',
      'Bearer',
    ],
    badRefreshTokens: [
      await tokenFor(999_999, 0, 'refresh'),
      await tokenFor(2 ** 31, 0, 'refresh'),
      await tokenFor(own.actor.userId, 2 ** 40, 'refresh'),
      await tokenFor(own.actor.userId, 0, 'access'),
    ],
    unsubscribeToken: new UnsubscribeTokens(t.config.secretKey).make({
      sailorId: sailor.sailorId,
      kind: 'results_verified',
    }),
  };
}

/** Samples `count` of `names` per field, from the fixed seed: the same every run. */
function sampler(seed: number) {
  let run = 0;
  return (names: string[], count: number): string[] => {
    run += 1;
    const [picked] = fc.sample(fc.shuffledSubarray(names, { minLength: count, maxLength: count }), {
      seed: seed + run,
      numRuns: 1,
    });
    return picked ?? [];
  };
}

/** The requests `actor` sends for `operation`. */
function probesFor(
  operation: Operation,
  actor: Actor,
  world: World,
  png: Buffer,
  sample: (names: string[], count: number) => string[],
): Probe[] {
  const probes: Probe[] = [];
  const hasParam = /\{[^}]+\}/.test(operation.path);
  const hasBody = operation.body !== undefined;
  const isGet = operation.method === 'GET';
  const ownValue = hasParam ? pathValueOf(operation.path, world.own, world) : null;
  const otherValue = hasParam ? pathValueOf(operation.path, world.other, world) : null;
  const url = ownValue === null ? operation.path : fillPath(operation.path, ownValue);
  const add = (options: InjectOptions) =>
    probes.push({
      options: { method: httpMethod(operation.method), url, ...options },
    });
  const base = () => baseBody(operation, world, ownValue);
  const withBase = (options: InjectOptions = {}): InjectOptions =>
    hasBody ? { payload: base(), ...options } : options;

  if (actor === 'badCredentials') {
    // Credentials are read the same way on every route: a sample of the bad ones per operation.
    const tokens = sample(world.badTokens, isGet ? 4 : 2);
    for (const authorization of tokens) add(withBase({ headers: { authorization } }));
    return probes;
  }

  // As it is: the world's own thing, a valid body.
  add(withBase());

  // Another club's thing, by those it does not belong to.
  if (
    otherValue !== null &&
    otherValue !== ownValue &&
    actor !== 'otherClub' &&
    actor !== 'staff'
  ) {
    add({
      url: fillPath(operation.path, otherValue),
      ...(hasBody ? { payload: baseBody(operation, world, otherValue) } : {}),
    });
  }

  // Malformed path ids.
  if (hasParam && (actor === 'owner' || (actor === 'anonymous' && isGet))) {
    const ids =
      actor === 'owner'
        ? isGet
          ? MALFORMED_IDS
          : MALFORMED_IDS_FOR_WRITES
        : sample(MALFORMED_IDS, 6);
    for (const id of ids) {
      add({ url: fillPath(operation.path, id), ...withBase() });
    }
  }

  // Query strings: every declared parameter spoiled, and junk for every operation.
  if (actor === 'owner' || actor === 'anonymous') {
    for (const name of operation.query) {
      const values = actor === 'owner' ? QUERY_VALUES : sample(QUERY_VALUES, 6);
      for (const value of values) add({ url: `${url}?${name}=${value}`, ...withBase() });
      for (const query of [
        `${name}=1&${name}=2`,
        `${name}[]=1`,
        `${name}[a]=1`,
        `__proto__[${name}]=1`,
      ]) {
        add({ url: `${url}?${query}`, ...withBase() });
      }
    }
    if (actor === 'owner') {
      add({
        url: `${url}?%E0%A4%A=%00&a=1&a=2&__proto__=1&constructor[prototype]=1`,
        ...withBase(),
      });
    }
  }

  // Odd caching and coding headers on reads.
  if (isGet && actor === 'owner') {
    add({
      headers: {
        'accept-encoding': 'br;q=banana, *;q=2, gzip;;',
        'if-none-match': `"${'x'.repeat(10_000)}"`,
      },
    });
    add({
      headers: { accept: 'text/html', 'if-none-match': '*', 'accept-encoding': 'identity;q=0' },
    });
    add({ method: 'HEAD' });
  }
  if (operation.path === '/auth/jwt/refresh/' && actor === 'anonymous') {
    for (const refresh of world.badRefreshTokens) add({ payload: { refresh } });
  }
  // A method the path does not take (a 405 naming the allowed ones).
  if (actor === 'anonymous') add({ method: operation.method === 'PATCH' ? 'OPTIONS' : 'PATCH' });

  if (!hasBody) return probes;
  const body = base();

  // One field at a time.
  for (const field of Object.keys(operation.body!.properties)) {
    const fieldBase = operation.path.endsWith('/update-elapsed-time/') ? {} : body;
    let names: string[];
    if (actor === 'owner') {
      const rest = Object.keys(FIELD_VALUES).filter((name) => !OWNER_ALWAYS.includes(name));
      names = [...OWNER_ALWAYS, ...sample(rest, OWNER_SAMPLED)];
    } else if (actor === 'staff') names = [...EVERYONE, ...sample(STAFF_SAMPLED, 1)];
    else if (actor === 'anonymous') names = [...EVERYONE, ...sample(ANONYMOUS_SAMPLED, 1)];
    else names = EVERYONE;
    for (const name of names) {
      add({ payload: withRawField(fieldBase, field, FIELD_VALUES[name]!), headers: jsonHeaders });
    }
    if (actor === 'owner') {
      const reference = crossReference(field, world);
      if (reference !== undefined) add({ payload: { ...fieldBase, [field]: reference } });
    }
  }

  // Whole bodies. Those refused by the body parser, before any route code, are the same for
  // every operation: the owner sends a sample of them per operation, and all that reach it.
  const variants = wholeBodies(operation, body, png);
  const refused = sample(
    variants.filter((variant) => PARSER_LEVEL.has(variant.name)).map((variant) => variant.name),
    PARSER_LEVEL_SAMPLED,
  );
  for (const variant of variants) {
    const send =
      actor === 'owner'
        ? !PARSER_LEVEL.has(variant.name) || refused.includes(variant.name)
        : (actor === 'anonymous' ? ANONYMOUS_BODIES : FEW_BODIES).has(variant.name);
    if (send) add({ payload: variant.payload, headers: variant.headers });
  }
  return probes;
}

/** Whose data `actor` must leave alone: clubs it does not own (staff may touch any). */
function untouchable(actor: Actor, world: World): number[] {
  const own = world.own.actor.clubId;
  const other = world.other.actor.clubId;
  switch (actor) {
    case 'owner':
      return [other];
    case 'otherClub':
      return [own];
    case 'staff':
      return [];
    default:
      return [own, other];
  }
}

function headersOf(actor: Actor, world: World): Record<string, string> {
  switch (actor) {
    case 'owner':
      return world.own.actor.headers;
    case 'otherClub':
      return world.other.actor.headers;
    case 'sailor':
      return world.sailor.headers;
    case 'staff':
      return { authorization: `Bearer ${world.staffToken}` };
    default:
      return {};
  }
}

describe.each(databaseKinds)('API fuzz on %s', (kind: DatabaseKind) => {
  let t: TestApp;
  const log = errorLog();

  beforeAll(async () => {
    t = await buildTestApp(kind, { logStream: log.stream });
  });
  afterAll(() => t?.close());

  it(
    'answers every malformed request of every operation below 500, as JSON, leaving other clubs alone',
    async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const prober = new Prober(t, log);
      const world = await seedWorld(t);
      const png = await pngImage();
      const sample = sampler(SEED);

      const document = await prober.send('anonymous', { method: 'GET', url: '/api/openapi.json' });
      expect(document.statusCode).toBe(200);
      const operations = operationsOf(document.json());
      expect(operations.length).toBeGreaterThan(50);

      let walked = 0;
      for (const operation of operations) {
        // Out of time (a regression making requests slow): stop and report what was found.
        if (performance.now() - started > WALK_BUDGET_MS) {
          prober.fail({
            kind: 'walk',
            who: 'test',
            method: operation.method,
            url: operation.path,
            body: '',
            problem: `the walk ran out of its ${WALK_BUDGET_MS / 1000} s after ${walked} of ${operations.length} operations`,
          });
          break;
        }
        walked += 1;
        if (
          /\{[^}]+\}/.test(operation.path) &&
          pathValueOf(operation.path, world.own, world) === null
        ) {
          prober.fail({
            kind: 'walk',
            who: 'test',
            method: operation.method,
            url: operation.path,
            body: '',
            problem: `no seeded thing for the path parameter of ${resourceOf(operation.path)}: add it to pathValueOf`,
          });
          continue;
        }
        for (const actor of ACTORS) {
          const probes = probesFor(operation, actor, world, png, sample);
          const guarded = untouchable(actor, world);
          const before: ClubRows | null = guarded.length > 0 ? await clubRows(t.db, guarded) : null;
          // The accepted requests of the batch: the suspects if data changed.
          const accepted: string[] = [];
          for (const probe of probes) {
            const response = await prober.send(actor, {
              ...probe.options,
              headers: { ...headersOf(actor, world), ...probe.options.headers },
            });
            if (response.statusCode < 300) {
              accepted.push(
                `${response.statusCode} ${urlOf(probe.options).slice(0, 80)} ${excerpt(probe.options.payload, 120)}`,
              );
            }
          }
          if (before) {
            const after = await clubRows(t.db, guarded);
            for (const clubId of guarded) {
              const change = clubRowsChange(before, after, clubId);
              if (change !== null) {
                prober.fail({
                  kind: 'other club changed',
                  who: actor,
                  method: operation.method,
                  url: operation.path,
                  body: '',
                  problem: `changed club ${clubId}'s data, which ${actor} does not own: ${change}`,
                  logged: accepted.map((line) => `accepted: ${line}`),
                });
              }
            }
          }
        }
      }

      // Paths no operation of the document names: near misses, the hidden media route.
      for (const who of ['anonymous', 'owner'] as const) {
        for (const url of STRAY_URLS) {
          await prober.send(who, { method: 'GET', url, headers: headersOf(who, world) });
        }
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
      console.log(
        `fuzz ${kind}: ${prober.requests} requests, ${prober.serverErrors} 5xx` +
          (prober.contractViolations > 0
            ? ` (${prober.contractViolations} of them test-only response-contract breaches)`
            : '') +
          `; ${operations.length} operations, ${seconds} s (${cpuSeconds} s CPU)`,
      );
      // The report, not a diff of the list: one readable message with every class of failure.
      expect(prober.failures.length, prober.report(`fuzz ${kind}`)).toBe(0);
    },
    WALK_BUDGET_MS + 60_000,
  );
});
