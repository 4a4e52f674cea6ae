import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import {
  findClientWrite,
  insertClientWrite,
  isDuplicateClientWrite,
  pruneClientWrites,
} from './sailing-change-repository.ts';

export const CLIENT_ID_REUSED = 'Klient-id:t har redan använts för en annan ändring.';

/**
 * How long a client id is remembered. A phone's queue may hold a write for days (a race at sea,
 * a week-long regatta without coverage) before it gets through; 90 days is far beyond that, and
 * without a limit the table would grow with every write forever.
 */
export const CLIENT_WRITE_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Forgets client ids older than CLIENT_WRITE_RETENTION_DAYS; returns how many. */
export function pruneOldClientWrites(db: Kysely<DB>, now = new Date()): Promise<number> {
  return pruneClientWrites(db, new Date(now.getTime() - CLIENT_WRITE_RETENTION_DAYS * DAY_MS));
}

/** What a write answers: a status and its body; `changed` when it changed what results show. */
export interface WriteOutcome<T> {
  status: number;
  body: T;
  changed: boolean;
}

/** A write's outcome, and whether it is the stored answer of an earlier try. */
export interface RetryableResult<T> extends WriteOutcome<T> {
  replayed: boolean;
}

function replay<T>(
  stored: { operation: string; status_code: number; body: string },
  operation: string,
): RetryableResult<T> {
  if (stored.operation !== operation) throw fieldError('client_id', CLIENT_ID_REUSED);
  return {
    status: stored.status_code,
    body: JSON.parse(stored.body) as T,
    changed: false,
    replayed: true,
  };
}

/**
 * Runs a write of the Målgång page once per client id (issue 12). In one transaction: `lock`
 * (the row the write changes, so two tries of one id, or two phones, take turns), then the
 * stored answer if this id was applied before, else `write` and the id with its answer. A crash
 * can therefore never apply a write without remembering its id, nor the reverse. Errors (400,
 * 404…) roll everything back and are not remembered: a retry is judged anew. Without a client
 * id the write simply runs.
 */
export async function runRetryable<T>(
  db: Kysely<DB>,
  clientId: string | undefined,
  operation: string,
  lock: (trx: Kysely<DB>) => Promise<void>,
  write: (trx: Kysely<DB>) => Promise<WriteOutcome<T>>,
): Promise<RetryableResult<T>> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lock(trx);
      if (clientId !== undefined) {
        const stored = await findClientWrite(trx, clientId);
        if (stored) return replay<T>(stored, operation);
      }
      const outcome = await write(trx);
      if (clientId !== undefined) {
        await insertClientWrite(trx, {
          client_id: clientId,
          operation,
          status_code: outcome.status,
          body: JSON.stringify(outcome.body),
          created_at: new Date().toISOString(),
        });
      }
      return { ...outcome, replayed: false };
    });
  } catch (error) {
    if (clientId === undefined || !isDuplicateClientWrite(error)) throw error;
    // A twin try of this id committed first: answer what it answered.
    const stored = await findClientWrite(db, clientId);
    if (!stored) throw error;
    return replay<T>(stored, operation);
  }
}

/** The answer of a write: its body, or the stored error (a 409 conflict) thrown again. */
export function answerOf<T>(result: RetryableResult<T>): T {
  if (result.status >= 400)
    throw new ApiError(result.status, result.body as Record<string, unknown>);
  return result.body;
}
