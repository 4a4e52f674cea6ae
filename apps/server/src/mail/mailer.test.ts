import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailTransport } from '../../test/helpers/memory-mail.ts';
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from '../../test/helpers/test-database.ts';
import { fileTransport } from './mail-transport.ts';
import { Mailer } from './mailer.ts';

const silent = pino({ level: 'silent' });

describe.each(databaseKinds)('mail outbox on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.cleanup());

  it('sends a queued mail once and marks it sent', async () => {
    const transport = new MemoryMailTransport();
    const mailer = new Mailer(
      testDb.database.db,
      transport,
      'Segla <noreply@segla.example>',
      silent,
    );
    await mailer.enqueue({ to: 'a@example.se', subject: 'Hej', text: 'Text' });
    mailer.flush();
    await mailer.idle();
    mailer.flush();
    await mailer.idle();
    expect(transport.sent).toEqual([
      {
        from: 'Segla <noreply@segla.example>',
        to: 'a@example.se',
        subject: 'Hej',
        text: 'Text',
        html: null,
      },
    ]);
    const row = await testDb.database.db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', 'a@example.se')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('keeps a mail whose send failed and retries it later', async () => {
    const transport = new MemoryMailTransport();
    transport.failNext = 1;
    const mailer = new Mailer(
      testDb.database.db,
      transport,
      'Segla <noreply@segla.example>',
      silent,
    );
    await mailer.enqueue({ to: 'b@example.se', subject: 'Igen', text: 'Text' });
    mailer.flush();
    await mailer.idle();
    const { db } = testDb.database;
    const failed = await db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', 'b@example.se')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
      last_error: 'SMTP unavailable (test)',
    });
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(transport.sent).toHaveLength(0);

    // When the retry is due, the next round delivers it.
    await db
      .updateTable('outbound_mail')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', failed.id)
      .execute();
    mailer.flush();
    await mailer.idle();
    expect(transport.sent.map((m) => m.to)).toEqual(['b@example.se']);
  });

  it('gives up after the last retry and records why', async () => {
    const transport = new MemoryMailTransport();
    transport.failNext = 100;
    const mailer = new Mailer(testDb.database.db, transport, 'x@y.se', silent);
    await mailer.enqueue({ to: 'c@example.se', subject: 'Aldrig', text: 'Text' });
    const { db } = testDb.database;
    for (let i = 0; i < 10; i++) {
      await db
        .updateTable('outbound_mail')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('to_address', '=', 'c@example.se')
        .where('failed_at', 'is', null)
        .execute();
      mailer.flush();
      await mailer.idle();
    }
    const row = await db
      .selectFrom('outbound_mail')
      .selectAll()
      .where('to_address', '=', 'c@example.se')
      .executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.attempts).toBe(7);
  });
});

describe('file transport', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'segla-outbox-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each mail as a .eml file', async () => {
    const transport = fileTransport(path.join(dir, 'outbox'));
    await transport.send('Segla <noreply@localhost>', {
      to: 'd@example.se',
      subject: 'Återställ lösenord',
      text: 'Hej då',
    });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: d@example.se');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
  });
});
