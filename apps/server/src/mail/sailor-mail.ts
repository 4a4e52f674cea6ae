import { SAILOR_MAIL_KIND_NOUNS, type SailorMailKind } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import { findSailorAddress, isOptedOut, recordSailorMail } from './sailor-mail-repository.ts';
import { UnsubscribeTokens } from './sailor-mail-tokens.ts';

export type { SailorMailKind } from '@segla/core';

/**
 * Mail to sailors (issue 31; docs/product.md §19): entry confirmations, crew invitations and
 * results. Each goes through the outbox in the transaction of the change that causes it, at most
 * once per sailor, kind and subject, never to a kind she has switched off, and with a one-click
 * unsubscribe link (RFC 8058).
 */

/** What queueing a sailor mail needs; `sailorMailDepsOf(app.services)` makes it. */
export interface SailorMailDeps {
  mailer: Mailer;
  /** PUBLIC_URL: the links in the mail. */
  publicUrl: string;
  /** SECRET_KEY: the unsubscribe tokens are signed with a key derived from it. */
  secretKey: string;
}

/** The deps from the app's services (routes build services with them). */
export function sailorMailDepsOf(services: {
  mailer: Mailer;
  config: { publicUrl: string; secretKey: string };
}): SailorMailDeps {
  const { mailer, config } = services;
  return { mailer, publicUrl: config.publicUrl, secretKey: config.secretKey };
}

/** A mail's subject and body, without the address and the unsubscribe lines (added here). */
export interface SailorMailText {
  subject: string;
  text: string;
}

export interface SailorMailInput {
  sailorId: number;
  kind: SailorMailKind;
  /**
   * What the mail is about, so it goes once: the sailing's id (entry confirmation, results) or,
   * for a crew invitation, the entry's (competitor's) id.
   */
  subjectId: number;
  message: SailorMailText;
}

/** What became of a sailor mail: queued, or why not. */
export type SailorMailOutcome = 'queued' | 'opted_out' | 'no_address' | 'already_sent';

/** The links of a sailor mail for `kind`. */
export function unsubscribeLinks(
  deps: Omit<SailorMailDeps, 'mailer'>,
  sailorId: number,
  kind: SailorMailKind,
) {
  const token = new UnsubscribeTokens(deps.secretKey).make({ sailorId, kind });
  return {
    /** The page that asks nothing and switches it off with one click ("Avregistrera"). */
    page: `${deps.publicUrl}/unsubscribe/${token}`,
    /** RFC 8058's one-click target, for the List-Unsubscribe header: POST, no login. */
    oneClick: `${deps.publicUrl}/api/unsubscribe/${token}/`,
  };
}

/**
 * Queues a mail to a sailor in `trx`, the transaction of the change that causes it: nothing when
 * she has switched `kind` off, has no active account, or was already mailed `kind` about
 * `subjectId` (recorded in the same transaction: a rollback sends nothing and forgets it). The
 * mail ends with the unsubscribe lines and carries List-Unsubscribe and List-Unsubscribe-Post
 * (RFC 8058), stored with the outbox row. Call `deps.mailer.flush()` after the commit.
 */
export async function queueSailorMail(
  trx: Kysely<DB>,
  deps: SailorMailDeps,
  input: SailorMailInput,
): Promise<SailorMailOutcome> {
  const { sailorId, kind } = input;
  if (await isOptedOut(trx, sailorId, kind)) return 'opted_out';
  const sailor = await findSailorAddress(trx, sailorId);
  if (!sailor) return 'no_address';
  const recorded = await recordSailorMail(
    trx,
    { sailorId, kind, subjectId: input.subjectId },
    new Date().toISOString(),
  );
  if (!recorded) return 'already_sent';
  const links = unsubscribeLinks(deps, sailorId, kind);
  const settings = `${deps.publicUrl}/sailors/${sailor.slug}/settings`;
  await deps.mailer.enqueue(
    {
      to: sailor.email,
      subject: input.message.subject,
      text: [
        input.message.text,
        '',
        '--',
        `Vill du inte längre få ${SAILOR_MAIL_KIND_NOUNS[kind]} från Segla? Avregistrera dig:`,
        links.page,
        `Alla dina e-postutskick: ${settings}`,
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    trx,
  );
  return 'queued';
}
