import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BoatTable, DB } from '../../db/schema.ts';

const boatColumns = [
  'id',
  'name',
  'sail_number',
  'boat_model_id',
  'owner_id',
  'own_srs',
  'certificate_year',
] as const;

export type BoatRow = Pick<Selectable<BoatTable>, (typeof boatColumns)[number]>;

export function listBoats(db: Kysely<DB>, filter: { ownerId?: number } = {}): Promise<BoatRow[]> {
  const { ownerId } = filter;
  return db
    .selectFrom('boats')
    .select(boatColumns)
    .$if(ownerId !== undefined, (query) => query.where('owner_id', '=', ownerId!))
    .execute();
}

export function findBoat(db: Kysely<DB>, id: number): Promise<BoatRow | undefined> {
  return db.selectFrom('boats').select(boatColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertBoat(db: Kysely<DB>, boat: Insertable<BoatTable>): Promise<number> {
  const { id } = await db
    .insertInto('boats')
    .values(boat)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBoat(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<BoatTable>,
): Promise<void> {
  await db.updateTable('boats').set(changes).where('id', '=', id).execute();
}

export async function deleteBoat(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('boats').where('id', '=', id).execute();
}

/** Entries of a deleted boat keep their copied boat name, type and sail number. */
export async function detachBoatFromCompetitors(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('competitors').set({ boat_id: null }).where('boat_id', '=', id).execute();
}

/** The ids of a sailor's boats. */
export async function boatIdsOfOwner(db: Kysely<DB>, ownerId: number): Promise<number[]> {
  const rows = await db.selectFrom('boats').select('id').where('owner_id', '=', ownerId).execute();
  return rows.map((row) => row.id);
}
