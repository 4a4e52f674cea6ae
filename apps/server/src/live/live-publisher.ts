import type { Audience, LiveHub } from './live-hub.ts';
import type { LiveSource } from './live-source.ts';
import {
  encodeLiveMessage,
  type LiveServerMessageMap,
  type LiveServerMessageType,
} from '@segla/core';
import type { SailingStatus } from '../db/schema.ts';
import { isPublished } from '../modules/visibility/visibility.ts';
import { SailingQueue, type QueueKey } from './sailing-queue.ts';

/** A change to announce: the domain events of events/domain-events.ts, as the live layer sees them. */
export type LiveEvent =
  | { kind: 'sailing'; sailingId: number }
  | { kind: 'results'; sailingId: number }
  /** The change log grew without a results change (a kept stamp, a conflict). */
  | { kind: 'changes'; sailingId: number }
  /** A boat's safety tally state changed (for the club's officials and staff only). */
  | { kind: 'tally'; sailingId: number }
  | { kind: 'deleted'; sailingId: number; clubSlug: string }
  /** A notice board changed: a sailing's (`sailingId`) or a series' (`seriesId`), never both. */
  | { kind: 'board'; sailingId: number; seriesId: null }
  | { kind: 'board'; sailingId: null; seriesId: number };

/**
 * The queue an event waits in: its sailing's, so the messages about a sailing keep their order
 * (a board's change after the sailing was unpublished is sent after its `sailing_delete`); a
 * series board's changes have a queue of their own.
 */
function queueKey(event: LiveEvent): QueueKey {
  return event.sailingId !== null ? event.sailingId : `series:${event.seriesId}`;
}

/** An event waiting in its sailing's queue, with when it arrived (performance.now()). */
interface QueuedEvent {
  event: LiveEvent;
  at: number;
}

interface Seen {
  published: boolean;
  clubId: number;
}

/** The last status class seen of recent sailings, to notice one being unpublished. */
class SeenSailings {
  readonly #seen = new Map<number, Seen>();

  constructor(private readonly max: number) {}

  /** Records what was just read; returns what was known before (undefined: nothing). */
  remember(sailingId: number, seen: Seen): Seen | undefined {
    const before = this.#seen.get(sailingId);
    this.#seen.delete(sailingId);
    this.#seen.set(sailingId, seen);
    if (this.#seen.size > this.max) {
      const oldest = this.#seen.keys().next();
      if (!oldest.done) this.#seen.delete(oldest.value);
    }
    return before;
  }

  forget(sailingId: number): Seen | undefined {
    const before = this.#seen.get(sailingId);
    this.#seen.delete(sailingId);
    return before;
  }

  clear(): void {
    this.#seen.clear();
  }
}

/**
 * Turns changes into messages for this instance's subscribers (decision 0030). Each instance
 * builds its own messages from the database, so only ids travel between instances. Who receives
 * them follows visibility.ts: messages about an unpublished sailing go to those who see its
 * club's drafts (its signed-in club account and staff, `isPrivileged` of live-hub.ts) only, so a
 * subscription to a draft's id tells an outsider nothing; when a sailing this instance saw
 * published becomes unpublished, everyone else is told it is gone.
 */
export class LivePublisher {
  readonly #queue: SailingQueue<QueuedEvent>;
  readonly #seen = new SeenSailings(20_000);

  constructor(
    private readonly deps: {
      source: LiveSource;
      hub: LiveHub;
      onError: (error: unknown) => void;
      /** Told the seconds from a change's event to its messages written (GET /metrics). */
      onFanOut?: (seconds: number) => void;
    },
  ) {
    this.#queue = new SailingQueue<QueuedEvent>(
      async (_key, { event, at }) => {
        if (await this.#build(event)) {
          this.deps.onFanOut?.((performance.now() - at) / 1000);
        }
      },
      (a, b) => a.event.kind === b.event.kind,
      deps.onError,
    );
  }

  publish(event: LiveEvent): void {
    // The waiting task that absorbs a later identical one keeps its own, earlier time.
    this.#queue.push(queueKey(event), { event, at: performance.now() });
  }

  /** Resolves when every change received so far has been sent. */
  idle(): Promise<void> {
    return this.#queue.idle();
  }

  /** Builds and sends the messages of one change; false when nothing was sent to the hub. */
  async #build(event: LiveEvent): Promise<boolean> {
    const { hub, source } = this.deps;
    // Nobody to tell: read nothing (and forget what was seen, as changes now go unobserved).
    if (hub.size === 0) {
      this.#seen.clear();
      return false;
    }
    if (event.kind === 'board') {
      const board = await source.board(event);
      if (!board) return false;
      // Carries no postings: who may see the sailing (the series) may be told it changed.
      hub.deliver(
        {
          clubSlug: board.clubSlug,
          clubId: board.clubId,
          sailingId: event.sailingId,
          audience: board.isPublic ? 'everyone' : 'privileged',
        },
        encode({ type: 'board_update', sailing_id: event.sailingId, series_id: event.seriesId }),
      );
      return true;
    }
    const { sailingId } = event;
    switch (event.kind) {
      case 'sailing': {
        const sailing = await source.sailingItem(sailingId);
        if (!sailing) return false;
        const target = { clubSlug: sailing.club.slug, clubId: sailing.club.id, sailingId };
        this.#send(target, sailing.status, { type: 'sailing_update', sailing });
        return true;
      }
      case 'results': {
        const found = await source.sailingResults(sailingId);
        if (!found) return false;
        const target = { clubSlug: found.clubSlug, clubId: found.clubId, sailingId };
        this.#send(target, found.status, {
          type: 'results_update',
          sailing_id: sailingId,
          results: found.results,
        });
        return true;
      }
      case 'changes': {
        const club = await source.sailingClub(sailingId);
        if (!club) return false;
        // Only those who may read the log, whatever the sailing's status; the log's own route
        // lets the club and staff read it in every status.
        hub.deliver(
          { clubSlug: club.clubSlug, clubId: club.clubId, sailingId, audience: 'privileged' },
          encode({ type: 'changes_update', sailing_id: sailingId }),
        );
        return true;
      }
      case 'tally': {
        const club = await source.sailingClub(sailingId);
        if (!club) return false;
        // The tally names people and phone numbers: only the club's officials and staff read it
        // (its route checks the role; the message itself carries nothing but the id).
        hub.deliver(
          { clubSlug: club.clubSlug, clubId: club.clubId, sailingId, audience: 'privileged' },
          encode({ type: 'tally_update', sailing_id: sailingId }),
        );
        return true;
      }
      case 'deleted': {
        const before = this.#seen.forget(sailingId);
        const message = encode({
          type: 'sailing_delete',
          sailing_id: sailingId,
          club: event.clubSlug,
        });
        // An unpublished sailing's deletion is news only to those who could see it.
        const audience: Audience = before?.published === false ? 'privileged' : 'everyone';
        hub.deliver(
          { clubSlug: event.clubSlug, clubId: before?.clubId ?? null, sailingId, audience },
          message,
        );
        return true;
      }
    }
  }

  #send(
    target: { clubSlug: string; clubId: number; sailingId: number },
    status: SailingStatus,
    message: LiveServerMessageMap['sailing_update'] | LiveServerMessageMap['results_update'],
  ): void {
    const { hub } = this.deps;
    const published = isPublished({ status });
    const before = this.#seen.remember(target.sailingId, { published, clubId: target.clubId });
    hub.deliver({ ...target, audience: published ? 'everyone' : 'privileged' }, encode(message));
    if (!published && before?.published === true) {
      hub.deliver(
        { ...target, audience: 'unprivileged' },
        encode({ type: 'sailing_delete', sailing_id: target.sailingId, club: target.clubSlug }),
      );
    }
  }
}

function encode<K extends LiveServerMessageType>(message: LiveServerMessageMap[K]): Buffer {
  return Buffer.from(encodeLiveMessage(message));
}
