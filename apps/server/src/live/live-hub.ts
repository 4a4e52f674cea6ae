import { LIVE_CLOSE_CODES, LIVE_MAX_SUBSCRIPTIONS, type LiveTopic } from '@segla/core';
import { UsageCounts } from '../usage-counts.ts';
import { seesDraftsOf } from '../modules/visibility/visibility.ts';

/**
 * The connections of one server instance and what each has subscribed to (decision 0030).
 * A message is serialised once and handed to each subscriber's `ws` socket (decision 0050).
 * Sending is synchronous and never waits for a client: a client whose send buffer has grown
 * past `maxBufferedBytes` is disconnected instead of slowing the others down.
 */

/** The part of a `ws` WebSocket the hub uses (tests use fakes). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;

/** The options of every send: a text message; one object for all rather than one per send. */
const TEXT_MESSAGE = { binary: false } as const;

/** Who a connection has signed in as (a subscribe message's token), while the token lasts. */
export interface LiveViewer {
  isStaff: boolean;
  /** The clubs whose drafts it sees (visibility.ts `Viewer`), as the token's user had then. */
  clubIds: readonly number[];
  /** When the access token expires (ms since the epoch); after that the connection is anonymous. */
  expiresAt: number;
}

export class LiveConnection {
  readonly clubs = new Set<string>();
  readonly sailings = new Set<number>();
  viewer: LiveViewer | null = null;
  lastPingAt: number;
  closed = false;

  constructor(
    readonly socket: LiveSocket,
    readonly address: string,
    now: number,
  ) {
    this.lastPingAt = now;
  }

  get subscriptionCount(): number {
    return this.clubs.size + this.sailings.size;
  }
}

/** Who of a topic's subscribers gets a message about a sailing of `clubId`. */
export type Audience =
  /** Everyone: the sailing is published. */
  | 'everyone'
  /** Only the club's own signed-in account and staff: the sailing is unpublished. */
  | 'privileged'
  /** Everyone but those: tells anonymous viewers that a sailing was unpublished. */
  | 'unprivileged';

export interface Delivery {
  clubSlug: string;
  clubId: number | null;
  /** The sailing whose subscribers get it too; null: the club's subscribers only (a series). */
  sailingId: number | null;
  audience: Audience;
}

export interface LiveHubOptions {
  maxBufferedBytes: number;
  maxConnectionsPerAddress: number;
  now?: () => number;
  /** Told when a slow client is dropped (for the log). */
  onSlowClient?: (connection: LiveConnection, bufferedAmount: number) => void;
  /** Where messages sent are counted (GET /metrics); a fresh one by default. */
  usage?: UsageCounts;
}

export class LiveHub {
  readonly #connections = new Set<LiveConnection>();
  readonly #byClub = new Map<string, Set<LiveConnection>>();
  readonly #bySailing = new Map<number, Set<LiveConnection>>();
  readonly #perAddress = new Map<string, number>();
  readonly #now: () => number;
  readonly #usage: UsageCounts;

  constructor(private readonly options: LiveHubOptions) {
    this.#now = options.now ?? Date.now;
    this.#usage = options.usage ?? new UsageCounts();
  }

  get size(): number {
    return this.#connections.size;
  }

  /** Whether another connection from `address` would stay within the per-address limit. */
  hasRoomFor(address: string): boolean {
    return (this.#perAddress.get(address) ?? 0) < this.options.maxConnectionsPerAddress;
  }

  /** Registers a connection; false (and nothing registered) if its address is at the limit. */
  add(connection: LiveConnection): boolean {
    if (!this.hasRoomFor(connection.address)) return false;
    this.#connections.add(connection);
    this.#perAddress.set(connection.address, (this.#perAddress.get(connection.address) ?? 0) + 1);
    return true;
  }

  /** Forgets a connection and its subscriptions (idempotent). */
  remove(connection: LiveConnection): void {
    connection.closed = true;
    if (!this.#connections.delete(connection)) return;
    for (const club of connection.clubs) removeFrom(this.#byClub, club, connection);
    for (const sailing of connection.sailings) removeFrom(this.#bySailing, sailing, connection);
    connection.clubs.clear();
    connection.sailings.clear();
    const count = (this.#perAddress.get(connection.address) ?? 1) - 1;
    if (count <= 0) this.#perAddress.delete(connection.address);
    else this.#perAddress.set(connection.address, count);
  }

  /** Adds a subscription; false when the connection already holds the most it may. */
  subscribe(connection: LiveConnection, topic: LiveTopic): boolean {
    if (connection.closed) return true;
    if ('club' in topic) {
      if (connection.clubs.has(topic.club)) return true;
      if (connection.subscriptionCount >= LIVE_MAX_SUBSCRIPTIONS) return false;
      connection.clubs.add(topic.club);
      addTo(this.#byClub, topic.club, connection);
    } else {
      if (connection.sailings.has(topic.sailing)) return true;
      if (connection.subscriptionCount >= LIVE_MAX_SUBSCRIPTIONS) return false;
      connection.sailings.add(topic.sailing);
      addTo(this.#bySailing, topic.sailing, connection);
    }
    return true;
  }

  unsubscribe(connection: LiveConnection, topic: LiveTopic): void {
    if ('club' in topic) {
      if (connection.clubs.delete(topic.club)) removeFrom(this.#byClub, topic.club, connection);
    } else if (connection.sailings.delete(topic.sailing)) {
      removeFrom(this.#bySailing, topic.sailing, connection);
    }
  }

  /**
   * Sends `data` to the subscribers of the club and of the sailing that `audience` admits,
   * once each even if subscribed to both. Returns how many it was sent to.
   */
  deliver(delivery: Delivery, data: Buffer): number {
    const now = this.#now();
    const admits = (connection: LiveConnection): boolean => {
      if (delivery.audience === 'everyone') return true;
      const privileged = isPrivileged(connection.viewer, delivery.clubId, now);
      return delivery.audience === 'privileged' ? privileged : !privileged;
    };
    let sent = 0;
    const clubSubscribers = this.#byClub.get(delivery.clubSlug);
    if (clubSubscribers) {
      for (const connection of clubSubscribers) {
        if (admits(connection) && this.send(connection, data)) sent += 1;
      }
    }
    const sailingSubscribers =
      delivery.sailingId === null ? undefined : this.#bySailing.get(delivery.sailingId);
    if (sailingSubscribers) {
      for (const connection of sailingSubscribers) {
        if (connection.clubs.has(delivery.clubSlug)) continue;
        if (admits(connection) && this.send(connection, data)) sent += 1;
      }
    }
    return sent;
  }

  /**
   * Sends to one connection unless it is closing or too far behind; a client whose buffer has
   * passed the limit is cut off at once (a close frame would only queue behind the backlog).
   * `data` is the message's UTF-8 text, sent as a text message.
   */
  send(connection: LiveConnection, data: Buffer): boolean {
    const { socket } = connection;
    if (connection.closed || socket.readyState !== OPEN) return false;
    const buffered = socket.bufferedAmount;
    if (buffered > this.options.maxBufferedBytes) {
      this.options.onSlowClient?.(connection, buffered);
      this.drop(connection);
      return false;
    }
    try {
      socket.send(data, TEXT_MESSAGE);
      this.#usage.liveMessagesSent += 1;
      return true;
    } catch {
      this.drop(connection);
      return false;
    }
  }

  /** Closes connections that have not pinged within `idleMs`; returns how many. */
  closeIdle(idleMs: number): number {
    const cutoff = this.#now() - idleMs;
    let closed = 0;
    for (const connection of [...this.#connections]) {
      if (connection.lastPingAt <= cutoff) {
        this.close(connection, LIVE_CLOSE_CODES.idleTimeout, 'Ingen ping på 2 minuter.');
        closed += 1;
      }
    }
    return closed;
  }

  /** Closes every connection (shutdown, or events may have been missed). */
  closeAll(code: number, reason: string): void {
    for (const connection of [...this.#connections]) this.close(connection, code, reason);
  }

  close(connection: LiveConnection, code: number, reason: string): void {
    this.remove(connection);
    try {
      connection.socket.close(code, reason);
    } catch {
      connection.socket.terminate();
    }
  }

  drop(connection: LiveConnection): void {
    this.remove(connection);
    try {
      connection.socket.terminate();
    } catch {
      // Already gone.
    }
  }

  /** Counts for logs and the benchmark. */
  stats() {
    return {
      connections: this.#connections.size,
      clubs: this.#byClub.size,
      sailings: this.#bySailing.size,
      addresses: this.#perAddress.size,
    };
  }
}

/** Whether the connection sees the club's drafts (visibility.ts), while its token lasts. */
export function isPrivileged(viewer: LiveViewer | null, clubId: number | null, now: number) {
  if (!viewer || viewer.expiresAt <= now) return false;
  return seesDraftsOf(viewer, clubId);
}

function addTo<K>(index: Map<K, Set<LiveConnection>>, key: K, connection: LiveConnection) {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
}

function removeFrom<K>(index: Map<K, Set<LiveConnection>>, key: K, connection: LiveConnection) {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
