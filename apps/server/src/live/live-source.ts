import type { SailingListItem, SailingResults, SailingStatus } from '@segla/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findSailingResults } from '../modules/results/results-service.ts';
import { toSailingListItem } from '../modules/sailings/sailing-presenter.ts';
import { findSailing, selectSailingItems } from '../modules/sailings/sailing-repository.ts';
import { findBoardSailing, findBoardSeries } from '../modules/notices/notice-repository.ts';
import { EVERYTHING, isPublished } from '../modules/visibility/visibility.ts';

/**
 * What the live updates read, built by the modules that own it, so a message carries exactly
 * what the REST answers carry: a sailing as `GET /api/sailings/` lists it (decision 0010) and
 * results as `GET /api/sailings/{id}/results/` answers them. The only place the live layer
 * reads another module's data (who may see it is visibility.ts's rule): to change a serializer,
 * change it here.
 */
export interface LiveSource {
  /** A sailing's list item whatever its status, or null when it no longer exists. */
  sailingItem(sailingId: number): Promise<SailingListItem | null>;
  /** The club of a sailing, or null when it no longer exists. */
  sailingClub(sailingId: number): Promise<{ clubId: number; clubSlug: string } | null>;
  /** A sailing's results with who may see them, or null when it no longer exists. */
  sailingResults(sailingId: number): Promise<{
    clubId: number;
    clubSlug: string;
    status: SailingStatus;
    results: SailingResults;
  } | null>;
  /**
   * The club of a notice board (a sailing's or a series') and whether everybody may see it (a
   * published sailing; a series with a published sailing), or null when it no longer exists.
   */
  board(board: { sailingId: number | null; seriesId: number | null }): Promise<{
    clubId: number;
    clubSlug: string;
    isPublic: boolean;
  } | null>;
}

export function databaseLiveSource(db: Kysely<DB>): LiveSource {
  return {
    async sailingItem(sailingId) {
      // Every sailing: who receives what is decided per connection (live-hub.ts).
      const [row] = await selectSailingItems(db, { id: sailingId }, EVERYTHING);
      return row ? toSailingListItem(row) : null;
    },
    async sailingClub(sailingId) {
      const sailing = await findSailing(db, sailingId);
      return sailing ? { clubId: sailing.club_id, clubSlug: sailing.club_slug } : null;
    },
    async sailingResults(sailingId) {
      const sailing = await findSailing(db, sailingId);
      if (!sailing) return null;
      const scored = await findSailingResults(db, sailingId);
      if (!scored) return null;
      return {
        clubId: sailing.club_id,
        clubSlug: sailing.club_slug,
        status: scored.sailing.status,
        results: scored.results,
      };
    },
    async board({ sailingId, seriesId }) {
      if (sailingId !== null) {
        const sailing = await findBoardSailing(db, sailingId);
        return sailing
          ? { clubId: sailing.club_id, clubSlug: sailing.club_slug, isPublic: isPublished(sailing) }
          : null;
      }
      if (seriesId === null) return null;
      const series = await findBoardSeries(db, seriesId);
      return series
        ? {
            clubId: series.club_id,
            clubSlug: series.club_slug,
            isPublic: series.has_published_sailing,
          }
        : null;
    },
  };
}
