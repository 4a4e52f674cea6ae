/**
 * The least a websocket client can do (RFC 6455), for the live benchmarks' thousands of
 * visitors: they run on the same cores as the servers they measure, so every CPU millisecond a
 * client spends is one the server does not get. Compared with `ws`'s client it skips the
 * stream layer, events per frame, buffering of fragments and the UTF-8 check; it still waits
 * for whole frames, so a message "arrives" when its last byte has.
 *
 * It speaks only what the bench needs: the handshake (no extensions, no subprotocol), server
 * frames unfragmented and unmasked, as `ws` and the hub's text frames are (decision 0040), and
 * masked text frames of its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const HEADERS_END = Buffer.from('\r\n\r\n');
/** What every connection reads into (see `onread` below); frames are at most a few KB. */
const readBuffer = Buffer.alloc(256 * 1024);

const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;

export interface RawWebSocketHandlers {
  /** A whole text frame's payload (a view valid only during the call). */
  onText(payload: Buffer): void;
  /** The connection ended after the handshake: a close frame, an error or the socket closing. */
  onEnd(reason: 'close' | 'error'): void;
}

/** A frame from the client to the server: FIN, `opcode`, masked (RFC 6455 §5.3). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 0x10000 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) {
    frame[1] = 0x80 | length;
  } else if (length < 0x10000) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const maskAt = 2 + lengthBytes;
  randomBytes(4).copy(frame, maskAt);
  for (let i = 0; i < length; i += 1) {
    frame[maskAt + 4 + i] = payload[i]! ^ frame[maskAt + (i & 3)]!;
  }
  return frame;
}

export class RawWebSocket {
  #pending: Buffer | null = null;
  #ended = false;

  private constructor(
    private readonly socket: net.Socket,
    private readonly handlers: RawWebSocketHandlers,
  ) {}

  /** Connects and completes the handshake; rejects if either fails. */
  static connect(
    url: string,
    localAddress: string,
    handlers: RawWebSocketHandlers,
  ): Promise<RawWebSocket> {
    const { hostname, port, pathname } = new URL(url);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + HANDSHAKE_GUID)
      .digest('base64');
    return new Promise((resolve, reject) => {
      let onBytes: (chunk: Buffer) => void = () => undefined;
      const socket = net.connect({
        host: hostname,
        port: Number(port),
        localAddress,
        // Read into one buffer shared by every connection, each chunk handled before the next
        // read: no allocation and no stream events per read.
        onread: {
          buffer: readBuffer,
          callback: (size) => {
            onBytes(readBuffer.subarray(0, size));
            return true;
          },
        },
      });
      socket.setNoDelay(true);
      let head = Buffer.alloc(0);
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      onBytes = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(HEADERS_END);
        if (end < 0) return;
        socket.off('error', fail);
        const headers = head.toString('latin1', 0, end);
        if (!headers.startsWith('HTTP/1.1 101') || !headers.includes(accept)) {
          return fail(new Error(`handshake refused: ${headers.split('\r\n')[0]}`));
        }
        const client = new RawWebSocket(socket, handlers);
        onBytes = (data) => client.#receive(data);
        socket.on('error', () => client.#end('error'));
        socket.on('close', () => client.#end('close'));
        resolve(client);
        if (head.length > end + 4) client.#receive(head.subarray(end + 4));
      };
      socket.on('error', fail);
      socket.once('connect', () =>
        socket.write(
          `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
    });
  }

  sendText(text: string): void {
    if (!this.#ended) this.socket.write(clientFrame(OPCODE_TEXT, Buffer.from(text)));
  }

  /** Drops the connection without a close handshake (the bench is stopping). */
  terminate(): void {
    this.#ended = true;
    this.socket.destroy();
  }

  #end(reason: 'close' | 'error'): void {
    if (this.#ended) return;
    this.#ended = true;
    this.socket.destroy();
    this.handlers.onEnd(reason);
  }

  /** Splits what arrived into whole frames; an incomplete one waits for the rest. */
  #receive(chunk: Buffer): void {
    const data = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    let offset = 0;
    while (data.length - offset >= 2) {
      const opcode = data[offset]! & 0x0f;
      let length = data[offset + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - offset < 4) break;
        length = data.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - offset < 10) break;
        length = Number(data.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (data.length - offset < header + length) break;
      const payload = data.subarray(offset + header, offset + header + length);
      offset += header + length;
      if (opcode === OPCODE_TEXT) {
        this.handlers.onText(payload);
      } else if (opcode === OPCODE_PING) {
        this.socket.write(clientFrame(OPCODE_PONG, payload));
      } else if (opcode === OPCODE_CLOSE) {
        return this.#end('close');
      } else if (opcode !== OPCODE_PONG) {
        // Binary, fragmented or unknown: nothing the server should send.
        return this.#end('error');
      }
    }
    // Copied: the chunk is a view of the shared read buffer.
    this.#pending = offset < data.length ? Buffer.from(data.subarray(offset)) : null;
  }
}
