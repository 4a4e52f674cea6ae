import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { WAIT } from '../../../test/waits.ts';
import { SailingQueue, type FinishQueueOptions } from './finish-queue.ts';
import { closeQueueDb, listEntries, listRejected, openQueueDb } from './queue-db.ts';
import type { FinishWrite, QueueEntry } from './types.ts';

const SAILING = 7;
const stamp = (competitorId: number, finishTime: string): FinishWrite => ({
  kind: 'finish',
  competitorId,
  finishTime,
  stamped: true,
});

let dbName = '';
let counter = 0;
const made: SailingQueue[] = [];

/** A queue over this test's own database; backoff so long that only events send again. */
function makeQueue(options: FinishQueueOptions = {}) {
  const queue = new SailingQueue(SAILING, {
    dbName,
    backoffMs: [60_000],
    device: () => 'Telefon TEST',
    ...options,
  });
  made.push(queue);
  return queue;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

async function stored() {
  return listEntries(await openQueueDb(dbName), SAILING);
}

/** Waits until nothing is pending in the queue's state and in the database. */
async function drained(queue: SailingQueue) {
  await vi.waitFor(async () => {
    expect(queue.getSnapshot().pending).toHaveLength(0);
    expect(await stored()).toHaveLength(0);
  }, WAIT);
}

beforeEach(() => {
  dbName = `finish-queue-test-${++counter}`;
  setOnline(true);
});

afterEach(async () => {
  for (const queue of made.splice(0)) queue.dispose();
  await closeQueueDb(dbName);
  setOnline(true);
  vi.unstubAllGlobals();
});

describe('SailingQueue', () => {
  it('stores the write in IndexedDB before it sends it', async () => {
    const seenInDb: boolean[] = [];
    const queue = makeQueue({
      send: async (entry) => {
        const rows = await stored();
        seenInDb.push(rows.some((row) => row.clientId === entry.clientId));
        return {};
      },
    });
    const entry = await queue.enqueue(stamp(1, '18:42:07'));
    await drained(queue);
    expect(seenInDb).toEqual([true]);
    expect(entry).toMatchObject({
      sailingId: SAILING,
      device: 'Telefon TEST',
      attempts: 0,
      write: stamp(1, '18:42:07'),
    });
    expect(entry.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has the write stored when enqueue resolves, even offline', async () => {
    setOnline(false);
    const send = vi.fn(() => Promise.resolve({}));
    const queue = makeQueue({ send });
    const stampedAt = new Date('2026-06-01T16:42:07.000Z');
    const entry = await queue.enqueue(stamp(1, '18:42:07'), stampedAt);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: entry.clientId, queuedAt: stampedAt.toISOString() });
    expect(queue.getSnapshot().pending.map((item) => item.clientId)).toEqual([entry.clientId]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the writes one at a time in the order they were made', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    let overlapped = false;
    const queue = makeQueue({
      send: async (entry) => {
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (entry.write.kind === 'finish') sent.push(entry.write.competitorId);
        inFlight -= 1;
        return {};
      },
    });
    for (const id of [1, 2, 3, 4, 5]) await queue.enqueue(stamp(id, `18:42:0${id}`));
    await drained(queue);
    expect(sent).toEqual([1, 2, 3, 4, 5]);
    expect(overlapped).toBe(false);
  });

  it('maps each kind of write to its request with client_id and device', async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    const queue = makeQueue();
    const finish = await queue.enqueue(stamp(11, '18:42:07'));
    const edit = await queue.enqueue({
      kind: 'finish',
      competitorId: 12,
      finishTime: '18:50:00',
      stamped: false,
      base: '18:49:58',
    });
    const code = await queue.enqueue({ kind: 'code', competitorId: 13, code: 'DNF' });
    const start = await queue.enqueue({ kind: 'start', startGroupId: 4, startTime: '18:00:00' });
    await drained(queue);
    expect(calls.map((call) => [call.init?.method, call.url, call.body])).toEqual([
      [
        'PATCH',
        '/api/competitors/11/update-elapsed-time/',
        {
          finish_time: '18:42:07',
          stamped: true,
          client_id: finish.clientId,
          device: 'Telefon TEST',
        },
      ],
      [
        'PATCH',
        '/api/competitors/12/update-elapsed-time/',
        {
          finish_time: '18:50:00',
          stamped: false,
          base: '18:49:58',
          client_id: edit.clientId,
          device: 'Telefon TEST',
        },
      ],
      [
        'PATCH',
        '/api/competitors/13/update-elapsed-time/',
        { code: 'DNF', client_id: code.clientId, device: 'Telefon TEST' },
      ],
      [
        'POST',
        '/api/start-groups/4/start/',
        { start_time: '18:00:00', client_id: start.clientId, device: 'Telefon TEST' },
      ],
    ]);
  });

  it('keeps a write that got no answer and sends it with the same client id when back online', async () => {
    let fail = true;
    const calls = mockFetch(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { id: 1 });
    });
    const queue = makeQueue();
    const entry = await queue.enqueue(stamp(1, '18:42:07'));
    await vi.waitFor(() => expect(queue.getSnapshot().unreachable).toBe(true), WAIT);
    expect(calls).toHaveLength(1);
    expect(await stored()).toMatchObject([{ clientId: entry.clientId, attempts: 1 }]);
    expect(queue.getSnapshot().pending).toHaveLength(1);

    fail = false;
    window.dispatchEvent(new Event('online'));
    await drained(queue);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => (call.body as { client_id: string }).client_id)).toEqual([
      entry.clientId,
      entry.clientId,
    ]);
    expect(queue.getSnapshot().unreachable).toBe(false);
  });

  it('retries by itself after the backoff wait, 5xx and 429 included, keeping later writes behind', async () => {
    const answers = [503, 429, 200, 200];
    const calls = mockFetch(() => jsonResponse(answers.shift() ?? 200, {}));
    const queue = makeQueue({ backoffMs: [5, 10] });
    const first = await queue.enqueue(stamp(1, '18:42:07'));
    const second = await queue.enqueue(stamp(2, '18:42:09'));
    await drained(queue);
    const ids = calls.map((call) => (call.body as { client_id: string }).client_id);
    expect(ids).toEqual([first.clientId, first.clientId, first.clientId, second.clientId]);
  });

  it('removes a write once the server answers 2xx and tells the listeners', async () => {
    mockFetch(() => jsonResponse(200, { id: 1, finish_time: '18:42:07' }));
    const queue = makeQueue();
    const acknowledged = vi.fn();
    queue.onAcknowledged(acknowledged);
    const entry = await queue.enqueue(stamp(1, '18:42:07'));
    await drained(queue);
    expect(acknowledged).toHaveBeenCalledWith({
      entry: expect.objectContaining({ clientId: entry.clientId }) as unknown,
      body: { id: 1, finish_time: '18:42:07' },
    });
  });

  it('moves a write the server refuses with 400 to the refused list, and goes on', async () => {
    const answers = [
      jsonResponse(400, { finish_time: ['Ange en tid som HH:MM:SS.'] }),
      jsonResponse(200, {}),
    ];
    mockFetch(() => answers.shift() ?? jsonResponse(200, {}));
    const queue = makeQueue();
    const onRejected = vi.fn();
    queue.onRejected(onRejected);
    const bad = await queue.enqueue(stamp(1, '18:42:07'));
    await queue.enqueue(stamp(2, '18:42:09'));
    await drained(queue);
    const { rejected } = queue.getSnapshot();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({
      clientId: bad.clientId,
      status: 400,
      message: 'Ange en tid som HH:MM:SS.',
      body: { finish_time: ['Ange en tid som HH:MM:SS.'] },
    });
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(await listRejected(await openQueueDb(dbName), SAILING)).toHaveLength(1);

    await queue.dismissRejected(bad.clientId);
    expect(queue.getSnapshot().rejected).toHaveLength(0);
    expect(await listRejected(await openQueueDb(dbName), SAILING)).toHaveLength(0);
  });

  it('reports a 409 conflict with the server detail and the change to apply', async () => {
    const change = { id: 99, status: 'conflict' };
    mockFetch(() => jsonResponse(409, { detail: 'Tiden har ändrats av någon annan.', change }));
    const queue = makeQueue();
    await queue.enqueue({
      kind: 'finish',
      competitorId: 1,
      finishTime: '18:50:00',
      stamped: false,
      base: '18:49:00',
    });
    await drained(queue);
    expect(queue.getSnapshot().rejected[0]).toMatchObject({
      status: 409,
      message: 'Tiden har ändrats av någon annan.',
      body: { change },
    });
  });

  it('keeps retrying a 401 (a lapsed login must not lose taps)', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(401, { detail: 'x' })));
    const queue = makeQueue({ send });
    await queue.enqueue(stamp(1, '18:42:07'));
    await vi.waitFor(async () => expect(await stored()).toMatchObject([{ attempts: 1 }]), WAIT);
    expect(queue.getSnapshot().rejected).toHaveLength(0);
    expect(queue.getSnapshot().unreachable).toBe(false);
  });

  it('cancels a write not sent yet, and refuses one that was sent', async () => {
    setOnline(false);
    const send = vi.fn(() => Promise.reject(new NetworkError()));
    const queue = makeQueue({ send });
    const unsent = await queue.enqueue(stamp(1, '18:42:07'));
    expect(await queue.cancel(unsent.clientId)).toBe(true);
    expect(await stored()).toHaveLength(0);
    expect(queue.getSnapshot().pending).toHaveLength(0);

    const sent = await queue.enqueue(stamp(2, '18:42:09'));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), WAIT);
    await vi.waitFor(() => expect(queue.getSnapshot().unreachable).toBe(true), WAIT);
    expect(await queue.cancel(sent.clientId)).toBe(false);
    expect(await stored()).toHaveLength(1);
    expect(await queue.cancel('no-such-id')).toBe(false);
  });

  it('does not try while the browser is offline, and sends when the online event comes', async () => {
    setOnline(false);
    const send = vi.fn((_entry: QueueEntry) => Promise.resolve({}));
    const queue = makeQueue({ send });
    await queue.enqueue(stamp(1, '18:42:07'));
    await queue.enqueue(stamp(2, '18:42:08'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await drained(queue);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('survives a reload: a new queue over the same database has the writes and sends them', async () => {
    setOnline(false);
    const first = makeQueue({ send: () => Promise.resolve({}) });
    const a = await first.enqueue(stamp(1, '18:42:07'));
    const b = await first.enqueue(stamp(2, '18:42:09'));
    first.dispose();
    await closeQueueDb(dbName);

    const sent: string[] = [];
    const reloaded = makeQueue({
      send: (entry) => {
        sent.push(entry.clientId);
        return Promise.resolve({});
      },
    });
    await vi.waitFor(() => expect(reloaded.getSnapshot().loaded).toBe(true), WAIT);
    expect(reloaded.getSnapshot().pending.map((entry) => entry.clientId)).toEqual([
      a.clientId,
      b.clientId,
    ]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await drained(reloaded);
    expect(sent).toEqual([a.clientId, b.clientId]);
  });

  it('keeps each sailing to its own queue', async () => {
    setOnline(false);
    const seven = makeQueue();
    const other = new SailingQueue(8, { dbName, device: () => 'Telefon TEST' });
    made.push(other);
    await seven.enqueue(stamp(1, '18:42:07'));
    await other.enqueue({ kind: 'code', competitorId: 2, code: 'DNS' });
    await vi.waitFor(() => expect(other.getSnapshot().pending).toHaveLength(1), WAIT);
    expect(seven.getSnapshot().pending).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it('sends holding the Web Lock of the sailing where the browser has locks', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      locks: {
        request: async (name: string, task: () => Promise<void>) => {
          names.push(name);
          await task();
        },
      },
    });
    const queue = makeQueue({ send: () => Promise.resolve({}) });
    await queue.enqueue(stamp(1, '18:42:07'));
    await drained(queue);
    expect(names).toContain(`segla-finish-sender-${SAILING}`);
  });

  it("shows another tab's taps, and two tabs send each write once (one sender per sailing)", async () => {
    // Web Locks as the browser has them: one holder per name, the others wait in turn.
    const tails = new Map<string, Promise<void>>();
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      locks: {
        request: (name: string, task: () => Promise<void>) => {
          const run = (tails.get(name) ?? Promise.resolve()).then(task);
          tails.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
    const sent: string[] = [];
    const send = async (entry: QueueEntry) => {
      sent.push(entry.clientId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {};
    };
    const tabA = makeQueue({ send });
    const tabB = makeQueue({ send });
    const fromA = await tabA.enqueue(stamp(1, '18:42:07'));
    const fromB = await tabB.enqueue(stamp(2, '18:42:08'));
    await tabA.enqueue(stamp(3, '18:42:09'));
    await drained(tabA);
    await vi.waitFor(() => expect(tabB.getSnapshot().pending).toHaveLength(0), WAIT);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    expect(sent.slice(0, 2)).toEqual([fromA.clientId, fromB.clientId]);
  });

  it('sees a tap stored by another tab without a reload', async () => {
    setOnline(false);
    const tabA = makeQueue();
    const tabB = makeQueue();
    await vi.waitFor(() => expect(tabB.getSnapshot().loaded).toBe(true), WAIT);
    const entry = await tabA.enqueue(stamp(1, '18:42:07'));
    await vi.waitFor(
      () =>
        expect(tabB.getSnapshot().pending.map((item) => item.clientId)).toEqual([entry.clientId]),
      WAIT,
    );
  });

  it('tries again at once when the connection returns during a failing attempt', async () => {
    let fail: () => void = () => undefined;
    const send = vi
      .fn<(entry: QueueEntry) => Promise<unknown>>()
      .mockImplementationOnce(
        () => new Promise((_resolve, reject) => (fail = () => reject(new NetworkError()))),
      )
      .mockResolvedValue({});
    const queue = makeQueue({ send });
    await queue.enqueue(stamp(1, '18:42:07'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), WAIT);
    window.dispatchEvent(new Event('online'));
    fail();
    // The backoff is a minute long: only the wake-up can send it this soon.
    await drained(queue);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
