/**
 * Serialized results kept in memory, each under the results version it was computed from
 * (kept by database triggers, migration 0004). A caller reads the stored version first (one
 * primary-key lookup) and gets the cached JSON only if it is still that version, so a stale
 * result is never served, on any instance. The least recently used entries go first.
 */
export class ResultsCache {
  readonly #entries = new Map<string, { version: number; body: string }>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, version: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert: Map order is the recency order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: string): void {
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
