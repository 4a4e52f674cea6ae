import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { encodeUid, type ResetTokens, type ResetTokenSubject } from '../auth/reset-tokens.ts';
import { freeSlug, slugify } from '../auth/slug.ts';
import {
  findUserById,
  insertSailor,
  insertUser,
  sailorSlugsLike,
} from '../auth/user-repository.ts';
import { setSailorNames } from '../competitors/competitor-repository.ts';
import { indexSailorSearchWords } from '../sailors/sailor-search.ts';

/**
 * Sailor accounts a club makes for someone else (docs/product.md §3, §14): "Skapa konto" for a
 * competitor's skipper and "Bjud in funktionär" (issue 29) both make the account, its sailor
 * profile and the link to choose a password here; each writes its own mail.
 */

/** What building a set-password link needs: the reset tokens and PUBLIC_URL. */
export interface SetPasswordLinks {
  resetTokens: ResetTokens;
  publicUrl: string;
}

/**
 * A hash of a random password nobody knows: a new account cannot be signed into until its link
 * is used. Made before the transaction (hashing is slow).
 */
export function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** The reset link (docs/product.md §7, valid 24 hours, single use) that sets a password. */
export function setPasswordLink(links: SetPasswordLinks, user: ResetTokenSubject): string {
  return `${links.publicUrl}/reset-confirm/${encodeUid(user.id)}/${links.resetTokens.make(user)}`;
}

/** A sailor profile of the user, with a free slug from the names (if any) and search words. */
export async function newSailorProfile(
  db: Kysely<DB>,
  userId: number,
  names: { first_name: string; last_name: string },
  clubId: number | null,
  now: string,
): Promise<number> {
  const base = slugify(`${names.first_name} ${names.last_name}`);
  const slug = freeSlug(base, await sailorSlugsLike(db, base || 'seglare'));
  const sailorId = await insertSailor(db, { slug, userId, clubId }, now);
  if (names.first_name !== '' || names.last_name !== '') {
    await setSailorNames(db, sailorId, names);
  }
  // Found by name and club, as every sailor (the club's name is read with the names).
  await indexSailorSearchWords(db, { sailorIds: [sailorId] });
  return sailorId;
}

/**
 * A new sailor account for `email` (already normalized) with its profile, in the caller's
 * transaction; returns the link with which she chooses her password.
 */
export async function createInvitedSailor(
  db: Kysely<DB>,
  account: {
    email: string;
    passwordHash: string;
    names: { first_name: string; last_name: string };
    clubId: number | null;
    now: string;
  },
  links: SetPasswordLinks,
): Promise<{ userId: number; sailorId: number; link: string }> {
  const userId = await insertUser(
    db,
    {
      email: account.email,
      passwordHash: account.passwordHash,
      accountType: 'sailor',
      isStaff: false,
      clubId: null,
    },
    account.now,
  );
  const sailorId = await newSailorProfile(db, userId, account.names, account.clubId, account.now);
  const created = await findUserById(db, userId);
  if (!created) throw new Error('the new user vanished in its own transaction');
  return { userId, sailorId, link: setPasswordLink(links, created) };
}
