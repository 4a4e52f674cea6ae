import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { findUserByEmail, insertUser } from '../modules/auth/user-repository.ts';
import { ApiError } from '../http/api-error.ts';
import { createClubWithAccount } from '../modules/clubs/club-admin-service.ts';

/** A refusal the operator can act on (a taken e-mail or slug); exit code 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}

async function assertEmailFree(db: Kysely<DB>, email: string) {
  if (await findUserByEmail(db, email)) {
    throw new CommandError(`Det finns redan ett konto med e-postadressen ${email}.`);
  }
}

export async function createAdmin(db: Kysely<DB>, input: { email: string; password: string }) {
  const email = input.email.toLowerCase();
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(input.password);
  return insertUser(
    db,
    { email, passwordHash, accountType: 'staff', isStaff: true, clubId: null },
    new Date().toISOString(),
  );
}

/**
 * Creates a club and its club account in one transaction, with the password given: the same
 * service method as the staff's admin area (`createClubWithAccount`), its refusals as exit 1.
 */
export async function createClub(
  db: Kysely<DB>,
  input: { slug: string; name: string; email: string; password: string },
) {
  try {
    const { clubId, userId } = await createClubWithAccount(db, input);
    return { clubId, userId };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    if ('email' in error.body) {
      throw new CommandError(`Det finns redan ett konto med e-postadressen ${input.email}.`);
    }
    throw new CommandError(`Det finns redan en klubb med kortnamnet ${input.slug}.`);
  }
}
