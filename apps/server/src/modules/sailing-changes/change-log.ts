import type { SailingChange } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB, SailingChangeKindColumn, SailingChangeStatusColumn } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { signatureIn } from '../permissions/permissions.ts';
import { selectGroupNamesOfSailing } from '../start-groups/start-group-repository.ts';
import { toSailingChange, type ChangeNames } from './sailing-change-presenter.ts';
import {
  findSailingChange,
  insertSailingChange,
  selectBoatNamesOfSailing,
  type SailingChangeRow,
} from './sailing-change-repository.ts';

/**
 * Who made a change, from which device (issue 12: the change log says who and where), signed
 * with her name and role in the club as they read now (issue 29).
 */
export interface ChangeMeta {
  userId: number | null;
  signedBy: string;
  device: string | null;
}

/** Who made a change to the club's sailing: the signed-in caller, from the device it named. */
export function changeMeta(user: AuthUser | null, clubId: number, device?: string): ChangeMeta {
  return {
    userId: user?.id ?? null,
    signedBy: user ? signatureIn(user, clubId) : '',
    device: device || null,
  };
}

/** One change as the services record it. */
export interface ChangeRecord {
  sailingId: number;
  competitorId?: number | null;
  startGroupId?: number | null;
  kind: SailingChangeKindColumn;
  before: string | null;
  after: string | null;
  status?: SailingChangeStatusColumn;
  stamped?: boolean;
  /** A `decision` entry's protest (issue 30). */
  protestId?: number | null;
}

/**
 * Records a change in the sailing's change log, in the transaction of the change itself, so the
 * log and the state never disagree. Returns the entry's id.
 */
export function logChange(db: Kysely<DB>, record: ChangeRecord, meta: ChangeMeta): Promise<number> {
  return insertSailingChange(db, {
    sailing_id: record.sailingId,
    competitor_id: record.competitorId ?? null,
    start_group_id: record.startGroupId ?? null,
    user_id: meta.userId,
    signed_by: meta.signedBy,
    device: meta.device,
    kind: record.kind,
    before: record.before,
    after: record.after,
    stamped: record.stamped ?? false,
    status: record.status ?? 'applied',
    protest_id: record.protestId ?? null,
    created_at: new Date().toISOString(),
  });
}

/**
 * The names a sailing's entries are shown by: its start groups, and its boats when one of
 * `rows` is a `decision` entry (one query more only then).
 */
export async function changeNames(
  db: Kysely<DB>,
  sailingId: number,
  rows: readonly Pick<SailingChangeRow, 'kind'>[],
): Promise<ChangeNames> {
  const groups = await selectGroupNamesOfSailing(db, sailingId);
  const boats = rows.some((row) => row.kind === 'decision')
    ? await selectBoatNamesOfSailing(db, sailingId)
    : [];
  return {
    groups: new Map(groups.map((group) => [group.id, group.name])),
    boats: new Map(boats.map((boat) => [boat.id, boat])),
  };
}

/** One entry as the API answers it. */
export async function presentChange(db: Kysely<DB>, id: number): Promise<SailingChange> {
  const row = await findSailingChange(db, id);
  if (!row) throw notFound();
  return toSailingChange(row, await changeNames(db, row.sailing_id, [row]));
}
