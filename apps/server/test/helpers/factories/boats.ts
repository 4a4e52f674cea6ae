import type { Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.ts';
import { indexBoatSearchWords } from '../../../src/modules/boats/boat-search.ts';
import { now, unique } from './unique.ts';

/** Boat models and boats, straight into the database. */

export interface BoatModelInput {
  name?: string;
  srs?: number;
  srsNoFlying?: number | null;
}

/** A boat model (SRS 1.0 unless given). */
export async function insertBoatModel(db: Kysely<DB>, input: BoatModelInput = {}) {
  const name = input.name ?? `Modell ${unique()}`;
  const { id } = await db
    .insertInto('boat_models')
    .values({
      name,
      srs: input.srs ?? 1.0,
      srs_no_flying: input.srsNoFlying ?? null,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name };
}

export interface BoatInput {
  ownerId?: number | null;
  name?: string;
  sailNumber?: string;
  boatModelId?: number | null;
  /** Gives the boat a new boat model of this SRS rating. */
  srs?: number;
}

/** A boat, with a new boat model when `srs` is given, indexed by name and sail number. */
export async function insertBoat(db: Kysely<DB>, input: BoatInput = {}) {
  const model = input.srs === undefined ? null : await insertBoatModel(db, { srs: input.srs });
  const name = input.name ?? 'Vindil';
  const sailNumber = input.sailNumber ?? 'SWE 123';
  const { id } = await db
    .insertInto('boats')
    .values({
      name,
      sail_number: sailNumber,
      boat_model_id: model?.id ?? input.boatModelId ?? null,
      owner_id: input.ownerId ?? null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexBoatSearchWords(db, [{ id, name, sail_number: sailNumber }]);
  return { id };
}
