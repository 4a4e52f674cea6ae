import { UsageCounts } from '../../usage-counts.ts';

/**
 * Serialized results kept in memory, each under the results version it was computed from
 * (kept by database triggers, migration 0004). A caller learns the current version first
 * (results-versions.ts: from memory kept current by the database's notices, else one
 * primary-key lookup) and gets the cached answer only if it is still that version, so a stale
 * result is never served, on any instance. The least recently used entries go first.
 * `T` is what is kept: the routes keep a TaggedAnswer (serialized text, entity tag), so that
 * an unchanged result costs no work beyond the version lookup and the compression.
 */
export class ResultsCache<T> {
  readonly #entries = new Map<string, { version: number; body: T }>();

  constructor(
    private readonly maxEntries = 500,
    /** Where hits and misses are counted (GET /metrics). */
    private readonly usage: UsageCounts = new UsageCounts(),
  ) {}

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) {
      this.usage.resultsCacheMisses += 1;
      return undefined;
    }
    this.usage.resultsCacheHits += 1;
    // Re-insert: Map order is the recency order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, body });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
