import { sailwaveImportQuerySchema, type SailwaveImportAnswer } from '@segla/core';
import { stockholmWallClock } from '@segla/core/time';
import { fieldError, validationError } from '../../http/api-error.ts';
import { zodIssuesToFieldErrors } from '../../http/zod-validation.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { findClubBySlug } from '../clubs/club-repository.ts';
import { logClubEvent } from '../club-log/club-log.ts';
import { owningClubForCreate, CLUB_NOT_FOUND } from '../sailings/owning-club.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { decodeTextFile } from '../../text/windows-1252.ts';
import { BlwFormatError, parseBlw } from './blw-file.ts';
import { writeSailwavePlan } from './sailwave-import-repository.ts';
import { planSailwaveImport, type SailwavePlan } from './sailwave-plan.ts';

/**
 * Imports a Sailwave series file (docs/product.md §16): read and planned in full first, so a
 * broken file is a 400 naming its line and nothing is written; then written in one transaction.
 */
export class SailwaveImportService {
  constructor(private readonly deps: ServiceDeps) {}

  /** `POST /api/series/import-sailwave/`: the club's account, or staff naming the club. */
  async import(
    input: { club?: number | string; file: Uint8Array; fileName?: string },
    query: unknown,
    user: AuthUser | null,
  ): Promise<SailwaveImportAnswer> {
    const options = sailwaveImportQuerySchema.safeParse(query);
    const clubRef = await this.#clubId(input.club);
    const club = await owningClubForCreate(this.deps.db, user, { club: clubRef }, 'club');
    if (!options.success) throw validationError(zodIssuesToFieldErrors(options.error.issues));
    const preview = options.data.preview === '1';
    return this.importForClub(club, input.file, input.fileName ?? '', preview, user);
  }

  /**
   * The import itself, for a club already allowed (the route after its checks, and the CLI).
   * An import by a signed-in caller is signed in the club's log (docs/product.md §6).
   */
  async importForClub(
    club: { id: number; name: string },
    data: Uint8Array,
    fileName: string,
    preview: boolean,
    signer?: AuthUser | null,
  ): Promise<SailwaveImportAnswer> {
    const plan = readPlan(data, fileName);
    if (preview) return answerOf(null, plan);
    const { db, events } = this.deps;
    const { seriesId, sailingIds } = await db.transaction().execute(async (trx) => {
      const written = await writeSailwavePlan(trx, club, plan);
      if (signer) {
        const detail = `Importerade serien ${plan.series.name} från Sailwave (${plan.sailings.length} seglingar).`;
        await logClubEvent(trx, { clubId: club.id, kind: 'import', detail }, signer);
      }
      return written;
    });
    for (const sailingId of sailingIds) events.emit('sailing.changed', { sailingId });
    return answerOf(seriesId, plan);
  }

  /** A club named by slug becomes its id; an unknown slug is the field's error. */
  async #clubId(club: number | string | undefined): Promise<number | undefined> {
    if (typeof club !== 'string') return club;
    const row = await findClubBySlug(this.deps.db, club);
    if (!row) throw fieldError('club', CLUB_NOT_FOUND);
    return row.id;
  }
}

/** The plan of a file, or a 400 on `file` saying why it cannot be read (with its line). */
export function readPlan(data: Uint8Array, fileName: string): SailwavePlan {
  const text = decodeTextFile(data);
  if (text === null || text.trim() === '') {
    throw fieldError('file', 'Filen är ingen Sailwave-fil (.blw): den är tom eller inte text.');
  }
  try {
    return planSailwaveImport(parseBlw(text), fileName, stockholmWallClock(Date.now()).date);
  } catch (error) {
    if (error instanceof BlwFormatError) {
      throw fieldError(
        'file',
        error.line === null ? error.message : `Rad ${error.line}: ${error.message}`,
      );
    }
    throw error;
  }
}

function answerOf(series: number | null, plan: SailwavePlan): SailwaveImportAnswer {
  return {
    series,
    name: plan.series.name,
    discard_thresholds: plan.series.discard_thresholds,
    dnf_scoring: plan.series.dnf_scoring,
    dnf_points: plan.series.dnf_points,
    rules_edition: plan.series.rules_edition,
    round_corrected: plan.series.round_corrected,
    scp_places: plan.series.scp_places,
    penalty_on_tie: plan.series.penalty_on_tie,
    sailings: plan.sailings.map((sailing) => ({
      name: sailing.name,
      start_date: sailing.start_date,
      start_time: sailing.start_time,
      competitors: sailing.groups.reduce((sum, group) => sum + group.competitors.length, 0),
    })),
    fleets: plan.fleets,
    warnings: plan.warnings,
  };
}
