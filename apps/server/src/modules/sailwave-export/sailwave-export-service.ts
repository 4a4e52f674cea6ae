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
import { findCompetitorClubs, findExportSeries } from './sailwave-export-repository.ts';
import { encodeWindows1252 } from '../../text/windows-1252.ts';

/** A series as a Sailwave file: its bytes and the download's Content-Disposition. */
export interface SailwaveFile {
  body: Buffer;
  disposition: string;
}

/**
 * `GET /api/series/{id}/sailwave/` (docs/product.md §16): the series as a Sailwave `.blw`, with
 * what `user` may see of it, as the series' results (published sailings for everybody; all for
 * its club and staff). A series `user` may not see is a 404. Six queries whatever the size.
 */
export async function exportSailwaveSeries(
  db: Kysely<DB>,
  seriesId: number,
  user: AuthUser | null,
): Promise<SailwaveFile> {
  const viewer = viewerOf(user);
  const series = await findExportSeries(db, seriesId);
  if (!series || !canSeeSeries(viewer, series)) throw notFound();
  const sailings = await findSeriesSailings(db, series.id, viewer);
  const ids = sailings.map((sailing) => sailing.id);
  const groups = await findStartGroups(db, ids);
  const competitors = await findGroupedCompetitors(db, ids);
  const clubs = await findCompetitorClubs(db, ids);
  const { scored } = scoreSeriesBoats(series, sailings, groups, competitors);
  const model = presentSailwaveSeries({ series, sailings, groups, competitors, clubs, scored });
  return {
    body: encodeWindows1252(writeBlw(model)),
    disposition: blwContentDisposition(series.name),
  };
}
