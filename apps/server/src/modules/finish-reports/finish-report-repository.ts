import type { Kysely, Updateable } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';

/** How a sailing counts its sailors' reported finishes (issue 13). */
export async function findReportedFinishesSetting(db: Kysely<DB>, sailingId: number) {
  const row = await db
    .selectFrom('sailings')
    .select('reported_finishes')
    .where('id', '=', sailingId)
    .executeTakeFirst();
  return row?.reported_finishes;
}

/** Writes a competitor's report columns (the finish itself goes through `writeTiming`). */
export async function updateReport(
  db: Kysely<DB>,
  id: number,
  values: Pick<
    Updateable<CompetitorTable>,
    'reported_finish' | 'reported_note' | 'reported_at' | 'report_status'
  >,
): Promise<void> {
  await db
    .updateTable('competitors')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The ids of a sailing's competitors whose report waits for the club, in entry order. */
export async function selectPendingReportIds(db: Kysely<DB>, sailingId: number) {
  const rows = await db
    .selectFrom('competitors')
    .select('id')
    .where('sailing_id', '=', sailingId)
    .where('report_status', '=', 'pending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
