import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrame } from './text-frame.ts';

/**
 * A real `ws` server writes frames built by textFrame straight to the connection's socket,
 * then one through ws's own send; a real `ws` client must read them all, in order.
 */
let server: WebSocketServer;
let payloads: Buffer[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  server.on('connection', (socket, request) => {
    for (const payload of payloads) request.socket.write(textFrame(payload));
    socket.send(Buffer.from('{"type":"pong"}'), { binary: false });
  });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function receive(expected: number): Promise<{ text: string; isBinary: boolean }[]> {
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
  const messages: { text: string; isBinary: boolean }[] = [];
  return new Promise((resolve, reject) => {
    client.on('error', reject);
    client.on('message', (data: Buffer, isBinary) => {
      messages.push({ text: data.toString('utf8'), isBinary });
      if (messages.length === expected) {
        client.close();
        resolve(messages);
      }
    });
  });
}

describe('textFrame', () => {
  // Each length form of RFC 6455 §5.2 at its edges: 7-bit, 16-bit and 64-bit lengths.
  it.each([0, 5, 125, 126, 65_535, 65_536, 70_000])(
    'frames %i bytes as a text message a client reads unchanged',
    async (length) => {
      const text = 'å'.repeat(Math.ceil(length / 2)).slice(0, length >> 1) + 'x'.repeat(length % 2);
      payloads = [Buffer.from(text), Buffer.from('{"type":"sailing_delete"}')];
      expect(await receive(3)).toEqual([
        { text, isBinary: false },
        { text: '{"type":"sailing_delete"}', isBinary: false },
        { text: '{"type":"pong"}', isBinary: false },
      ]);
    },
  );

  it('writes the header ws writes: FIN and text, unmasked, then the length', () => {
    expect([...textFrame(Buffer.from('hej')).subarray(0, 2)]).toEqual([0x81, 3]);
    expect([...textFrame(Buffer.alloc(300)).subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    expect([...textFrame(Buffer.alloc(65_536)).subarray(0, 10)]).toEqual([
      0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0,
    ]);
  });
});
