import type { Kysely } from 'kysely';
import type { DB, SailingStatus } from '../../../src/db/schema.ts';
import { indexSearchWords } from '../../../src/modules/search/search-words.ts';
import { CHUNK, now, unique } from './unique.ts';

/**
 * Series, sailings, start groups and competitors straight into the database, search words
 * indexed as the write services do, so tests need not go through the write endpoints.
 */

export interface SeriesInput {
  clubId: number;
  name?: string;
  dnfScoring?: 'series_entries' | 'starting_area';
  rulesEdition?: '2025' | '2021';
  roundCorrected?: 'none' | 'second';
}

/** A series, indexed by its name and its club's name. */
export async function insertSeries(db: Kysely<DB>, input: SeriesInput) {
  const name = input.name ?? `Serie ${unique()}`;
  const club = await db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', input.clubId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('series')
    .values({
      club_id: input.clubId,
      name,
      dnf_scoring: input.dnfScoring ?? 'series_entries',
      rules_edition: input.rulesEdition ?? '2025',
      round_corrected: input.roundCorrected ?? 'none',
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexSearchWords(db, 'series', id, [name, club.name]);
  return { id, name };
}

export interface SailingInput {
  clubId: number;
  serieId?: number | null;
  courseId?: number | null;
  name?: string;
  startDate?: string;
  startTime?: string | null;
  status?: SailingStatus;
  verified?: boolean;
  description?: string;
}

/** A sailing (published, upcoming by default), indexed by name, club and series name. */
export async function insertSailing(db: Kysely<DB>, input: SailingInput) {
  const [sailing] = await insertSailings(db, [input]);
  return sailing!;
}

/** Several sailings in one insert (for the row-count tests), each indexed. */
export async function insertSailings(db: Kysely<DB>, inputs: readonly SailingInput[]) {
  const rows = inputs.map((input) => {
    const status = input.status ?? 'upcoming';
    return {
      club_id: input.clubId,
      serie_id: input.serieId ?? null,
      course_id: input.courseId ?? null,
      name: input.name ?? `Kvällssegling ${unique()}`,
      description: input.description ?? '',
      start_date: input.startDate ?? '2030-05-13',
      start_time: input.startTime === undefined ? '18:30:00' : input.startTime,
      status,
      reg_status: 'open' as const,
      verified_result: input.verified ?? false,
      is_finished: status === 'finished',
      created_at: now(),
      updated_at: now(),
    };
  });
  return db.transaction().execute(async (trx) => {
    const ids = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      ids.push(...(await trx.insertInto('sailings').values(chunk).returning('id').execute()));
    }
    const clubIds = [...new Set(inputs.map((input) => input.clubId))];
    const serieIds = inputs.flatMap((input) => (input.serieId ? [input.serieId] : []));
    const clubs = await trx
      .selectFrom('clubs')
      .select(['id', 'name'])
      .where('id', 'in', clubIds)
      .execute();
    const series =
      serieIds.length === 0
        ? []
        : await trx
            .selectFrom('series')
            .select(['id', 'name'])
            .where('id', 'in', serieIds)
            .execute();
    const result = [];
    for (const [index, { id }] of ids.entries()) {
      const row = rows[index]!;
      await indexSearchWords(trx, 'sailing', id, [
        row.name,
        clubs.find((club) => club.id === row.club_id)?.name,
        series.find((serie) => serie.id === row.serie_id)?.name,
      ]);
      result.push({ id, name: row.name });
    }
    return result;
  });
}

export interface StartGroupInput {
  sailingId: number;
  name?: string;
  startTime?: string | null;
  handicap?: 'srs' | 'scratch';
  startType?: 'common' | 'pursuit';
  position?: number;
}

/** A start group of a sailing (SRS, common start at 18:30 by default). */
export async function insertStartGroup(db: Kysely<DB>, input: StartGroupInput) {
  const { id } = await db
    .insertInto('start_groups')
    .values({
      sailing_id: input.sailingId,
      name: input.name ?? 'SRS kölbåt',
      start_time: input.startTime === undefined ? '18:30:00' : input.startTime,
      handicap: input.handicap ?? 'srs',
      start_type: input.startType ?? 'common',
      position: input.position ?? 0,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export interface CompetitorInput {
  sailingId: number;
  startGroupId?: number | null;
  name?: string;
  boatName?: string;
  boatType?: string;
  sailNumber?: string;
  rating?: number | null;
  start?: string | null;
  finishTime?: string | null;
  elapsedTime?: number | null;
  code?: string | null;
  codePoints?: number | null;
  redressMethod?: string | null;
  clubName?: string;
  sailorId?: number | null;
}

function competitorRow(input: CompetitorInput) {
  const n = unique();
  return {
    sailing_id: input.sailingId,
    start_group_id: input.startGroupId ?? null,
    sailor_id: input.sailorId ?? null,
    name: input.name ?? `Skeppare ${n}`,
    boat_name: input.boatName ?? `Båt ${n}`,
    boat_type: input.boatType ?? 'Express',
    sail_number: input.sailNumber ?? `SWE ${n}`,
    club_name: input.clubName ?? '',
    rating: input.rating === undefined ? 1 : input.rating,
    start: input.start ?? null,
    finish_time: input.finishTime ?? null,
    elapsed_time: input.elapsedTime ?? null,
    code: input.code ?? null,
    code_points: input.codePoints ?? null,
    redress_method: input.redressMethod ?? null,
    created_at: now(),
    updated_at: now(),
  };
}

/** A competitor in a sailing, with a unique name, boat and sail number unless given. */
export async function insertCompetitor(db: Kysely<DB>, input: CompetitorInput) {
  const { id } = await db
    .insertInto('competitors')
    .values(competitorRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/** Many competitors in one insert. */
export async function insertCompetitors(db: Kysely<DB>, inputs: readonly CompetitorInput[]) {
  if (inputs.length === 0) return [];
  const ids = [];
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const chunk = inputs.slice(start, start + CHUNK).map(competitorRow);
    ids.push(...(await db.insertInto('competitors').values(chunk).returning('id').execute()));
  }
  return ids;
}
