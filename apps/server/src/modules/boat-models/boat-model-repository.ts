import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BoatModelTable, DB } from '../../db/schema.ts';

const boatModelColumns = [
  'id',
  'name',
  'srs',
  'srs_no_flying',
  'srs_shorthanded',
  'srs_shorthanded_no_flying',
] as const;

export type BoatModelRow = Pick<Selectable<BoatModelTable>, (typeof boatModelColumns)[number]>;

export function listBoatModels(db: Kysely<DB>): Promise<BoatModelRow[]> {
  return db.selectFrom('boat_models').select(boatModelColumns).execute();
}

export function findBoatModel(db: Kysely<DB>, id: number): Promise<BoatModelRow | undefined> {
  return db
    .selectFrom('boat_models')
    .select(boatModelColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function boatModelExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('boat_models')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every model's id and name, for matching names regardless of letter case. */
export function boatModelNames(db: Kysely<DB>) {
  return db.selectFrom('boat_models').select(['id', 'name']).execute();
}

export async function insertBoatModel(db: Kysely<DB>, model: Insertable<BoatModelTable>) {
  const { id } = await db
    .insertInto('boat_models')
    .values(model)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts many models, in batches that stay below the databases' parameter limits. */
export async function insertBoatModels(
  db: Kysely<DB>,
  models: readonly Insertable<BoatModelTable>[],
): Promise<void> {
  for (let start = 0; start < models.length; start += 500) {
    await db
      .insertInto('boat_models')
      .values(models.slice(start, start + 500))
      .execute();
  }
}

export async function updateBoatModel(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<BoatModelTable>,
): Promise<void> {
  await db.updateTable('boat_models').set(changes).where('id', '=', id).execute();
}

export async function deleteBoatModel(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('boat_models').where('id', '=', id).execute();
}

/** Boats of a deleted model keep sailing without one (as the foreign key would do too). */
export async function detachBoatModelFromBoats(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('boats')
    .set({ boat_model_id: null })
    .where('boat_model_id', '=', id)
    .execute();
}
