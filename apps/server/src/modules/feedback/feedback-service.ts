import type { Feedback, FeedbackInboxItem } from '@segla/core';
import type { Config } from '../../config.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertStaff } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { throttleRules, type ThrottleService } from '../throttle/throttle-service.ts';
import { feedbackMail } from './feedback-mail.ts';
import {
  findFeedback,
  insertFeedback,
  listFeedback,
  setFeedbackHandledAt,
  type FeedbackRow,
} from './feedback-repository.ts';

export interface FeedbackServiceDeps extends ServiceDeps {
  config: Pick<Config, 'feedbackEmail' | 'publicUrl'>;
  mailer: Mailer;
  throttle: ThrottleService;
}

/** The site-wide feedback form: anyone may send, staff read the inbox. */
export class FeedbackService {
  constructor(private readonly deps: FeedbackServiceDeps) {}

  /**
   * Stores a feedback (with the sender's address, and user when signed in) and, when
   * FEEDBACK_EMAIL is set, queues a copy in the same transaction. Throttled per address.
   */
  async create(
    input: { subject: string; message: string },
    address: string,
    user: AuthUser | null,
  ): Promise<Feedback> {
    const { db, config, mailer, throttle } = this.deps;
    const limits = [[throttleRules.feedbackByAddress, address]] as const;
    await throttle.assertAllowed(limits);
    const id = await db.transaction().execute(async (trx) => {
      await throttle.record(limits, trx);
      const feedbackId = await insertFeedback(trx, {
        subject: input.subject,
        message: input.message,
        user_id: user?.id ?? null,
        ip: address,
        created_at: new Date().toISOString(),
      });
      if (config.feedbackEmail) {
        const mail = feedbackMail(
          config.feedbackEmail,
          { id: feedbackId, ...input, senderEmail: user?.email ?? null },
          config.publicUrl,
        );
        await mailer.enqueue(mail, trx);
      }
      return feedbackId;
    });
    if (config.feedbackEmail) mailer.flush();
    return { id, subject: input.subject, message: input.message };
  }

  /** The inbox, newest first, optionally only the handled or unhandled ones; staff only. */
  async list(query: { handled?: '0' | '1' }, user: AuthUser | null): Promise<FeedbackInboxItem[]> {
    assertStaff(user);
    const handled = query.handled === undefined ? undefined : query.handled === '1';
    const rows = await listFeedback(this.deps.db, { handled });
    return rows.map(toInboxItem);
  }

  /** Marks a message handled (now) or unhandled again; staff only (issue 13). */
  async update(
    id: number,
    input: { handled: boolean },
    user: AuthUser | null,
  ): Promise<FeedbackInboxItem> {
    const { db } = this.deps;
    assertStaff(user);
    const row = await findFeedback(db, id);
    if (!row) throw notFound();
    // Marking a handled message handled again keeps when it was first handled.
    const handledAt = input.handled ? (row.handled_at ?? new Date().toISOString()) : null;
    if (handledAt !== row.handled_at) await setFeedbackHandledAt(db, id, handledAt);
    return toInboxItem({ ...row, handled_at: handledAt });
  }
}

function toInboxItem(row: FeedbackRow): FeedbackInboxItem {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    user: row.user_id,
    user_email: row.email,
    created_at: row.created_at,
    handled_at: row.handled_at,
  };
}
