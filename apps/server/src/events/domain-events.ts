/**
 * What changed, announced by services after their transaction commits. The live-update layer
 * (websocket, and LISTEN/NOTIFY across instances) listens here; services never talk to
 * sockets themselves.
 */
export interface DomainEventMap {
  /** A sailing was created or its own fields, status or competitor count changed. */
  'sailing.changed': { sailingId: number };
  /** Competitors, start groups, finish times or codes changed: results may differ. */
  'results.changed': { sailingId: number };
  /**
   * Entries were added to the sailing's change log without a results change: a kept stamp or a
   * conflict. Only those who read the log are told (a results change tells everyone anyway).
   */
  'changes.logged': { sailingId: number };
  'sailing.deleted': { sailingId: number; clubSlug: string };
  /**
   * A notice board changed (issue 30): a posting, a protest, a hearing or a decision on a
   * sailing's board (`sailingId`) or a series' (`seriesId`; exactly one of the two is set).
   */
  'board.changed': { clubId: number; sailingId: number | null; seriesId: number | null };
  /** A boat's state in the sailing's safety tally changed (issue 31, "Säkerhet"). */
  'tally.changed': { sailingId: number };
}

type Listener<K extends keyof DomainEventMap> = (event: DomainEventMap[K]) => void;

export class DomainEvents {
  readonly #listeners = new Map<keyof DomainEventMap, Set<Listener<never>>>();

  on<K extends keyof DomainEventMap>(type: K, listener: Listener<K>): () => void {
    // Stored as Listener<never> (callable with nothing but this event's payload); `emit` only
    // ever passes a listener the payload of the type it was registered for.
    const set = this.#listeners.get(type) ?? new Set<Listener<never>>();
    set.add(listener);
    this.#listeners.set(type, set);
    return () => set.delete(listener);
  }

  /** Call only after the change is committed. A failing listener never fails the caller. */
  emit<K extends keyof DomainEventMap>(type: K, event: DomainEventMap[K]): void {
    for (const listener of this.#listeners.get(type) ?? []) {
      try {
        (listener as Listener<K>)(event);
      } catch {
        // Listeners log their own failures; the write already succeeded.
      }
    }
  }
}
