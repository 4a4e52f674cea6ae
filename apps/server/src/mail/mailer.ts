import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema.ts';
import { errorMessage } from '../error-message.ts';
import { UsageCounts } from '../usage-counts.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import {
  claimMail,
  findDueMail,
  insertMail,
  markAttemptFailed,
  markSent,
  storedHeaders,
} from './outbox-repository.ts';

/** Minutes to wait before each retry; after the last, the mail is marked failed. */
const RETRY_DELAYS_MIN = [1, 5, 15, 60, 180, 720];
const POLL_INTERVAL_MS = 5_000;
const CLAIM_MS = 60_000;
const BATCH = 20;

/**
 * A durable outbox: a mail is a row written in the same transaction as the change that causes
 * it, so the request never waits on or fails with the mail server, and a killed process loses
 * nothing. A sender loop delivers due rows, retrying failures with growing delays.
 */
export class Mailer {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  readonly #deferred = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    /** Where failed sends are counted (GET /metrics). */
    private readonly usage: UsageCounts = new UsageCounts(),
  ) {}

  /** Queues a mail; pass the transaction of the change it belongs to. Call `flush()` after commit. */
  async enqueue(message: MailMessage, db: Kysely<DB> = this.db): Promise<void> {
    await insertMail(db, message, new Date().toISOString());
  }

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.flush(), POLL_INTERVAL_MS);
    this.#timer.unref();
    this.flush();
  }

  /** Sends what is due soon, without making the caller wait. */
  flush(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#sendDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.flush();
        }
      });
  }

  /**
   * Runs `work` (which may enqueue mail) without the caller waiting for it, e.g. after an
   * answer that must not reveal by its timing whether a mail was queued. Failures are logged.
   */
  defer(work: () => Promise<void>): void {
    const task: Promise<void> = work()
      .catch((error: unknown) => this.log.error({ err: error }, 'deferred mail work failed'))
      .finally(() => {
        this.#deferred.delete(task);
        this.flush();
      });
    this.#deferred.add(task);
  }

  /** Resolves when deferred work and the current round of sending are done (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.#running || this.#deferred.size > 0) {
      await Promise.all([...this.#deferred]);
      if (this.#running) await this.#running;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await Promise.all([...this.#deferred]);
    this.#stopped = true;
    await this.idle();
    this.transport.close();
  }

  async #sendDue(): Promise<void> {
    const now = new Date();
    const nowIso = now.toISOString();
    const due = await findDueMail(this.db, nowIso, BATCH);
    for (const mail of due) {
      if (this.#stopped) return;
      const until = new Date(now.getTime() + CLAIM_MS).toISOString();
      if (!(await claimMail(this.db, mail.id, nowIso, until))) continue;
      try {
        await this.transport.send(this.from, {
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          headers: storedHeaders(mail.headers),
        });
        await markSent(this.db, mail.id, new Date().toISOString());
        this.log.info({ mailId: mail.id }, 'mail sent');
      } catch (error) {
        const attempts = mail.attempts + 1;
        const delay = RETRY_DELAYS_MIN[attempts - 1];
        const failedAt = delay === undefined ? new Date().toISOString() : null;
        const next = new Date(Date.now() + (delay ?? 0) * 60_000).toISOString();
        this.usage.mailSendFailures += 1;
        this.log.error({ err: error, mailId: mail.id, attempts }, 'mail send failed');
        await markAttemptFailed(this.db, mail.id, {
          attempts,
          nextAttemptAt: next,
          error: errorMessage(error),
          failedAt,
        });
      }
    }
  }
}
