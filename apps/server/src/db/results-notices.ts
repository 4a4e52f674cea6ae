/**
 * How the database tells a process that a result may have changed (migration 0012, decision
 * 0038): a notice names a sailing or a series whose results version, visibility or existence
 * changed. On SQLite the triggers call a function of the writing connection; on PostgreSQL they
 * NOTIFY a channel that every instance LISTENs on.
 */
export const RESULTS_CHANNEL = 'segla_results';
export const RESULTS_CHANGED_FUNCTION = 'segla_results_changed';

/**
 * `index`: anything else the home page shows changed (migration 0016); `totals`: one of its
 * totals may have changed, `entries`: a sailing's number of competitors did (migration 0017).
 * Their id is always 0.
 */
export type ResultsNoticeKind = 'sailing' | 'series' | 'index' | 'totals' | 'entries';

/** The key a notice names: `sailing:<id>` or `series:<id>`. */
export function resultsNoticeKey(kind: ResultsNoticeKind, id: number): string {
  return `${kind}:${id}`;
}

/**
 * What a SQLite connection learns of result changes: its own writes through the triggers'
 * function (called inside the write's transaction, before it commits), and whether any other
 * connection (another process: the command line) has committed since it last asked.
 */
export interface SqliteResultsNotices {
  /** Calls `listener` with the key of every notice of this connection's writes. */
  subscribe(listener: (key: string) => void): () => void;
  /** SQLite's `PRAGMA data_version`: changes when another connection has committed. */
  dataVersion(): number;
}
