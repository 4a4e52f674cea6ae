import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

/**
 * Shared by the robustness tests (api-fuzz, api-model): the app's error log read request by
 * request, the checks every answer must pass, a list of failures reported all at once, and a
 * snapshot of one club's rows to prove that a request left another club's data alone.
 */

/** What the app logged at level error (50) or above, one line per entry, as it happens. */
export function errorLog() {
  const entries: string[] = [];
  let taken = 0;
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      for (const line of String(chunk).split('\n')) {
        if (line.trim() === '') continue;
        try {
          const entry = JSON.parse(line) as {
            level?: number;
            msg?: string;
            err?: { type?: string; message?: string; stack?: string };
            issues?: string[];
          };
          if ((entry.level ?? 0) >= 50) entries.push(describeLogEntry(entry));
        } catch {
          entries.push(`(unparsable log line) ${line.slice(0, 300)}`);
        }
      }
      callback();
    },
  });
  return {
    stream,
    /** The entries logged since the last call. */
    take(): string[] {
      const fresh = entries.slice(taken);
      taken = entries.length;
      return fresh;
    },
  };
}

function describeLogEntry(entry: {
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  issues?: string[];
}): string {
  if (entry.err) {
    // The first frame in our own code says where it broke.
    const frame = entry.err.stack
      ?.split('\n')
      .find((line) => /\/(apps\/server\/src|packages\/core\/src)\//.test(line))
      ?.trim()
      .replace(/^at /, '')
      .replace(/\/[^\s()]*\/(apps|packages)\//, '$1/');
    const message = (entry.err.message ?? '').replaceAll('\n', ' ').slice(0, 240);
    return `${entry.msg ?? ''}: ${entry.err.type ?? 'Error'}: ${message}${frame ? ` at ${frame}` : ''}`;
  }
  if (entry.issues) return `${entry.msg ?? ''}: ${entry.issues.join('; ').slice(0, 240)}`;
  return entry.msg ?? '(no message)';
}

/** What kind of promise a failure breaks. */
export type FailureKind =
  '5xx' | 'contract' | 'not JSON' | 'slow' | 'other club changed' | 'unexpected' | 'walk';

/** One request that got an answer it must never get (or another broken promise). */
export interface Failure {
  kind: FailureKind;
  who: string;
  method: string;
  url: string;
  body: string;
  status: number;
  problem: string;
  logged: string[];
  /** What led there (the model test's steps), printed with the example. */
  context?: string;
}

/** A 500 made by buildTestApp's response-contract check (tests only), not by the app. */
function isContractViolation(response: LightMyRequestResponse): boolean {
  return response.statusCode === 500 && response.body.includes('Response contract broken');
}

/** The URL of a request (always a string in these tests). */
export function urlOf(options: InjectOptions): string {
  return typeof options.url === 'string' ? options.url : '/';
}

/** A short, printable excerpt of a request body (raw text, a Buffer or an object). */
export function excerpt(payload: unknown, max = 90): string {
  if (payload === undefined) return '';
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (Buffer.isBuffer(payload)) text = payload.toString('latin1');
  else text = JSON.stringify(payload) ?? '(unprintable)';
  const printable = text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return printable.length > max ? `${printable.slice(0, max)}… (${text.length} chars)` : printable;
}

/**
 * Media types of the answers that are files, declared per media type by their routes: the
 * club's calendar, the results' CSV and the Sailwave export.
 */
const FILE_TYPES = /^(text\/calendar|text\/csv|application\/octet-stream)\s*(;|$)/i;

/**
 * Why an answer breaks the API's promises, or null: never a 5xx, and under /api/ and /auth/
 * always JSON (an empty 204, 304 or HEAD answer excepted, and a file its route declares).
 */
export function answerProblem(
  method: string,
  url: string,
  response: LightMyRequestResponse,
): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${excerpt(response.body, 160)}`;
  if (!/^\/(api|auth)\//.test(url)) return null;
  const empty = response.rawPayload.length === 0;
  if (empty && (response.statusCode === 204 || response.statusCode === 304 || method === 'HEAD')) {
    return null;
  }
  const type = String(response.headers['content-type'] ?? '');
  // A file its route declares instead of JSON (the calendar, a CSV, the Sailwave export); its
  // errors are JSON still.
  if (response.statusCode < 300 && FILE_TYPES.test(type)) return null;
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return `${response.statusCode} not JSON (content-type "${type}"): ${excerpt(response.body, 80)}`;
  }
  if (!empty && method !== 'HEAD') {
    try {
      const encoding = response.headers['content-encoding'];
      const bytes =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      JSON.parse(bytes.toString('utf8'));
    } catch {
      return `${response.statusCode} invalid JSON body: ${excerpt(response.body, 80)}`;
    }
  }
  return null;
}

/** A single request taking longer than this is a failure too (a CPU-bound answer to junk). */
export const SLOW_REQUEST_MS = 5_000;

/**
 * Sends requests, checks each answer and keeps every failure with what the app logged for it.
 * Requests go one at a time, so what is logged during one belongs to it.
 */
export class Prober {
  requests = 0;
  serverErrors = 0;
  /**
   * 500s made in tests only by buildTestApp's response-contract check (an answer its route's
   * schema does not allow): counted apart, as production would have sent the answer.
   */
  contractViolations = 0;
  readonly failures: Failure[] = [];
  #address = 0;

  constructor(
    private readonly t: TestApp,
    private readonly log: ReturnType<typeof errorLog>,
  ) {}

  /** Sends one request (from an address of its own) and checks the answer. */
  async send(who: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const method = String(options.method ?? 'GET');
    const url = urlOf(options);
    this.log.take();
    this.#address += 1;
    const started = performance.now();
    const response = await this.t.request({
      // Each request from its own address, so per-address throttles stay out of the way.
      remoteAddress: `10.${(this.#address >> 16) & 255}.${(this.#address >> 8) & 255}.${this.#address & 255}`,
      ...options,
    });
    const took = performance.now() - started;
    this.requests += 1;
    const contract = isContractViolation(response);
    if (response.statusCode >= 500) {
      this.serverErrors += 1;
      if (contract) this.contractViolations += 1;
    }
    const logged = this.log.take();
    const answer = answerProblem(method, url, response);
    const problem =
      answer ??
      (took > SLOW_REQUEST_MS ? `${response.statusCode} after ${Math.round(took)} ms` : null);
    if (problem !== null) {
      this.failures.push({
        kind:
          answer === null
            ? 'slow'
            : response.statusCode < 500
              ? 'not JSON'
              : contract
                ? 'contract'
                : '5xx',
        who,
        method,
        url: url.length > 140 ? `${url.slice(0, 140)}… (${url.length} chars)` : url,
        body: excerpt(options.payload),
        status: response.statusCode,
        problem,
        logged,
      });
    }
    return response;
  }

  /** Records a failure that is not one answer (e.g. data changed where it must not). */
  fail(failure: Omit<Failure, 'logged' | 'status'> & { logged?: string[]; status?: number }) {
    this.failures.push({ logged: [], status: 0, ...failure });
  }

  /**
   * All failures as one readable report: grouped by kind and cause (what the app logged, else
   * the answer), each class with the routes it was seen on and a few example requests.
   */
  report(title: string): string {
    if (this.failures.length === 0) return `${title}: no failures`;
    const order: FailureKind[] = [
      '5xx',
      'other club changed',
      'unexpected',
      'not JSON',
      'slow',
      'contract',
      'walk',
    ];
    const failures = [...this.failures].sort(
      (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind),
    );
    const groups = new Map<string, { routes: Map<string, number>; examples: Failure[] }>();
    for (const failure of failures) {
      const cause = failure.logged[0] ?? failure.problem.replace(/\d+/g, 'N').slice(0, 160);
      const key = `[${failure.kind}] ${failure.status || ''} ${cause}`;
      const group = groups.get(key) ?? { routes: new Map<string, number>(), examples: [] };
      const route = `${failure.method} ${routeOf(failure.url)}`;
      group.routes.set(route, (group.routes.get(route) ?? 0) + 1);
      if (group.examples.length < 3) group.examples.push(failure);
      groups.set(key, group);
    }
    const lines = [
      `${title}: ${this.failures.length} failures in ${groups.size} classes ` +
        `(${this.serverErrors} 5xx answers, ${this.contractViolations} of them ` +
        'response-contract breaches of the tests)',
    ];
    for (const [key, { routes, examples }] of groups) {
      const total = [...routes.values()].reduce((sum, n) => sum + n, 0);
      lines.push(`\n■ ${key}  (${total}×)`);
      lines.push(
        `  on: ${[...routes].map(([route, n]) => (n > 1 ? `${route} (${n}×)` : route)).join(', ')}`,
      );
      for (const failure of examples) {
        lines.push(
          `    as ${failure.who}: ${failure.method} ${failure.url}` +
            (failure.body ? `\n      body: ${failure.body}` : '') +
            `\n      got: ${failure.problem}` +
            failure.logged.map((entry) => `\n      log: ${entry}`).join('') +
            (failure.context ? `\n      after: ${failure.context}` : ''),
        );
      }
    }
    return lines.join('\n');
  }
}

/** A URL as its route: no query, ids and slugs as {x}. */
function routeOf(url: string): string {
  return url.replace(/\?.*$/, '').replace(/\/(?=[^/]*\d)[^/]+(?=\/)/g, '/{x}');
}

/** Every row of one club's own data, for proving a request left it alone. */
export async function clubRows(db: Kysely<DB>, clubIds: readonly number[]) {
  const [clubs, courses, series, sailings, startGroups, competitors, tally] = await Promise.all([
    db.selectFrom('clubs').selectAll().where('id', 'in', clubIds).orderBy('id').execute(),
    db.selectFrom('courses').selectAll().where('club_id', 'in', clubIds).orderBy('id').execute(),
    db.selectFrom('series').selectAll().where('club_id', 'in', clubIds).orderBy('id').execute(),
    db.selectFrom('sailings').selectAll().where('club_id', 'in', clubIds).orderBy('id').execute(),
    db
      .selectFrom('start_groups')
      .innerJoin('sailings', 'sailings.id', 'start_groups.sailing_id')
      .selectAll('start_groups')
      .select('sailings.club_id as owning_club')
      .where('sailings.club_id', 'in', clubIds)
      .orderBy('start_groups.id')
      .execute(),
    db
      .selectFrom('competitors')
      .innerJoin('sailings', 'sailings.id', 'competitors.sailing_id')
      .selectAll('competitors')
      .select('sailings.club_id as owning_club')
      .where('sailings.club_id', 'in', clubIds)
      .orderBy('competitors.id')
      .execute(),
    // The safety tally (issue 31): a boat's row, keyed by her competitor id.
    db
      .selectFrom('safety_tally')
      .innerJoin('competitors', 'competitors.id', 'safety_tally.competitor_id')
      .innerJoin('sailings', 'sailings.id', 'competitors.sailing_id')
      .selectAll('safety_tally')
      .select(['safety_tally.competitor_id as id', 'sailings.club_id as owning_club'])
      .where('sailings.club_id', 'in', clubIds)
      .orderBy('safety_tally.competitor_id')
      .execute(),
  ]);
  // Prize categories (issue 32) by their club; a tick keyed by its entry and category.
  const categories = await db
    .selectFrom('prize_categories')
    .selectAll()
    .where('club_id', 'in', clubIds)
    .orderBy('id')
    .execute();
  const ticks = await db
    .selectFrom('competitor_categories as cc')
    .innerJoin('competitors', 'competitors.id', 'cc.competitor_id')
    .innerJoin('sailings', 'sailings.id', 'competitors.sailing_id')
    .selectAll('cc')
    .select([
      sql<string>`cc.competitor_id || ':' || cc.category_id`.as('id'),
      'sailings.club_id as owning_club',
    ])
    .where('sailings.club_id', 'in', clubIds)
    .orderBy('cc.competitor_id')
    .orderBy('cc.category_id')
    .execute();
  return {
    clubs,
    courses,
    series,
    sailings,
    start_groups: startGroups,
    competitors,
    safety_tally: tally,
    prize_categories: categories,
    competitor_categories: ticks,
  };
}

export type ClubRows = Awaited<ReturnType<typeof clubRows>>;

/** What differs in `clubId`'s rows between two snapshots, or null when nothing does. */
export function clubRowsChange(before: ClubRows, after: ClubRows, clubId: number): string | null {
  const changes: string[] = [];
  for (const table of Object.keys(before) as (keyof ClubRows)[]) {
    const ofClub = (rows: ClubRows[keyof ClubRows]) =>
      (rows as Record<string, unknown>[]).filter((row) =>
        table === 'clubs'
          ? row.id === clubId
          : 'owning_club' in row
            ? row.owning_club === clubId
            : row.club_id === clubId,
      );
    const was = new Map(ofClub(before[table]).map((row) => [row.id, JSON.stringify(row)]));
    const is = new Map(ofClub(after[table]).map((row) => [row.id, JSON.stringify(row)]));
    for (const [id, row] of is) {
      if (!was.has(id)) changes.push(`${table} ${String(id)} created`);
      else if (was.get(id) !== row) changes.push(`${table} ${String(id)} changed`);
    }
    for (const id of was.keys()) if (!is.has(id)) changes.push(`${table} ${String(id)} deleted`);
  }
  return changes.length === 0 ? null : changes.join(', ');
}
