import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** The request log's lines, as objects. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

/** The caller's address the app saw for a request from the proxy at 127.0.0.1. */
async function callerSeen(trustProxy: string | undefined): Promise<unknown> {
  const log = logLines();
  const t = await buildTestApp('sqlite', {
    logStream: log.stream,
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
  });
  try {
    await t.app.inject({
      method: 'GET',
      url: '/api/time/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const incoming = log.lines.find((line) => line.msg === 'incoming request');
    return (incoming?.req as { remoteAddress?: unknown } | undefined)?.remoteAddress;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('takes the caller from X-Forwarded-For only when told to trust the proxy', async () => {
    // Without it, a forged header is not believed: the caller is the connection's address.
    expect(await callerSeen(undefined)).toBe('127.0.0.1');
    expect(await callerSeen('loopback')).toBe('203.0.113.7');
    expect(await callerSeen('1')).toBe('203.0.113.7');
    // A proxy at another address is not the one trusted.
    expect(await callerSeen('10.0.0.1')).toBe('127.0.0.1');
  });
});
