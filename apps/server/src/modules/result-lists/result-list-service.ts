import {
  RESULT_LIST_MESSAGES,
  type ResultList,
  type ResultListCreate,
  type ResultListRatings,
  type ResultListUpdate,
} from '@segla/core';
import { MAX_RESULT_LISTS, listRatingProblem } from '@segla/core/sailing';
import { fieldError, notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { findSailing } from '../sailings/sailing-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { findStartGroup } from '../start-groups/start-group-repository.ts';
import { canSeeSailing, viewerOf } from '../visibility/visibility.ts';
import { toResultList } from './result-list-presenter.ts';
import {
  deleteResultList,
  findResultList,
  insertResultList,
  isDuplicateListName,
  selectGroupCompetitorIds,
  selectListNamesOfGroup,
  selectListRatings,
  selectListsOfSailing,
  updateResultList,
  writeListRatings,
} from './result-list-repository.ts';

const nameKey = (name: string) => name.trim().toLocaleLowerCase('sv');

/**
 * A start group's further result lists (docs/product.md §12 "Fler resultatlistor", decision
 * 0063): read by whoever sees the sailing, written by those who run its racing. A change bumps
 * the sailing's results version (migration 0025), so results and standings follow at once.
 */
export class ResultListService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'events'>) {}

  /** `GET /api/sailings/{id}/result-lists/`: every list of the sailing's groups. */
  async ofSailing(sailingId: number, user: AuthUser | null): Promise<ResultList[]> {
    const { db } = this.deps;
    const sailing = await findSailing(db, sailingId);
    if (!sailing || !canSeeSailing(viewerOf(user), sailing)) throw notFound();
    const lists = await selectListsOfSailing(db, sailingId);
    const ratings = await selectListRatings(
      db,
      lists.map((list) => list.id),
    );
    return lists.map((list) => toResultList(list, ratings));
  }

  /** `POST /api/start-groups/{id}/lists/`. */
  async create(
    groupId: number,
    input: ResultListCreate,
    user: AuthUser | null,
  ): Promise<ResultList> {
    const { db } = this.deps;
    const { group, sailingId } = await this.#loadGroupForWrite(groupId, user);
    const existing = await selectListNamesOfGroup(db, group.id);
    if (existing.length >= MAX_RESULT_LISTS) throw fieldError('name', RESULT_LIST_MESSAGES.tooMany);
    this.#checkNameFree(existing, input.name);
    const id = await this.#refusingTwinNames(() =>
      insertResultList(db, {
        start_group_id: group.id,
        name: input.name,
        kind: input.kind,
        position: existing.length,
        created_at: new Date().toISOString(),
      }),
    );
    this.#changed(sailingId);
    return this.#answer(id);
  }

  /** `PUT /api/result-lists/{id}/`. */
  async update(id: number, input: ResultListUpdate, user: AuthUser | null): Promise<ResultList> {
    const { db } = this.deps;
    const list = await this.#loadForWrite(id, user);
    if (input.name !== undefined) {
      this.#checkNameFree(await selectListNamesOfGroup(db, list.start_group_id), input.name, id);
    }
    await this.#refusingTwinNames(() =>
      updateResultList(db, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.kind === undefined ? {} : { kind: input.kind }),
      }),
    );
    this.#changed(list.sailing_id);
    return this.#answer(id);
  }

  /** `DELETE /api/result-lists/{id}/`: the list and its ratings. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    const list = await this.#loadForWrite(id, user);
    await deleteResultList(this.deps.db, id);
    this.#changed(list.sailing_id);
  }

  /**
   * `PUT /api/result-lists/{id}/ratings/`: the boats' PY numbers or TCCs. Every boat must be in
   * the list's start group and every rating fit the list's kind, or nothing is written.
   */
  async setRatings(
    id: number,
    input: ResultListRatings,
    user: AuthUser | null,
  ): Promise<ResultList> {
    const { db } = this.deps;
    const list = await this.#loadForWrite(id, user);
    const members = new Set(await selectGroupCompetitorIds(db, list.start_group_id));
    input.ratings.forEach((entry) => {
      if (!members.has(entry.competitor)) {
        throw fieldError('ratings', RESULT_LIST_MESSAGES.notInGroup);
      }
      const problem = entry.rating === null ? null : listRatingProblem(list.kind, entry.rating);
      if (problem) throw fieldError('ratings', problem);
    });
    await db.transaction().execute((trx) => writeListRatings(trx, id, input.ratings));
    this.#changed(list.sailing_id);
    return this.#answer(id);
  }

  #checkNameFree(
    existing: readonly { id: number; name: string }[],
    name: string,
    exceptId?: number,
  ) {
    const key = nameKey(name);
    if (existing.some((list) => list.id !== exceptId && nameKey(list.name) === key)) {
      throw fieldError('name', RESULT_LIST_MESSAGES.duplicateName);
    }
  }

  async #refusingTwinNames<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateListName(error)) throw fieldError('name', RESULT_LIST_MESSAGES.duplicateName);
      throw error;
    }
  }

  /** The sailing's results changed: live viewers get them again (docs/product.md §13). */
  #changed(sailingId: number): void {
    this.deps.events.emit('results.changed', { sailingId });
  }

  async #answer(id: number): Promise<ResultList> {
    const { db } = this.deps;
    const list = await findResultList(db, id);
    if (!list) throw notFound();
    return toResultList(list, await selectListRatings(db, [id]));
  }

  /** 401 anonymous, 404 unknown or unseen, 403 another club's (the racing scope). */
  async #loadGroupForWrite(groupId: number, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    const group = await findStartGroup(this.deps.db, groupId);
    const sailing = group ? await findSailing(this.deps.db, group.sailing_id) : undefined;
    if (!group || !sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return { group, sailingId: sailing.id };
  }

  async #loadForWrite(id: number, user: AuthUser | null) {
    const signedIn = requireSignedIn(user);
    const list = await findResultList(this.deps.db, id);
    const sailing = list ? await findSailing(this.deps.db, list.sailing_id) : undefined;
    if (!list || !sailing || !canSeeSailing(viewerOf(signedIn), sailing)) throw notFound();
    assertCanWriteClub(signedIn, sailing.club_id, 'racing');
    return list;
  }
}
