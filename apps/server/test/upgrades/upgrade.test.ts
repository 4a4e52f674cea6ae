import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { copyTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import { asWrittenToday } from './deliberate-changes.ts';
import {
  answerOf,
  FIRST_RELEASE_LAST_MIGRATION,
  firstRelease,
  readsFile,
  viewerHeaders,
  type RecordedReads,
} from './fixture-files.ts';

// The first release's database with the demo data, and what every read answered on it then
// (make-fixtures.ts): after migrating to today's schema every read must answer the same.
const recorded = JSON.parse(readFileSync(readsFile, 'utf8')) as RecordedReads;
const names = Object.keys(migrations);
const firstReleaseNames = names.slice(0, names.indexOf(FIRST_RELEASE_LAST_MIGRATION) + 1);

describe.each(databaseKinds)('upgrading the first release on %s', (kind) => {
  let t: TestApp;
  let applied: string[];
  let before: string[];
  beforeAll(async () => {
    // The answers were recorded at this (frozen) clock: ongoing/upcoming and calendar stamps
    // depend on today. Only Date is faked; timers run as usual.
    vi.useFakeTimers({ now: new Date(recorded.clock), toFake: ['Date'] });
    const testDatabase = await copyTestDatabase(kind, firstRelease);
    const { db } = testDatabase.database;
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    before = rows.map((row) => row.name);
    applied = await migrateToLatest(db);
    t = await buildTestApp(kind, { testDatabase });
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('starts from the first release and applies every later migration', () => {
    expect(before).toEqual(firstReleaseNames);
    expect(firstReleaseNames.at(-1)).toBe(FIRST_RELEASE_LAST_MIGRATION);
    expect(applied).toEqual(names.slice(firstReleaseNames.length));
  });

  it('answers every recorded read the same (status and body), for every viewer', async () => {
    expect(recorded.reads.length).toBeGreaterThan(300);
    const headers = await viewerHeaders((options) => t.request(options), recorded.sailorEmail);
    for (const read of recorded.reads.map(asWrittenToday)) {
      const response = await t.request({
        method: 'GET',
        url: read.url,
        headers: headers[read.viewer],
      });
      expect.soft(answerOf(response), `${read.viewer} ${read.url}`).toEqual({
        status: read.status,
        contentType: read.contentType,
        body: read.body,
      });
    }
  });
});
