import type { SailingResults } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findSailingResults } from '../modules/results/results-service.ts';
import { queueSailorMail, type SailorMailDeps } from './sailor-mail.ts';
import {
  findSailingForMail,
  selectSailorEntriesOfSailing,
  type SailingForMail,
} from './sailor-mail-repository.ts';
import {
  resultsPublishedMail,
  resultsVerifiedMail,
  type ResultWords,
} from './sailor-mail-templates.ts';

/** A sailing's state before a change, as its row had it. */
export interface SailingStateBefore {
  id: number;
  status: string;
  verified_result: unknown;
}

/**
 * Her line of the result: her row in her start group (as the sailor's area finds it). The
 * group's size counts the boats that can be scored; a boat without a finish or a code has no
 * points to show. Undefined when she is in no group or not in the result.
 */
function lineOf(
  results: SailingResults,
  entry: { id: number; start_group_id: number | null },
): ResultWords | undefined {
  const group = results.groups.find((candidate) => candidate.id === entry.start_group_id);
  const row = group?.rows.find((line) => line.competitor_id === entry.id);
  if (!group || !row) return undefined;
  return {
    groupName: group.name,
    rank: row.rank,
    code: row.code,
    points: row.status === 'unfinished' || row.status === 'no_rating' ? null : row.points,
    groupSize: group.rows.filter((line) => line.status !== 'no_rating').length,
  };
}

/**
 * After a change of a sailing's status or verification, in its transaction `trx` (docs/product.md
 * §19): when it has just become finished ("Avsluta"), each sailor with an entry gets her place
 * and points; when its result has just been marked verified ("Markera som kontrollerat"), that
 * it is. Results are computed as `GET /api/sailings/{id}/results/` computes them, never stored.
 * Each kind at most once per sailor and sailing: finishing again after a reopen, or verifying
 * again, sends nothing (queueSailorMail keeps the record).
 */
export async function queueResultMails(
  trx: Kysely<DB>,
  deps: SailorMailDeps | undefined,
  before: SailingStateBefore,
): Promise<void> {
  if (!deps) return;
  const sailing = await findSailingForMail(trx, before.id);
  if (!sailing || sailing.status !== 'finished') return;
  const finishedNow = before.status !== 'finished';
  const verified = Boolean(sailing.verified_result);
  const verifiedNow = verified && (finishedNow || !before.verified_result);
  if (!finishedNow && !verifiedNow) return;
  const entries = await selectSailorEntriesOfSailing(trx, sailing.id);
  if (entries.length === 0) return;
  const scored = await findSailingResults(trx, sailing.id);
  if (!scored) return;
  for (const entry of entries) {
    const result = lineOf(scored.results, entry);
    if (!result || entry.sailor_id === null) continue;
    if (finishedNow) await queueResult(trx, deps, sailing, entry.sailor_id, result, 'published');
    if (verifiedNow) await queueResult(trx, deps, sailing, entry.sailor_id, result, 'verified');
  }
}

async function queueResult(
  trx: Kysely<DB>,
  deps: SailorMailDeps,
  sailing: SailingForMail,
  sailorId: number,
  result: ResultWords,
  which: 'published' | 'verified',
): Promise<void> {
  const words = {
    sailingName: sailing.name,
    clubName: sailing.club_name,
    startDate: sailing.start_date,
    result,
    link: `${deps.publicUrl}/clubs/${sailing.club_slug}/sailings/${sailing.id}/result`,
  };
  await queueSailorMail(trx, deps, {
    sailorId,
    kind: which === 'published' ? 'results_published' : 'results_verified',
    subjectId: sailing.id,
    message: which === 'published' ? resultsPublishedMail(words) : resultsVerifiedMail(words),
  });
}
