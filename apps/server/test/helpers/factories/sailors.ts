import type { Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.ts';
import { indexSearchWords } from '../../../src/modules/search/search-words.ts';
import { CHUNK, now, unique } from './unique.ts';

/** Sailor profiles without an account (skippers a club keeps), straight into the database. */

export interface SailorInput {
  firstName?: string;
  lastName?: string;
  clubId?: number | null;
  slug?: string;
}

/** A sailor profile, indexed by name and club name. */
export async function insertSailor(db: Kysely<DB>, input: SailorInput = {}) {
  const [sailor] = await insertSailors(db, [input]);
  return sailor!;
}

/** Several sailor profiles in one transaction, each indexed. */
export async function insertSailors(db: Kysely<DB>, inputs: readonly SailorInput[]) {
  if (inputs.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const clubIds = [...new Set(inputs.flatMap((input) => (input.clubId ? [input.clubId] : [])))];
    const clubs =
      clubIds.length === 0
        ? []
        : await trx.selectFrom('clubs').select(['id', 'name']).where('id', 'in', clubIds).execute();
    const rows = inputs.map((input) => ({
      slug: input.slug ?? `seglare-${unique()}`,
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      club_id: input.clubId ?? null,
      picture: null,
      user_id: null,
      created_at: now(),
    }));
    const ids = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      ids.push(...(await trx.insertInto('sailors').values(chunk).returning('id').execute()));
    }
    const result = [];
    for (const [index, { id }] of ids.entries()) {
      const row = rows[index]!;
      await indexSearchWords(trx, 'sailor', id, [
        row.first_name,
        row.last_name,
        clubs.find((club) => club.id === row.club_id)?.name,
      ]);
      result.push({ id, slug: row.slug });
    }
    return result;
  });
}
