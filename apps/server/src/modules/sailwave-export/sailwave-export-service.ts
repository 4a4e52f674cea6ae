import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import {
  findGroupedCompetitors,
  findSeriesSailings,
  findStartGroups,
} from '../results/results-repository.ts';
import { scoreSeriesBoats } from '../results/series-scoring.ts';
import { canSeeSeries, viewerOf } from '../visibility/visibility.ts';
import { writeBlw } from './blw-writer.ts';
import { blwContentDisposition, presentSailwaveSeries } from './sailwave-export-presenter.ts';
import {
  findCompetitorClubs,
  findExportSailings,
  findExportSeries,
} from './sailwave-export-repository.ts';
import { encodeWindows1252 } from '../../text/windows-1252.ts';

/** A series as a Sailwave file: its bytes and the download's Content-Disposition. */
export interface SailwaveFile {
  body: Buffer;
  disposition: string;
}

/**
 * `GET /api/series/{id}/sailwave/` (docs/product.md §16): the series as a Sailwave `.blw`, with
 * what `user` may see of it, as the series' results (published sailings for everybody; all for
 * its club and staff). Every sailing is a race, a cancelled one too (not sailed), so the series
 * comes back whole when the file is imported; the standings are the results' own, scored from
 * the sailings the results score. A series `user` may not see is a 404. Seven queries whatever
 * the size.
 */
export async function exportSailwaveSeries(
  db: Kysely<DB>,
  seriesId: number,
  user: AuthUser | null,
): Promise<SailwaveFile> {
  const viewer = viewerOf(user);
  const series = await findExportSeries(db, seriesId);
  if (!series || !canSeeSeries(viewer, series)) throw notFound();
  const sailings = await findExportSailings(db, series.id, viewer);
  const scoredSailings = await findSeriesSailings(db, series.id, viewer);
  const scoredIds = scoredSailings.map((sailing) => sailing.id);
  const isScored = new Set(scoredIds);
  // Every sailing's start groups (a race not sailed keeps its starts); entries of scored ones.
  const groups = await findStartGroups(
    db,
    sailings.map((sailing) => sailing.id),
  );
  const competitors = await findGroupedCompetitors(db, scoredIds);
  const clubs = await findCompetitorClubs(db, scoredIds);
  const scoredGroups = groups.filter((group) => isScored.has(group.sailing_id));
  const { scored } = scoreSeriesBoats(series, scoredSailings, scoredGroups, competitors);
  const model = presentSailwaveSeries({ series, sailings, groups, competitors, clubs, scored });
  return {
    body: encodeWindows1252(writeBlw(model)),
    disposition: blwContentDisposition(series.name),
  };
}
