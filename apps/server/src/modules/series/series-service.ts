import {
  DEFAULT_SERIES_SCORING,
  type SailingListItem,
  type Series,
  type SeriesCreate,
  type SeriesUpdate,
} from '@segla/core';
import { seriesSearchTexts } from '@segla/core/search';
import {
  DNF_POINTS_MESSAGE,
  DNF_SCORINGS_WITH_POINTS,
  type SeriesDnfScoring,
} from '@segla/core/series';
import type { Updateable } from 'kysely';
import type { SeriesTable } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import { checkedFees, NO_FEES } from '../payments/fee-settings.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { assertCanWriteClub, requireSignedIn } from '../permissions/permissions.ts';
import { indexSearchWords, removeSearchWords } from '../search/search-words.ts';
import { owningClubForCreate } from '../sailings/owning-club.ts';
import { toSailingListItem } from '../sailings/sailing-presenter.ts';
import { selectSailingItems } from '../sailings/sailing-repository.ts';
import { reindexSailings } from '../sailings/sailing-search.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { viewerOf, type Viewer } from '../visibility/visibility.ts';
import { compareSeries, toSeries } from './series-presenter.ts';
import { insertIndexedSeries } from './series-search.ts';
import {
  dnfScoringColumns,
  dnfScoringOfColumns,
  type DnfScoringSetting,
} from './series-scoring-columns.ts';
import {
  deleteSeries,
  sailingIdsOfSeries,
  selectSeries,
  updateSeries,
  type SeriesRow,
} from './series-repository.ts';

/**
 * Series of sailings (docs/product.md §7, decision 0010). A series shows only the sailings its viewer may
 * see; one without a published sailing is seen only by its club and staff, as unpublished
 * sailings are.
 */
export class SeriesService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Series (of one club, by slug) with their sailings: two queries whatever their number. */
  async list(query: { club?: string }, user: AuthUser | null): Promise<Series[]> {
    const { db } = this.deps;
    const viewer = viewerOf(user);
    const rows = await selectSeries(db, { clubSlug: query.club }, viewer);
    if (rows.length === 0) return [];
    const sailings = await selectSailingItems(db, { clubSlug: query.club, inSeries: true }, viewer);
    const bySeries = new Map<number, SailingListItem[]>();
    for (const row of sailings) {
      if (row.serie_id === null) continue;
      const list = bySeries.get(row.serie_id) ?? [];
      list.push(toSailingListItem(row));
      bySeries.set(row.serie_id, list);
    }
    return rows.map((row) => toSeries(row, bySeries.get(row.id) ?? [])).sort(compareSeries);
  }

  async get(id: number, user: AuthUser | null): Promise<Series> {
    const series = await this.#load(id, viewerOf(user));
    if (!series) throw notFound();
    return series;
  }

  async create(input: SeriesCreate, user: AuthUser | null): Promise<Series> {
    const { db } = this.deps;
    const club = await owningClubForCreate(db, user, input, 'club');
    const now = new Date().toISOString();
    const id = await db.transaction().execute((trx) =>
      insertIndexedSeries(trx, club, {
        name: input.name,
        description: input.description ?? '',
        discard_thresholds: JSON.stringify(
          input.discard_thresholds ?? DEFAULT_SERIES_SCORING.discard_thresholds,
        ),
        ...checkedDnfScoring(DEFAULT_SERIES_SCORING, input),
        rules_edition: input.rules_edition ?? DEFAULT_SERIES_SCORING.rules_edition,
        round_corrected: input.round_corrected ?? DEFAULT_SERIES_SCORING.round_corrected,
        scp_places: input.scp_places ?? DEFAULT_SERIES_SCORING.scp_places,
        penalty_on_tie: input.penalty_on_tie ?? DEFAULT_SERIES_SCORING.penalty_on_tie,
        ...checkedFees(NO_FEES, input),
        created_at: now,
        updated_at: now,
      }),
    );
    return this.get(id, user);
  }

  async update(id: number, input: SeriesUpdate, user: AuthUser | null): Promise<Series> {
    const { db, events } = this.deps;
    const row = await this.#loadForWrite(id, user);
    if (input.id !== undefined && input.id !== id) {
      throw fieldError('id', 'Id i formuläret stämmer inte med seriens id.');
    }
    if (input.club !== undefined && input.club !== row.club_id) {
      throw fieldError('club', 'En serie kan inte flyttas till en annan klubb.');
    }
    const changes: Updateable<SeriesTable> = { updated_at: new Date().toISOString() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.discard_thresholds !== undefined) {
      changes.discard_thresholds = JSON.stringify(input.discard_thresholds);
    }
    if (input.dnf_scoring !== undefined || input.dnf_points !== undefined) {
      Object.assign(changes, checkedDnfScoring(dnfScoringOfColumns(row), input));
    }
    if (input.rules_edition !== undefined) changes.rules_edition = input.rules_edition;
    if (input.round_corrected !== undefined) changes.round_corrected = input.round_corrected;
    if (input.scp_places !== undefined) changes.scp_places = input.scp_places;
    if (input.penalty_on_tie !== undefined) changes.penalty_on_tie = input.penalty_on_tie;
    Object.assign(changes, checkedFees(row, input));
    const renamed = input.name !== undefined && input.name !== row.name;
    const rescored =
      input.discard_thresholds !== undefined ||
      input.dnf_scoring !== undefined ||
      input.dnf_points !== undefined ||
      input.rules_edition !== undefined ||
      input.round_corrected !== undefined ||
      input.scp_places !== undefined ||
      input.penalty_on_tie !== undefined;
    const sailingIds = await db.transaction().execute(async (trx) => {
      await updateSeries(trx, id, changes);
      await indexSearchWords(
        trx,
        'series',
        id,
        seriesSearchTexts({ name: input.name ?? row.name, club_name: row.club_name }),
      );
      const ids = await sailingIdsOfSeries(trx, id);
      // The sailings are found by their series' name too.
      if (renamed) await reindexSailings(trx, ids);
      return ids;
    });
    // The sailings show their series' name; the series results follow its scoring settings.
    for (const sailingId of sailingIds) {
      if (renamed) events.emit('sailing.changed', { sailingId });
      if (rescored) events.emit('results.changed', { sailingId });
    }
    return this.get(id, user);
  }

  /** Deletes a series; its sailings stay, without a series. */
  async remove(id: number, user: AuthUser | null): Promise<void> {
    const { db, events } = this.deps;
    await this.#loadForWrite(id, user);
    const sailingIds = await db.transaction().execute(async (trx) => {
      const ids = await sailingIdsOfSeries(trx, id);
      await deleteSeries(trx, id);
      await removeSearchWords(trx, 'series', id);
      await reindexSailings(trx, ids);
      return ids;
    });
    for (const sailingId of sailingIds) events.emit('sailing.changed', { sailingId });
  }

  /** One series the viewer may see, with the viewer's sailings of it: two queries. */
  async #load(id: number, viewer: Viewer): Promise<Series | undefined> {
    const [row] = await selectSeries(this.deps.db, { id }, viewer);
    if (!row) return undefined;
    const sailings = await selectSailingItems(this.deps.db, { serieId: id }, viewer);
    return toSeries(row, sailings.map(toSailingListItem));
  }

  /** 401 anonymous, 404 unknown or unseen, 403 another club's. */
  async #loadForWrite(id: number, user: AuthUser | null): Promise<SeriesRow> {
    const signedIn = requireSignedIn(user);
    const [row] = await selectSeries(this.deps.db, { id }, viewerOf(signedIn));
    if (!row) throw notFound();
    assertCanWriteClub(signedIn, row.club_id);
    return row;
  }
}

/**
 * The DNF scoring `input` makes of `current`, as stored: "Startande + N" and a fixed score need
 * their number (docs/product.md §12).
 * @throws a field error on `dnf_points` when the chosen scoring needs a number and has none.
 */
function checkedDnfScoring(
  current: DnfScoringSetting,
  input: { dnf_scoring?: SeriesDnfScoring | undefined; dnf_points?: number | null | undefined },
) {
  const scoring = input.dnf_scoring ?? current.dnf_scoring;
  const points = input.dnf_points !== undefined ? input.dnf_points : current.dnf_points;
  if (DNF_SCORINGS_WITH_POINTS.includes(scoring) && points === null) {
    throw fieldError('dnf_points', DNF_POINTS_MESSAGE);
  }
  return dnfScoringColumns({ dnf_scoring: scoring, dnf_points: points });
}
