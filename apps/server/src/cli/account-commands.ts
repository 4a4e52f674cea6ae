import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { findUserByEmail, insertUser } from '../modules/auth/user-repository.ts';
import { clubIdBySlug, insertClub } from '../modules/clubs/club-repository.ts';
import { indexClubSearchWords } from '../modules/clubs/club-search.ts';

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

/** Creates a club and its club account in one transaction. */
export async function createClub(
  db: Kysely<DB>,
  input: { slug: string; name: string; email: string; password: string },
) {
  const email = input.email.toLowerCase();
  await assertEmailFree(db, email);
  if ((await clubIdBySlug(db, input.slug)) !== undefined) {
    throw new CommandError(`Det finns redan en klubb med kortnamnet ${input.slug}.`);
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const clubId = await insertClub(trx, {
      slug: input.slug,
      name: input.name,
      email,
      logo: null,
      created_at: now,
      updated_at: now,
    });
    await indexClubSearchWords(trx, { id: clubId, name: input.name });
    const userId = await insertUser(
      trx,
      { email, passwordHash, accountType: 'club', isStaff: false, clubId },
      now,
    );
    return { clubId, userId };
  });
}
