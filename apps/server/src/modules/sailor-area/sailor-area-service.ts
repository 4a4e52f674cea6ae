import type { SailingListItem, SailorEntry, SailorSeries } from '@segla/core';
import type { AuthUser } from '../auth/auth-service.ts';
import {
  findGroupedCompetitors,
  findStartGroups,
  type ResultCompetitorRow,
  type ResultGroupRow,
} from '../results/results-repository.ts';
import { groupBy, scoreSailings } from '../results/results-service.ts';
import { sailorBoatKey, scoreSeriesBoats } from '../results/series-scoring.ts';
import { toSailingListItem } from '../sailings/sailing-presenter.ts';
import { selectSailingItems } from '../sailings/sailing-repository.ts';
import { SailorService } from '../sailors/sailor-service.ts';
import { compareSeries, toSeries } from '../series/series-presenter.ts';
import { selectSeries } from '../series/series-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { viewerOf } from '../visibility/visibility.ts';
import { compareEntriesNewestFirst, standingOf, toSailorEntry } from './sailor-area-presenter.ts';
import { selectSailorEntries, selectSeriesIdsOfSailor } from './sailor-area-repository.ts';

/** Sailings whose result is worth showing beside an entry: racing now, or done. */
const HAS_RESULTS = new Set(['ongoing', 'finished']);

/**
 * The sailor's area (docs/product.md §2, issue 13): her entries with her results, and the series
 * she sailed in with her standing. Public reads, as her profile is; each shows only the sailings
 * the caller may see (visibility.ts), so a club's drafts stay its own.
 */
export class SailorAreaService {
  readonly #sailors: SailorService;

  constructor(private readonly deps: ServiceDeps) {
    this.#sailors = new SailorService(deps);
  }

  /**
   * `GET /api/sailors/{id}/entries/`: newest first. Four queries whatever their number: the
   * sailor, her entries, and the start groups and grouped competitors of the sailings with
   * results (scored together, as the home page's latest results are).
   */
  async entries(idOrSlug: string, user: AuthUser | null): Promise<SailorEntry[]> {
    const { db } = this.deps;
    const sailor = await this.#sailors.get(idOrSlug);
    const rows = await selectSailorEntries(db, sailor.id, viewerOf(user));
    const scored = rows.filter((row) => HAS_RESULTS.has(row.status));
    const results = await scoreSailings(db, scored);
    return rows
      .map((row) => toSailorEntry(row, results.get(row.id)))
      .sort(compareEntriesNewestFirst);
  }

  /**
   * `GET /api/sailors/{id}/series/`: the series with a sailing she has an entry in, as series
   * lists show them, each with her standing (scored as `GET /api/series/{id}/results/` scores it
   * for this caller). Six queries whatever their number: the sailor, the series' ids, the
   * series, their sailings, and the start groups and grouped competitors of those sailings.
   */
  async series(idOrSlug: string, user: AuthUser | null): Promise<SailorSeries[]> {
    const { db } = this.deps;
    const viewer = viewerOf(user);
    const sailor = await this.#sailors.get(idOrSlug);
    const ids = await selectSeriesIdsOfSailor(db, sailor.id, viewer);
    if (ids.length === 0) return [];
    const rows = await selectSeries(db, { ids }, viewer);
    if (rows.length === 0) return [];
    const sailingRows = await selectSailingItems(db, { serieIds: ids }, viewer);
    // The races of the standings: the sailings that can have results, in the order sailed.
    const races = sailingRows
      .filter((row) => row.status !== 'cancelled')
      .sort(
        (a, b) =>
          a.start_date.localeCompare(b.start_date) ||
          (a.start_time ?? '').localeCompare(b.start_time ?? '') ||
          a.id - b.id,
      );
    const raceIds = races.map((row) => row.id);
    const groups = groupBy<ResultGroupRow>(await findStartGroups(db, raceIds), (g) => g.sailing_id);
    const competitors = groupBy<ResultCompetitorRow>(
      await findGroupedCompetitors(db, raceIds),
      (c) => c.sailing_id,
    );
    const herBoat = sailorBoatKey(sailor.id);
    const items = groupBy(sailingRows, (row) => row.serie_id ?? 0);
    const racesOf = groupBy(races, (row) => row.serie_id ?? 0);
    return rows
      .map((row) => {
        const listed: SailingListItem[] = (items.get(row.id) ?? []).map(toSailingListItem);
        const seriesRaces = racesOf.get(row.id) ?? [];
        const { results, boats } = scoreSeriesBoats(
          row,
          seriesRaces,
          seriesRaces.flatMap((race) => groups.get(race.id) ?? []),
          seriesRaces.flatMap((race) => competitors.get(race.id) ?? []),
        );
        return { ...toSeries(row, listed), standing: standingOf(results, boats, herBoat) };
      })
      .sort(compareSeries);
  }
}
