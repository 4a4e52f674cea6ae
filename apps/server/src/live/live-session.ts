import type { LiveConnection, LiveHub, LiveViewer } from './live-hub.ts';
import {
  encodeLiveMessage,
  liveError,
  parseLiveClientMessage,
  type LiveClientMessage,
  type LiveServerMessageMap,
  type LiveServerMessageType,
} from '@segla/core';

/** Resolves an access token to who it signs in, or null when it is not (or no longer) good. */
export type LiveAuthenticator = (token: string) => Promise<LiveViewer | null>;

/** Messages of one connection waiting for an earlier one (a token check) before it pauses reading. */
const MAX_PENDING = 8;

interface PausableSocket {
  pause?(): void;
  resume?(): void;
}

/**
 * The protocol of one connection: reads client messages in order, answers pings, keeps its
 * subscriptions and sign-in. Bad input gets an `error` message and nothing else happens; an
 * unexpected failure is logged and never reaches other connections.
 */
export class LiveSession {
  #chain: Promise<void> = Promise.resolve();
  #pending = 0;
  #paused = false;
  /** The token the current viewer came from, so a repeated token is not checked again. */
  #token: string | null = null;

  constructor(
    private readonly connection: LiveConnection,
    private readonly hub: LiveHub,
    private readonly deps: {
      authenticate: LiveAuthenticator;
      now: () => number;
      onError: (error: unknown) => void;
    },
  ) {}

  /** A websocket message arrived (text or binary frame). */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (isBinary) {
      this.#queue(() => this.reply(liveError('malformed')));
      return;
    }
    const parsed = parseLiveClientMessage(toText(data));
    if (parsed.ok) this.#queue(() => this.#handle(parsed.message));
    else this.#queue(() => this.reply(parsed.error));
  }

  /** A websocket-level ping frame also counts as a ping (`ws` answers it with a pong frame). */
  pinged(): void {
    this.connection.lastPingAt = this.deps.now();
  }

  reply<K extends LiveServerMessageType>(message: LiveServerMessageMap[K]): void {
    this.hub.send(this.connection, Buffer.from(encodeLiveMessage(message)));
  }

  #handle(message: LiveClientMessage): void | Promise<void> {
    switch (message.type) {
      case 'ping':
        this.pinged();
        this.reply({ type: 'pong' });
        return;
      case 'unsubscribe':
        this.hub.unsubscribe(
          this.connection,
          'club' in message ? { club: message.club } : { sailing: message.sailing },
        );
        return;
      case 'subscribe': {
        const subscribe = () => {
          const topic = 'club' in message ? { club: message.club } : { sailing: message.sailing };
          if (!this.hub.subscribe(this.connection, topic)) {
            this.reply(liveError('too_many_subscriptions'));
          }
        };
        if (message.token === undefined) return subscribe();
        if (message.token === null) {
          this.connection.viewer = null;
          this.#token = null;
          return subscribe();
        }
        const current = this.connection.viewer;
        if (message.token === this.#token && current && current.expiresAt > this.deps.now()) {
          return subscribe();
        }
        return this.#signIn(message.token).then(subscribe);
      }
    }
  }

  async #signIn(token: string): Promise<void> {
    let viewer: LiveViewer | null = null;
    try {
      viewer = await this.deps.authenticate(token);
    } catch (error) {
      this.deps.onError(error);
    }
    this.connection.viewer = viewer;
    this.#token = viewer ? token : null;
    if (!viewer) this.reply(liveError('invalid_token'));
  }

  /**
   * Runs `task` after the tasks before it. Synchronous tasks run at once when nothing waits;
   * while a token is being checked, later messages wait their turn, and past MAX_PENDING the
   * socket stops reading (TCP pushes back on the client) until the queue is empty.
   */
  #queue(task: () => void | Promise<void>): void {
    if (this.connection.closed) return;
    if (this.#pending === 0) {
      let result: void | Promise<void>;
      try {
        result = task();
      } catch (error) {
        this.deps.onError(error);
        return;
      }
      if (result) this.#track(result);
      return;
    }
    this.#track(this.#chain.then(task));
  }

  #track(promise: Promise<void>): void {
    this.#pending += 1;
    const socket = this.connection.socket as PausableSocket;
    if (this.#pending >= MAX_PENDING && !this.#paused) {
      this.#paused = true;
      socket.pause?.();
    }
    this.#chain = promise
      .catch((error: unknown) => this.deps.onError(error))
      .finally(() => {
        this.#pending -= 1;
        if (this.#pending === 0 && this.#paused) {
          this.#paused = false;
          socket.resume?.();
        }
      });
  }
}

function toText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
