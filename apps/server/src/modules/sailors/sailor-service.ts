import type { Sailor, sailorUpdateSchema } from '@segla/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { SailorTable } from '../../db/schema.ts';
import { fieldError, notFound, permissionDenied } from '../../http/api-error.ts';
import { parsePathId } from '../../http/path-params.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { clubExists, clubIdBySlug } from '../clubs/club-repository.ts';
import { releaseImages, storeImage } from '../files/image-service.ts';
import { canWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { compareSailors, toSailor } from './sailor-presenter.ts';
import { findSailor, listSailors, updateSailor, type SailorRow } from './sailor-repository.ts';
import { indexSailorSearchWords, nameMatches, nameQueryWords } from './sailor-search.ts';

export type SailorUpdate = z.output<typeof sailorUpdateSchema>;

/**
 * Who may edit a sailor profile: the sailor, staff, and a club's admins (its account or a
 * club admin) for a profile of its club that no one has an account for (a skipper the club
 * keeps, who cannot edit it).
 */
export function canEditSailor(user: AuthUser, sailor: SailorRow): boolean {
  if (user.isStaff || (sailor.user_id !== null && sailor.user_id === user.id)) return true;
  return sailor.user_id === null && sailor.club_id !== null && canWriteClub(user, sailor.club_id);
}

/** Sailor profiles: public to read, edited by the sailor (or staff). */
export class SailorService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * All sailors, or those whose name words begin with the query's words (any letter case,
   * å/ä/ö read as a/a/o), or a club's (by slug; an unknown club has none).
   */
  async list(filter: { query?: string; club?: string } = {}): Promise<Sailor[]> {
    const { db } = this.deps;
    let clubId: number | undefined;
    if (filter.club !== undefined && filter.club !== '') {
      clubId = await clubIdBySlug(db, filter.club);
      if (clubId === undefined) return [];
    }
    const words = nameQueryWords(filter.query ?? '');
    // A query of only marks ("?!") names no one; an empty one asks for everyone.
    if (words.length === 0 && (filter.query ?? '').trim() !== '') return [];
    // The longest word narrows most through the search index; every word is checked after.
    const candidateWord = words.reduce<string | undefined>(
      (longest, word) => (longest === undefined || word.length > longest.length ? word : longest),
      undefined,
    );
    const rows = await listSailors(db, { clubId, candidateWord });
    return rows
      .filter((row) => words.length === 0 || nameMatches(words, row.first_name, row.last_name))
      .sort(compareSailors)
      .map((row) => toSailor(row));
  }

  /** The sailors whose club is the club with `slug`. */
  async listForClub(slug: string): Promise<Sailor[]> {
    const { db } = this.deps;
    const clubId = await clubIdBySlug(db, slug);
    if (clubId === undefined) throw notFound();
    const rows = await listSailors(db, { clubId });
    return rows.sort(compareSailors).map((row) => toSailor(row));
  }

  /** A sailor by id or slug; her birth year too for a reader who may edit her profile. */
  async get(idOrSlug: string, user: AuthUser | null = null): Promise<Sailor> {
    const sailor = await this.#require(idOrSlug);
    return toSailor(sailor, { private: user !== null && canEditSailor(user, sailor) });
  }

  /** Changes the fields sent (names, club, picture, birth year). */
  async update(idOrSlug: string, input: SailorUpdate, user: AuthUser | null): Promise<Sailor> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    const sailor = await this.#require(idOrSlug);
    if (!canEditSailor(signedIn, sailor)) {
      throw permissionDenied('Du kan bara ändra din egen seglarprofil.');
    }
    if (input.club != null && !(await clubExists(db, input.club))) {
      throw fieldError('club', 'Klubben finns inte.');
    }
    const changes: Updateable<SailorTable> = {};
    if (input.first_name !== undefined) changes.first_name = input.first_name;
    if (input.last_name !== undefined) changes.last_name = input.last_name;
    if (input.club !== undefined) changes.club_id = input.club;
    if (input.birth_year !== undefined) changes.birth_year = input.birth_year;
    if (input.picture !== undefined) {
      changes.picture =
        input.picture === null ? null : await storeImage(db, 'picture', input.picture);
    }
    if (Object.keys(changes).length > 0) {
      await db.transaction().execute(async (trx) => {
        await updateSailor(trx, sailor.id, changes);
        await indexSailorSearchWords(trx, { sailorIds: [sailor.id] });
        if (changes.picture !== undefined && changes.picture !== sailor.picture) {
          await releaseImages(trx, [sailor.picture]);
        }
      });
    }
    return this.get(String(sailor.id), signedIn);
  }

  async #require(idOrSlug: string): Promise<SailorRow> {
    const id = parsePathId(idOrSlug);
    // Slugs are short; a long path segment names no sailor and need not reach the database.
    const sailor =
      idOrSlug.length <= 100 ? await findSailor(this.deps.db, { id, slug: idOrSlug }) : undefined;
    if (!sailor) throw notFound();
    return sailor;
  }
}
