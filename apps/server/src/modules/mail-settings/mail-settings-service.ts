import {
  SAILOR_MAIL_KINDS,
  UNSUBSCRIBE_TOKEN_INVALID,
  type MailSettings,
  type MailSettingsUpdate,
  type Unsubscribe,
} from '@segla/core';
import { fieldError, notFound } from '../../http/api-error.ts';
import { UnsubscribeTokens, type UnsubscribeSubject } from '../../mail/sailor-mail-tokens.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toMailSettings, toUnsubscribe } from './mail-settings-presenter.ts';
import {
  deleteOptOut,
  findSailorForSettings,
  insertOptOut,
  selectOptOuts,
} from './mail-settings-repository.ts';

/**
 * A sailor's mail settings, "E-postutskick" (docs/product.md §19): each kind of mail on or off,
 * for herself and staff (anyone else: 404, as if there were none); and the unsubscribe link of
 * a mail, which switches its kind off without a login: the signed token is the credential.
 */
export class MailSettingsService {
  readonly #tokens: UnsubscribeTokens;

  constructor(private readonly deps: ServiceDeps & { secretKey: string }) {
    this.#tokens = new UnsubscribeTokens(deps.secretKey);
  }

  async get(sailorId: number, user: AuthUser | null): Promise<MailSettings> {
    await this.#loadOwn(sailorId, user);
    return toMailSettings(await selectOptOuts(this.deps.db, sailorId));
  }

  /** The kinds given are switched; the caller is checked before the body is read. */
  async update(
    sailorId: number,
    input: MailSettingsUpdate,
    user: AuthUser | null,
  ): Promise<MailSettings> {
    await this.#loadOwn(sailorId, user);
    const changes = SAILOR_MAIL_KINDS.flatMap((kind) => {
      const on = input[kind];
      return on === undefined ? [] : [{ kind, on }];
    });
    const now = new Date().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      for (const { kind, on } of changes) {
        if (on) await deleteOptOut(trx, sailorId, kind);
        else await insertOptOut(trx, sailorId, kind, now);
      }
    });
    return toMailSettings(await selectOptOuts(this.deps.db, sailorId));
  }

  /** `GET /api/unsubscribe/{token}/`: what the link is for; changes nothing (RFC 8058). */
  async unsubscribeInfo(token: string): Promise<Unsubscribe> {
    const { subject, slug } = await this.#loadToken(token);
    const off = await selectOptOuts(this.deps.db, subject.sailorId);
    return toUnsubscribe(subject.kind, !off.includes(subject.kind), slug);
  }

  /** `POST /api/unsubscribe/{token}/`: switches the link's kind off; again: no change. */
  async unsubscribe(token: string): Promise<Unsubscribe> {
    const { subject, slug } = await this.#loadToken(token);
    await insertOptOut(this.deps.db, subject.sailorId, subject.kind, new Date().toISOString());
    return toUnsubscribe(subject.kind, false, slug);
  }

  /** 401 anonymous; 404 unless it is her own profile, or the caller is staff. */
  async #loadOwn(sailorId: number, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    const sailor = await findSailorForSettings(this.deps.db, sailorId);
    const own = sailor !== undefined && sailor.user_id !== null && sailor.user_id === signedIn.id;
    if (!sailor || !(own || signedIn.isStaff)) throw notFound();
    return sailor;
  }

  /**
   * A token that is not ours (malformed, tampered, an unknown kind) or names a deleted sailor:
   * 400 on `token`, as a bad reset token is; nothing changes.
   */
  async #loadToken(token: string): Promise<{ subject: UnsubscribeSubject; slug: string }> {
    const subject = this.#tokens.check(token);
    const sailor = subject && (await findSailorForSettings(this.deps.db, subject.sailorId));
    if (!subject || !sailor) throw fieldError('token', UNSUBSCRIBE_TOKEN_INVALID);
    return { subject, slug: sailor.slug };
  }
}
