import type {
  FieldErrors,
  PrizeCategory,
  PrizeCategoryCreate,
  PrizeCategoryUpdate,
} from '@segla/core';
import {
  PRIZE_CATEGORIES_MAX,
  prizeCategoryMessages,
  prizeCategoryProblems,
} from '@segla/core/prize-categories';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError, notFound, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { clubIdBySlug } from '../clubs/club-repository.ts';
import { lockClub } from '../officials/official-repository.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  comparePrizeCategories,
  sameCategoryName,
  toPrizeCategory,
} from './prize-category-presenter.ts';
import {
  deleteCategory,
  deleteTicksOfCategory,
  entryFlagIdsOfClub,
  findCategory,
  insertCategory,
  isDuplicateCategoryName,
  selectClubCategories,
  setCategoryPositions,
  updateCategory,
  type PrizeCategoryRow,
} from './prize-category-repository.ts';

/**
 * The `entry_flag` categories to tick on an entry of the club's sailing, as sent (an id that is
 * none of them is a 400 on `categories`, docs/product.md §21).
 */
export async function checkEntryCategories(
  db: Kysely<DB>,
  clubId: number,
  ids: readonly number[],
): Promise<readonly number[]> {
  const known = await entryFlagIdsOfClub(db, clubId, ids);
  if (known.length !== ids.length)
    throw fieldError('categories', prizeCategoryMessages.unknownFlag);
  return ids;
}

/** `ids` with `id` moved to `position` (clamped to the list), the others in their order. */
function movedTo(ids: readonly number[], id: number, position: number): number[] {
  const others = ids.filter((other) => other !== id);
  others.splice(Math.min(position, others.length), 0, id);
  return others;
}

/**
 * A club's prize categories (docs/product.md §21, issue 32): public to read; written by those
 * who write the club's own settings (its account, its club admins, staff: scope `club`).
 */
export class PrizeCategoryService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The categories of the club with `slug`, in its order. */
  async list(slug: string): Promise<PrizeCategory[]> {
    const clubId = await this.#clubId(slug);
    const rows = await selectClubCategories(this.deps.db, clubId);
    return rows.map(toPrizeCategory);
  }

  /** A new category, last in the club's list unless `position` says where. */
  async create(
    slug: string,
    input: PrizeCategoryCreate,
    user: AuthUser | null,
  ): Promise<PrizeCategory> {
    const signedIn = requireSignedIn(user);
    const clubId = await this.#clubId(slug);
    assertCanWriteClub(signedIn, clubId, 'club');
    // The caller may: only now is the body read (decision 0017).
    const values = {
      name: input.name,
      rule: input.rule,
      born_from: input.born_from ?? null,
      born_until: input.born_until ?? null,
    };
    const id = await this.#write(clubId, async (trx, existing) => {
      if (existing.length >= PRIZE_CATEGORIES_MAX) {
        throw validationError({ non_field_errors: [prizeCategoryMessages.tooMany] });
      }
      assertFreeName(existing, values.name, null);
      const created = await insertCategory(trx, {
        club_id: clubId,
        ...values,
        position: existing.length,
        created_at: new Date().toISOString(),
      });
      if (input.position !== undefined) {
        const ids = existing.map((row) => row.id);
        await setCategoryPositions(trx, movedTo([...ids, created], created, input.position));
      }
      return created;
    });
    return toPrizeCategory(await this.#require(id));
  }

  /**
   * Changes the fields sent. The rule and years are checked as they will be stored; a category
   * made `entry_flag` drops its years, one made `birth_year` its ticks. `position` moves it.
   */
  async update(
    id: number,
    input: PrizeCategoryUpdate,
    user: AuthUser | null,
  ): Promise<PrizeCategory> {
    const signedIn = requireSignedIn(user);
    const category = await this.#require(id);
    assertCanWriteClub(signedIn, category.club_id, 'club');
    const rule = input.rule ?? category.rule;
    const keptYear = (stored: number | null) => (rule === 'entry_flag' ? null : stored);
    const next = {
      name: input.name ?? category.name,
      rule,
      born_from: input.born_from !== undefined ? input.born_from : keptYear(category.born_from),
      born_until: input.born_until !== undefined ? input.born_until : keptYear(category.born_until),
    };
    const problems = prizeCategoryProblems(next);
    if (Object.keys(problems).length > 0) {
      const errors: FieldErrors = {};
      for (const [field, message] of Object.entries(problems)) errors[field] = [message];
      throw validationError(errors);
    }
    await this.#write(category.club_id, async (trx, existing) => {
      if (!existing.some((row) => row.id === id)) throw notFound();
      assertFreeName(existing, next.name, id);
      await updateCategory(trx, id, next);
      // Ticks belong to ticked categories only (docs/product.md §21).
      if (next.rule !== 'entry_flag') await deleteTicksOfCategory(trx, id);
      if (input.position !== undefined) {
        const ids = existing.map((row) => row.id);
        await setCategoryPositions(trx, movedTo(ids, id, input.position));
      }
      return id;
    });
    return toPrizeCategory(await this.#require(id));
  }

  /** Deletes a category and its ticks; the club's others close up the list. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    const signedIn = requireSignedIn(user);
    const category = await this.#require(id);
    assertCanWriteClub(signedIn, category.club_id, 'club');
    await this.#write(category.club_id, async (trx, existing) => {
      await deleteCategory(trx, id);
      await setCategoryPositions(
        trx,
        existing.map((row) => row.id).filter((other) => other !== id),
      );
      return id;
    });
  }

  /**
   * Runs a write of the club's categories in a transaction, with its list as it is after the
   * club's row is locked (PostgreSQL), so two writes take turns over names and positions. A
   * name taken meanwhile by another request is the same 400 as one taken before.
   */
  async #write(
    clubId: number,
    write: (trx: Kysely<DB>, existing: PrizeCategoryRow[]) => Promise<number>,
  ): Promise<number> {
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        await lockClub(trx, clubId);
        const existing = (await selectClubCategories(trx, clubId)).sort(comparePrizeCategories);
        return write(trx, existing);
      });
    } catch (error) {
      if (isDuplicateCategoryName(error)) {
        throw fieldError('name', prizeCategoryMessages.duplicateName);
      }
      throw error;
    }
  }

  async #clubId(slug: string): Promise<number> {
    const clubId = await clubIdBySlug(this.deps.db, slug);
    if (clubId === undefined) throw notFound();
    return clubId;
  }

  async #require(id: number): Promise<PrizeCategoryRow> {
    const category = await findCategory(this.deps.db, id);
    if (!category) throw notFound();
    return category;
  }
}

/** 400 on `name` when another of the club's categories has it (any letter case). */
function assertFreeName(
  existing: readonly PrizeCategoryRow[],
  name: string,
  exceptId: number | null,
): void {
  if (existing.some((row) => row.id !== exceptId && sameCategoryName(row.name, name))) {
    throw fieldError('name', prizeCategoryMessages.duplicateName);
  }
}
