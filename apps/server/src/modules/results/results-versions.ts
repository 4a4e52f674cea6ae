import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PostgresListener } from '../../db/postgres-listener.ts';
import { RESULTS_CHANNEL, resultsNoticeKey } from '../../db/results-notices.ts';
import type { DB } from '../../db/schema.ts';
import { findSailingResultsVersion, findSeriesResultsVersion } from './results-repository.ts';

/**
 * True when memory now reflects every change a result depends on that committed before the
 * call; false when that cannot be known (then the version is read from the database).
 */
type Settle = () => boolean | Promise<boolean>;

/** Figures kept at most (each home page's answer is one, ~80 kB at national scale). */
const MAX_FIGURES = 100;

type SailingVersion = NonNullable<Awaited<ReturnType<typeof findSailingResultsVersion>>>;
type SeriesVersion = NonNullable<Awaited<ReturnType<typeof findSeriesResultsVersion>>>;

/** How a version is read from the database (the queries of results-repository.ts). */
export interface VersionQueries {
  sailing(id: number): Promise<SailingVersion | undefined>;
  series(id: number): Promise<SeriesVersion | undefined>;
}

/** The queries of `db`. */
export function versionQueries(db: Kysely<DB>): VersionQueries {
  return {
    sailing: (id) => findSailingResultsVersion(db, id),
    series: (id) => findSeriesResultsVersion(db, id),
  };
}

/**
 * The results versions (migration 0004) and what decides who may see a result, kept in memory
 * so that a cached results read needs no query (decision 0038). An entry is forgotten by the
 * database's own notice of a change (migration 0012): on SQLite inside the writing
 * transaction, before its answer is sent; on PostgreSQL by LISTEN/NOTIFY, with a barrier on
 * the listening connection before memory is trusted (db/postgres-listener.ts). Whatever cannot be
 * known current is read from the database, as before.
 *
 * A version read from the database is kept only if no notice arrived while it was being read
 * (the epoch is unchanged): a notice in between may be of a change the read did not see.
 */
export class ResultsVersions {
  readonly #known = new Map<string, SailingVersion | SeriesVersion>();
  /** Figures of `figure`, each with the epoch it was computed in (any notice makes it stale). */
  readonly #figures = new Map<string, { epoch: number; value: unknown }>();
  /** Figures of `figureUntil`, each with what it waits for and the counts it was computed at. */
  readonly #lasting = new Map<
    string,
    { keys: string; notices: number; resets: number; value: unknown }
  >();
  /** Notices of each key a figure of `figureUntil` waits for. */
  readonly #noticesOf = new Map<string, number>();
  /** Counts notices (and resets): a read spanning one keeps nothing. */
  #epoch = 0;
  /** Counts resets (notices may have been missed). */
  #resets = 0;
  #settle: Settle = () => false;
  #stop: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly queries: VersionQueries,
    private readonly maxEntries = 20_000,
  ) {}

  /** A sailing's results version and visibility, as `findSailingResultsVersion`. */
  sailing(id: number): Promise<SailingVersion | undefined> {
    return this.#read(resultsNoticeKey('sailing', id), () => this.queries.sailing(id));
  }

  /** A series' results version and visibility, as `findSeriesResultsVersion`. */
  series(id: number): Promise<SeriesVersion | undefined> {
    return this.#read(resultsNoticeKey('series', id), () => this.queries.series(id));
  }

  /**
   * A figure that a change of any result may change (the home page's whole answer, with
   * migration 0016's notices): kept until the next notice, computed by `compute` otherwise.
   * Like a version, it is kept only if no notice came while it was computed, and never trusted
   * when memory cannot be.
   */
  async figure<T>(name: string, compute: () => Promise<T>): Promise<T> {
    const settled = this.#settle();
    if (settled === false || (settled !== true && !(await settled))) return compute();
    const kept = this.#figures.get(name);
    if (kept !== undefined && kept.epoch === this.#epoch) return kept.value as T;
    const epoch = this.#epoch;
    const value = await compute();
    if (epoch === this.#epoch) {
      // Names may hold a day (the home page's answer): a quiet week must not pile them up.
      if (this.#figures.size >= MAX_FIGURES) this.#figures.clear();
      this.#figures.set(name, { epoch, value });
    }
    return value;
  }

  /**
   * A figure that only the changes announced by notices of `keys` change (the home page's
   * totals: `totals:0`, `entries:0`, migration 0017), kept across every other notice; as
   * `figure` otherwise.
   */
  async figureUntil<T>(
    name: string,
    keys: readonly string[],
    compute: () => Promise<T>,
  ): Promise<T> {
    const settled = this.#settle();
    if (settled === false || (settled !== true && !(await settled))) return compute();
    // Counted from now on, before computing: a notice while it computes is not missed.
    for (const key of keys) if (!this.#noticesOf.has(key)) this.#noticesOf.set(key, 0);
    // Counts only grow: an unchanged sum means no notice of any of the keys.
    const noticesNow = () => keys.reduce((sum, key) => sum + this.#noticesOf.get(key)!, 0);
    const notices = noticesNow();
    const resets = this.#resets;
    const waitsFor = keys.join(' ');
    const kept = this.#lasting.get(name);
    if (kept?.keys === waitsFor && kept.notices === notices && kept.resets === resets) {
      return kept.value as T;
    }
    const value = await compute();
    if (noticesNow() === notices && this.#resets === resets) {
      if (this.#lasting.size >= MAX_FIGURES) this.#lasting.clear();
      this.#lasting.set(name, { keys: waitsFor, notices, resets, value });
    }
    return value;
  }

  /** A notice: what `key` names may have changed (and every figure but `figureUntil`'s). */
  forget(key: string): void {
    this.#known.delete(key);
    this.#figures.clear();
    this.#epoch += 1;
    const notices = this.#noticesOf.get(key);
    if (notices !== undefined) this.#noticesOf.set(key, notices + 1);
  }

  /** Notices may have been missed: nothing in memory can be trusted. */
  forgetAll(): void {
    this.#known.clear();
    this.#figures.clear();
    this.#lasting.clear();
    this.#epoch += 1;
    this.#resets += 1;
  }

  /** How memory is kept current (set once by `watchResultsVersions`). */
  watch(settle: Settle, stop: () => Promise<void>): void {
    this.#settle = settle;
    this.#stop = stop;
  }

  close(): Promise<void> {
    this.#settle = () => false;
    return this.#stop();
  }

  async #read<T extends SailingVersion | SeriesVersion>(
    key: string,
    fetch: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const settled = this.#settle();
    if (settled === false || (settled !== true && !(await settled))) return fetch();
    const known = this.#known.get(key);
    if (known !== undefined) return known as T;
    const epoch = this.#epoch;
    const row = await fetch();
    // An unknown id is not kept: a sailing made later would otherwise stay unknown.
    if (row !== undefined && epoch === this.#epoch) {
      if (this.#known.size >= this.maxEntries) this.#known.clear();
      this.#known.set(key, row);
    }
    return row;
  }
}

/**
 * The results versions of `database`, kept current by its notices: SQLite's trigger function
 * (this process's writes) and `PRAGMA data_version` (another process's commits, e.g. the
 * command line's: everything is forgotten); PostgreSQL's LISTEN connection (`listener`, the
 * instance's one, db/postgres-listener.ts). `db` is the database as the app uses it.
 */
export async function watchResultsVersions(
  database: Database,
  db: Kysely<DB>,
  listener: PostgresListener | null,
): Promise<ResultsVersions> {
  const versions = new ResultsVersions(versionQueries(db));
  const notices = database.resultsNotices;
  if (notices) {
    const unsubscribe = notices.subscribe((key) => versions.forget(key));
    let dataVersion = notices.dataVersion();
    const settle = () => {
      let now: number;
      try {
        now = notices.dataVersion();
      } catch {
        // The connection is busy (a statement being iterated): ask the database instead.
        return false;
      }
      if (now !== dataVersion) {
        dataVersion = now;
        versions.forgetAll();
      }
      return true;
    };
    versions.watch(settle, () => Promise.resolve(void unsubscribe()));
  } else if (listener !== null) {
    // Notices of a time without the connection are gone: what memory holds may be stale.
    const unsubscribe = await listener.subscribe(RESULTS_CHANNEL, {
      onMessage: (key) => versions.forget(key),
      onLost: () => versions.forgetAll(),
      onBack: () => versions.forgetAll(),
    });
    versions.watch(
      () => listener.listening && listener.barrier(),
      () => Promise.resolve(unsubscribe()),
    );
  }
  return versions;
}
