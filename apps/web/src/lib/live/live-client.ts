import type {
  LiveClientMessage,
  LiveServerMessage,
  LiveServerMessageMap,
  LiveTopic,
} from '@segla/core';
import {
  LIVE_MAX_RECONNECT_ATTEMPTS,
  LIVE_PATH,
  LIVE_PING_INTERVAL_MS,
  LIVE_RECONNECT_DELAY_MS,
  liveTopicKey,
} from '@segla/core/live';

/**
 * The websocket client of the live updates (docs/product.md §4, §9, §13; decision 0030): one
 * connection per tab, a ping every 55 s, a reconnection every 5 s for at most 10 tries, then a
 * `max-reconnect` event. After a reconnection it subscribes again and emits `reconnect`, on
 * which the page refetches what it shows (connect-live-cache.ts does that for the cache).
 */

/**
 * Reads one server message, null for anything else. The app and the embeddable board pass
 * read-live-message.ts (no zod: decisions 0035, 0041); tests may pass @segla/core's
 * `parseLiveServerMessage`. The client imports no zod itself.
 */
export type LiveMessageParser = (text: string) => LiveServerMessage | null;

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveConnectionState =
  /** Not started, or closed by `close()`. */
  | 'idle'
  | 'connecting'
  | 'open'
  /** Lost; the next try is scheduled. */
  | 'reconnecting'
  /** Gave up after the last try: `max-reconnect` was emitted; `retry()` starts again. */
  | 'failed';

/** Server messages by type, and the client's own events. */
export type LiveClientEvents = LiveServerMessageMap & {
  /** The connection state changed. */
  state: LiveConnectionState;
  /** Connected again after a loss, subscriptions renewed: refetch what the page shows. */
  reconnect: { attempts: number };
  /** Gave up after the last try (docs/product.md §4); show it, offer `retry()`. */
  'max-reconnect': { attempts: number };
};
export type LiveClientEventType = keyof LiveClientEvents;
type Listener<K extends LiveClientEventType> = (event: LiveClientEvents[K]) => void;

export interface LiveClientOptions {
  /** Default: `/ws/` on the page's own host, `wss:` under https. */
  url?: string;
  createSocket?: (url: string) => WebSocketLike;
  /**
   * The current access token, or null when logged out. Sent with subscriptions, so a club
   * account also receives its own unpublished sailings; re-sent when it changes.
   */
  getToken?: () => string | null;
  pingIntervalMs?: number;
  reconnectDelayMs?: number;
  maxReconnectAttempts?: number;
}

const OPEN = 1;

/** `ws(s)://<this host>/ws/`. */
export function defaultLiveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

export class LiveClient {
  readonly #options: Required<Omit<LiveClientOptions, 'url' | 'getToken'>> &
    Pick<LiveClientOptions, 'url' | 'getToken'>;
  readonly #listeners = new Map<LiveClientEventType, Set<Listener<never>>>();
  /** Topic key → topic and how many callers hold it. */
  readonly #topics = new Map<string, { topic: LiveTopic; holders: number }>();
  #socket: WebSocketLike | null = null;
  #state: LiveConnectionState = 'idle';
  /** Tries since the last open connection. */
  #attempts = 0;
  /** An open connection was lost (or never came), so the next open is a reconnection. */
  #missed = false;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  /** The token the server last got on this connection (a new connection is anonymous). */
  #sentToken: string | null = null;

  readonly #parse: LiveMessageParser;

  constructor(parse: LiveMessageParser, options: LiveClientOptions = {}) {
    this.#parse = parse;
    this.#options = {
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      pingIntervalMs: LIVE_PING_INTERVAL_MS,
      reconnectDelayMs: LIVE_RECONNECT_DELAY_MS,
      maxReconnectAttempts: LIVE_MAX_RECONNECT_ATTEMPTS,
      ...options,
    };
  }

  get state(): LiveConnectionState {
    return this.#state;
  }

  /** Listens to a server message type or a client event; returns the way to stop. */
  on<K extends LiveClientEventType>(type: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * Subscribes to a club's or a sailing's updates (connecting if need be). Callers share one
   * subscription per topic; it ends when the last caller calls the returned function.
   */
  subscribe(topic: LiveTopic): () => void {
    const key = liveTopicKey(topic);
    const held = this.#topics.get(key);
    if (held) held.holders += 1;
    else {
      this.#topics.set(key, { topic, holders: 1 });
      this.#sendSubscribe(topic);
    }
    this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const current = this.#topics.get(key);
      if (!current) return;
      current.holders -= 1;
      if (current.holders > 0) return;
      this.#topics.delete(key);
      this.#send({ type: 'unsubscribe', ...topic });
    };
  }

  /** Opens the connection unless it is open, opening, or waiting for its next try. */
  connect(): void {
    if (this.#state === 'idle') this.#open();
  }

  /** After `max-reconnect`: starts over with a fresh set of tries. */
  retry(): void {
    if (this.#state !== 'failed') return;
    this.#attempts = 0;
    this.#open();
  }

  /** Closes for good (until `connect()`); no reconnection. */
  close(): void {
    this.#clearTimers();
    const socket = this.#socket;
    this.#socket = null;
    this.#attempts = 0;
    this.#missed = false;
    this.#setState('idle');
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
  }

  #open(): void {
    this.#setState(this.#attempts === 0 && !this.#missed ? 'connecting' : 'reconnecting');
    let socket: WebSocketLike;
    try {
      socket = this.#options.createSocket(this.#options.url ?? defaultLiveUrl(window.location));
    } catch {
      this.#lost();
      return;
    }
    this.#socket = socket;
    this.#sentToken = null;
    socket.onopen = () => this.#opened(socket);
    socket.onmessage = (event) => this.#received(event.data);
    socket.onerror = () => undefined; // a close event follows
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#lost();
    };
  }

  #opened(socket: WebSocketLike): void {
    if (this.#socket !== socket) return;
    const reconnected = this.#missed;
    const attempts = this.#attempts;
    this.#attempts = 0;
    this.#missed = false;
    this.#setState('open');
    for (const { topic } of this.#topics.values()) this.#sendSubscribe(topic);
    this.#pingTimer = setInterval(() => this.#ping(), this.#options.pingIntervalMs);
    if (reconnected) this.#emit('reconnect', { attempts });
  }

  #lost(): void {
    this.#clearTimers();
    this.#missed = true;
    if (this.#attempts >= this.#options.maxReconnectAttempts) {
      this.#setState('failed');
      this.#emit('max-reconnect', { attempts: this.#attempts });
      return;
    }
    this.#attempts += 1;
    this.#setState('reconnecting');
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#open();
    }, this.#options.reconnectDelayMs);
  }

  #ping(): void {
    this.#send({ type: 'ping' });
    // A refreshed (or dropped) token is passed on with a subscription the server already has.
    const token = this.#token();
    const first = this.#topics.values().next();
    if (token !== this.#sentToken && !first.done) this.#sendSubscribe(first.value.topic);
  }

  #token(): string | null {
    return this.#options.getToken?.() ?? null;
  }

  #sendSubscribe(topic: LiveTopic): void {
    if (this.#socket?.readyState !== OPEN) return;
    const token = this.#token();
    // The token signs in the connection: sent once, and again only when it changes.
    if (token !== this.#sentToken) {
      this.#send({ type: 'subscribe', ...topic, token });
      this.#sentToken = token;
    } else {
      this.#send({ type: 'subscribe', ...topic });
    }
  }

  #send(message: LiveClientMessage): void {
    const socket = this.#socket;
    if (socket?.readyState !== OPEN) return;
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // Closing: the close event starts a reconnection.
    }
  }

  #received(data: unknown): void {
    if (typeof data !== 'string') return;
    const message = this.#parse(data);
    if (!message) return;
    this.#emit(message.type, message);
  }

  #emit<K extends LiveClientEventType>(type: K, event: LiveClientEvents[K]): void {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        (listener as Listener<K>)(event);
      } catch (error) {
        // One failing listener must not keep the others from the message.
        console.error('live: listener failed', error);
      }
    }
  }

  #setState(state: LiveConnectionState): void {
    if (this.#state === state) return;
    this.#state = state;
    this.#emit('state', state);
  }

  #clearTimers(): void {
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.#reconnectTimer = null;
    this.#pingTimer = null;
  }
}
