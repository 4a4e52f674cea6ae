import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../src/demo/demo-data.ts';
import type { DatabaseFixture } from '../helpers/test-database.ts';

/** The first release's database and its reads (decision 0043); made by make-fixtures.ts. */
export const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export const firstRelease: DatabaseFixture = {
  sqliteFile: path.join(fixtureDir, 'first-release.sqlite3'),
  postgresSql: path.join(fixtureDir, 'first-release.postgres.sql'),
};

/** The reads' answers: the same on both databases (make-fixtures.ts checks it). */
export const readsFile = path.join(fixtureDir, 'first-release.reads.json');

/** The last migration of the first release: the fixtures' schema. */
export const FIRST_RELEASE_LAST_MIGRATION = '0017-sailings-competitor-count';

/**
 * The clock the demo was seeded at and the reads were answered at. The test sets the same
 * (frozen) clock, so answers that depend on today (ongoing/upcoming, calendar stamps, tokens'
 * times) are compared as they are, not normalised.
 */
export const FIXTURE_CLOCK = '2026-11-21T17:00:00.000Z';

/** Who reads: reads differ by role (hidden sailings, accounts, change logs, own data). */
export const viewers = {
  anonym: null,
  admin: `admin@${DEMO_EMAIL_DOMAIN}`,
  klubb: `bris@${DEMO_EMAIL_DOMAIN}`,
} as const satisfies Record<string, string | null>;

export type Viewer = keyof typeof viewers | 'seglare';

export interface RecordedRead {
  viewer: Viewer;
  url: string;
  status: number;
  contentType: string;
  /** Parsed JSON for JSON answers, else the text. */
  body: unknown;
}

export interface RecordedReads {
  clock: string;
  /** Sign-in address of the `seglare` viewer (a demo sailor's account). */
  sailorEmail: string;
  reads: RecordedRead[];
}

type Request = (this: void, options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Signs the viewers in; returns the headers each reads with. */
export async function viewerHeaders(
  request: Request,
  sailorEmail: string,
): Promise<Record<Viewer, Record<string, string>>> {
  const signIn = async (email: string) => {
    const response = await request({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in ${email}: ${response.body}`);
    return { authorization: `Bearer ${response.json<{ access: string }>().access}` };
  };
  return {
    anonym: {},
    admin: await signIn(viewers.admin),
    klubb: await signIn(viewers.klubb),
    seglare: await signIn(sailorEmail),
  };
}

/** One read's answer as recorded. */
export function answerOf(response: LightMyRequestResponse) {
  const contentType = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    contentType,
    body: contentType.includes('json') ? response.json<unknown>() : response.body,
  };
}
