import {
  boatRatingProblems,
  type Boat,
  type boatCreateSchema,
  type boatUpdateSchema,
} from '@segla/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { BoatTable } from '../../db/schema.ts';
import { notFound, permissionDenied, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { boatModelExists } from '../boat-models/boat-model-repository.ts';
import { requireSignedIn } from '../permissions/permissions.ts';
import { sailorExists, sailorIdOfUser } from '../sailors/sailor-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { compareBoats, toBoat } from './boat-presenter.ts';
import { indexBoatSearchWords, removeBoatSearchWords } from './boat-search.ts';
import {
  deleteBoat,
  detachBoatFromCompetitors,
  findBoat,
  insertBoat,
  listBoats,
  updateBoat,
  type BoatRow,
} from './boat-repository.ts';

export type BoatCreate = z.output<typeof boatCreateSchema>;
export type BoatUpdate = z.output<typeof boatUpdateSchema>;

const OWN_BOATS_ONLY = 'Du kan bara ändra dina egna båtar.';

/** Sailors' boats: public to read; a sailor keeps their own, staff any. */
export class BoatService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Boats by name in Swedish order, then sail number; optionally one sailor's. */
  async list(filter: { owner?: number | null } = {}): Promise<Boat[]> {
    const rows = await listBoats(this.deps.db, { ownerId: filter.owner ?? undefined });
    return rows.sort(compareBoats).map(toBoat);
  }

  async get(id: number): Promise<Boat> {
    return toBoat(await this.#require(id));
  }

  /** A sailor adds a boat of their own; staff may add one for any sailor, or for none. */
  async create(input: BoatCreate, user: AuthUser | null): Promise<Boat> {
    const { db } = this.deps;
    const signedIn = requireSignedIn(user);
    let owner: number | null;
    if (signedIn.isStaff) {
      owner = input.owner ?? null;
    } else {
      const ownSailor = await sailorIdOfUser(db, signedIn.id);
      if (ownSailor === undefined) throw permissionDenied('Bara seglare kan lägga till båtar.');
      if (input.owner != null && input.owner !== ownSailor) {
        throw permissionDenied('Du kan bara lägga till båtar åt dig själv.');
      }
      owner = ownSailor;
    }
    await this.#checkReferences({
      boat_model: input.boat_model ?? undefined,
      owner: owner ?? undefined,
    });
    const values = {
      name: input.name,
      sail_number: input.sail_number ?? '',
      boat_model_id: input.boat_model ?? null,
      owner_id: owner,
      own_srs: input.own_srs ?? null,
      certificate_year: input.certificate_year ?? null,
    };
    const id = await db.transaction().execute(async (trx) => {
      const boatId = await insertBoat(trx, { ...values, created_at: new Date().toISOString() });
      await indexBoatSearchWords(trx, [{ id: boatId, ...values }]);
      return boatId;
    });
    return toBoat({ id, ...values });
  }

  /** Changes the fields sent; the owner or staff. Only staff may hand a boat to someone else. */
  async update(id: number, input: BoatUpdate, user: AuthUser | null): Promise<Boat> {
    const signedIn = requireSignedIn(user);
    const boat = await this.#require(id);
    await this.#assertCanWrite(signedIn, boat);
    if (!signedIn.isStaff && input.owner !== undefined && input.owner !== boat.owner_id) {
      throw permissionDenied('Bara en administratör kan ge båten en annan ägare.');
    }
    this.#checkRating(boat, input);
    await this.#checkReferences({
      boat_model: input.boat_model ?? undefined,
      owner: input.owner ?? undefined,
    });
    const changes: Updateable<BoatTable> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.sail_number !== undefined) changes.sail_number = input.sail_number;
    if (input.boat_model !== undefined) changes.boat_model_id = input.boat_model;
    if (input.owner !== undefined) changes.owner_id = input.owner;
    if (input.own_srs !== undefined) changes.own_srs = input.own_srs;
    if (input.certificate_year !== undefined) changes.certificate_year = input.certificate_year;
    // Removing the own SRS value removes its year with it.
    else if (input.own_srs === null) changes.certificate_year = null;
    if (Object.keys(changes).length > 0) {
      await this.deps.db.transaction().execute(async (trx) => {
        await updateBoat(trx, id, changes);
        // Name and sail number are what search finds a boat by (issue 13).
        if (changes.name !== undefined || changes.sail_number !== undefined) {
          await indexBoatSearchWords(trx, [{ ...boat, ...changes, id }]);
        }
      });
    }
    return toBoat({ ...boat, ...changes });
  }

  async remove(id: number, user: AuthUser | null): Promise<void> {
    const signedIn = requireSignedIn(user);
    const boat = await this.#require(id);
    await this.#assertCanWrite(signedIn, boat);
    await this.deps.db.transaction().execute(async (trx) => {
      await detachBoatFromCompetitors(trx, id);
      await removeBoatSearchWords(trx, [id]);
      await deleteBoat(trx, id);
    });
  }

  /**
   * The boat as the PATCH would leave it keeps the rules of a boat (a model or an own SRS
   * value; a year with an own SRS value only), checked when the body touches one of them: a
   * boat whose model staff deleted can still be renamed.
   */
  #checkRating(boat: BoatRow, input: BoatUpdate): void {
    const { boat_model, own_srs, certificate_year } = input;
    if (boat_model === undefined && own_srs === undefined && certificate_year === undefined) return;
    const after = {
      boat_model: boat_model !== undefined ? boat_model : boat.boat_model_id,
      own_srs: own_srs !== undefined ? own_srs : boat.own_srs,
      certificate_year:
        certificate_year !== undefined
          ? certificate_year
          : own_srs === null
            ? null
            : boat.certificate_year,
    };
    const problems = boatRatingProblems(after);
    if (Object.keys(problems).length > 0) {
      throw validationError(
        Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
      );
    }
  }

  async #assertCanWrite(user: AuthUser, boat: BoatRow): Promise<void> {
    if (user.isStaff) return;
    const ownSailor = await sailorIdOfUser(this.deps.db, user.id);
    if (ownSailor === undefined || boat.owner_id !== ownSailor) {
      throw permissionDenied(OWN_BOATS_ONLY);
    }
  }

  /** Both references are checked, so one answer lists every problem. */
  async #checkReferences(input: { boat_model?: number; owner?: number }): Promise<void> {
    const { db } = this.deps;
    const errors: Record<string, string[]> = {};
    if (input.boat_model !== undefined && !(await boatModelExists(db, input.boat_model))) {
      errors.boat_model = ['Båtmodellen finns inte.'];
    }
    if (input.owner !== undefined && !(await sailorExists(db, input.owner))) {
      errors.owner = ['Seglaren finns inte.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  async #require(id: number): Promise<BoatRow> {
    const boat = await findBoat(this.deps.db, id);
    if (!boat) throw notFound();
    return boat;
  }
}
