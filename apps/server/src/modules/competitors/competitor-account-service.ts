import type { Competitor } from '@segla/core';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { normalizeEmail, type AuthUser } from '../auth/auth-service.ts';
import { ResetTokens } from '../auth/reset-tokens.ts';
import { findUserByEmail } from '../auth/user-repository.ts';
import {
  createInvitedSailor,
  newSailorProfile,
  unknownPasswordHash,
} from '../officials/invited-account.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { toCompetitor } from './competitor-presenter.ts';
import {
  findCompetitor,
  findEntryContext,
  findSailorOfUser,
  isDuplicateEntry,
  sailorIsEntered,
  updateCompetitor,
} from './competitor-repository.ts';
import { competitorInvitationMail, competitorLinkedMail } from './invitation-mail.ts';

export const ALREADY_LINKED = 'Deltagaren är redan kopplad till ett seglarkonto.';
export const NOT_A_SAILOR_ACCOUNT =
  'E-postadressen tillhör ett klubb- eller administratörskonto, inte en seglare.';
export const SAILOR_ALREADY_ENTERED_BY_EMAIL =
  'Seglaren med den här e-postadressen är redan anmäld till seglingen.';
const EMAIL_TAKEN = 'Det finns redan ett konto med den här e-postadressen.';

/** "Anna-Karin von Essen" → first "Anna-Karin", last "von Essen". */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

export interface CompetitorAccountDeps extends ServiceDeps {
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
}

/**
 * `POST /api/competitors/{id}/create-account/` (docs/product.md §3, §14): gives a competitor's
 * skipper a sailor account, or links the sailor account the e-mail already has, and mails her.
 */
export class CompetitorAccountService {
  readonly #resetTokens: ResetTokens;

  constructor(private readonly deps: CompetitorAccountDeps) {
    this.#resetTokens = new ResetTokens(deps.secretKey);
  }

  async createAccount(
    id: number,
    input: { email: string },
    user: AuthUser | null,
  ): Promise<Competitor> {
    const { db, events, mailer } = this.deps;
    const signedIn = requireSignedIn(user);
    const competitor = await findCompetitor(db, id);
    if (
      !competitor ||
      !canSeeSailing(viewerOf(signedIn), {
        club_id: competitor.sailing_club_id,
        status: competitor.sailing_status,
      })
    ) {
      throw notFound();
    }
    assertCanWriteClub(signedIn, competitor.sailing_club_id, 'racing');
    if (competitor.sailor_id !== null)
      throw validationError({ non_field_errors: [ALREADY_LINKED] });

    const email = normalizeEmail(input.email);
    const existing = await findUserByEmail(db, email);
    if (existing && (existing.account_type !== 'sailor' || existing.is_staff)) {
      throw fieldError('email', NOT_A_SAILOR_ACCOUNT);
    }
    const context = await findEntryContext(db, competitor.sailing_id);
    const names = splitName(competitor.name);
    // A new account needs a password it cannot be signed into with until the link is used.
    const passwordHash = existing ? null : await unknownPasswordHash();
    const now = new Date().toISOString();

    try {
      await db.transaction().execute(async (trx) => {
        let sailorId: number;
        if (existing) {
          const profile = await findSailorOfUser(trx, existing.id);
          sailorId = profile?.id ?? (await newSailorProfile(trx, existing.id, names, null, now));
          if (await sailorIsEntered(trx, competitor.sailing_id, sailorId)) {
            throw fieldError('email', SAILOR_ALREADY_ENTERED_BY_EMAIL);
          }
          await mailer.enqueue(
            competitorLinkedMail({
              to: email,
              clubName: context.club_name,
              sailingName: context.sailing_name,
              startDate: context.start_date,
              publicUrl: this.deps.publicUrl,
            }),
            trx,
          );
        } else {
          // A skipper who sails for the club (or names no club) joins it; a guest does not.
          const clubName = competitor.club_name.trim().toLowerCase();
          const ownClub =
            clubName === '' ||
            clubName === context.club_name.toLowerCase() ||
            clubName === context.club_short_name.toLowerCase();
          const invited = await createInvitedSailor(
            trx,
            {
              email,
              passwordHash: passwordHash as string,
              names,
              clubId: ownClub ? context.club_id : null,
              now,
            },
            { resetTokens: this.#resetTokens, publicUrl: this.deps.publicUrl },
          );
          sailorId = invited.sailorId;
          const link = invited.link;
          await mailer.enqueue(
            competitorInvitationMail({
              to: email,
              name: names.first_name,
              clubName: context.club_name,
              link,
            }),
            trx,
          );
        }
        await updateCompetitor(trx, id, { sailor_id: sailorId, updated_at: now });
      });
    } catch (error) {
      // Two requests linking one sailor to two entries of the sailing at once, or creating one
      // address at once: the loser gets the ordinary answer.
      if (isDuplicateEntry(error)) throw fieldError('email', SAILOR_ALREADY_ENTERED_BY_EMAIL);
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
    mailer.flush();
    events.emit('results.changed', { sailingId: competitor.sailing_id });
    const updated = await findCompetitor(db, id);
    if (!updated) throw notFound();
    return toCompetitor(updated, updated.group_start_time);
  }
}
