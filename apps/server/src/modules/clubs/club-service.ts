import type { Club, ClubAdmin, DistinctCompetitor, clubUpdateSchema } from '@segla/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { ClubTable } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { releaseImages, storeImage } from '../files/image-service.ts';
import { assertCanWriteClub, assertStaff, requireSignedIn } from '../permissions/permissions.ts';
import { reindexSailings } from '../sailings/sailing-search.ts';
import { indexSailorSearchWords } from '../sailors/sailor-search.ts';
import { reindexSeriesOfClub } from '../series/series-search.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { viewerOf } from '../visibility/visibility.ts';
import { compareClubs, toClub, toClubAdmin, toDistinctCompetitor } from './club-presenter.ts';
import { findClubBySlug, listClubs, updateClub, type ClubRow } from './club-repository.ts';
import { indexClubSearchWords } from './club-search.ts';
import {
  boatKeysOfSailing,
  clubOfSailing,
  latestEntryPerBoat,
} from './distinct-competitor-repository.ts';

export type ClubUpdate = z.output<typeof clubUpdateSchema>;

/** Clubs: the public list and profile, the club's own edits, and its fleet of earlier entries. */
export class ClubService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Every active club, by name in Swedish order; with `all` (staff only, the admin area of
   * issue 13) every club, each with whether it is active.
   */
  async list(query: { all?: '0' | '1' }, user: AuthUser | null): Promise<Club[] | ClubAdmin[]> {
    if (query.all === '1') {
      assertStaff(user);
      const rows = await listClubs(this.deps.db, { all: true });
      return rows.sort(compareClubs).map(toClubAdmin);
    }
    const rows = await listClubs(this.deps.db);
    return rows.sort(compareClubs).map(toClub);
  }

  async get(slug: string): Promise<Club> {
    return toClub(await this.#require(slug));
  }

  /** Changes the fields sent; the club's admins (its club account too) or staff only. */
  async update(slug: string, input: ClubUpdate, user: AuthUser | null): Promise<Club> {
    const { db } = this.deps;
    requireSignedIn(user);
    const club = await this.#require(slug);
    assertCanWriteClub(user, club.id);
    const changes: Updateable<ClubTable> = {};
    const fields = [
      'name',
      'short_name',
      'city',
      'website',
      'email',
      'description',
      'swish_number',
    ] as const;
    for (const key of fields) {
      if (input[key] !== undefined) changes[key] = input[key];
    }
    // The image is checked and stored last, once nothing else can refuse the request.
    if (input.logo !== undefined) {
      changes.logo = input.logo === null ? null : await storeImage(db, 'logo', input.logo);
    }
    const updated: ClubRow = { ...club, ...changes };
    await db.transaction().execute(async (trx) => {
      await updateClub(trx, club.id, { ...changes, updated_at: new Date().toISOString() });
      if (updated.logo !== club.logo) await releaseImages(trx, [club.logo]);
      if (
        updated.name !== club.name ||
        updated.short_name !== club.short_name ||
        updated.city !== club.city
      ) {
        await indexClubSearchWords(trx, updated);
      }
      // Members, sailings and series are found by their club's name too.
      if (updated.name !== club.name) {
        await indexSailorSearchWords(trx, { clubId: club.id });
        await reindexSailings(trx, { clubId: club.id });
        await reindexSeriesOfClub(trx, club.id);
      }
    });
    return toClub(updated);
  }

  /**
   * The boats that have sailed with the club, one entry each (the latest), latest first; with
   * `sailingId`, without the boats already entered in that sailing of the club. Others than the
   * club itself see only entries of published sailings.
   */
  async distinctCompetitors(
    slug: string,
    sailingId: number | null | undefined,
    user: AuthUser | null,
  ): Promise<DistinctCompetitor[]> {
    const { db } = this.deps;
    const club = await this.#require(slug);
    const viewer = viewerOf(user);
    let taken: Awaited<ReturnType<typeof boatKeysOfSailing>> | null = null;
    if (sailingId != null) {
      const sailingClub = await clubOfSailing(db, sailingId, viewer);
      if (sailingClub === undefined) throw fieldError('sailing_id', 'Seglingen finns inte.');
      if (sailingClub !== club.id) {
        throw fieldError('sailing_id', 'Seglingen hör inte till den här klubben.');
      }
      taken = await boatKeysOfSailing(db, sailingId);
    }
    const rows = await latestEntryPerBoat(db, club.id, viewer);
    return rows
      .filter(
        (row) =>
          !taken ||
          !(taken.boatKeys.has(row.boat_key) || (row.pair_key && taken.pairKeys.has(row.pair_key))),
      )
      .map(toDistinctCompetitor);
  }

  async #require(slug: string): Promise<ClubRow> {
    const club = await findClubBySlug(this.deps.db, slug);
    if (!club) throw notFound();
    return club;
  }
}
