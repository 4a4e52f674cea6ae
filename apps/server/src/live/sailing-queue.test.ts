import { describe, expect, it } from 'vitest';
import { SailingQueue } from './sailing-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SailingQueue', () => {
  it('runs one sailing’s tasks one at a time, in order, and sailings side by side', async () => {
    const log: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const queue = new SailingQueue<string>(
      async (sailingId, task) => {
        log.push(`start ${sailingId}:${task}`);
        const gate = deferred();
        gates.set(`${sailingId}:${task}`, gate);
        await gate.promise;
        log.push(`end ${sailingId}:${task}`);
      },
      (a, b) => a === b,
      () => undefined,
    );
    queue.push(1, 'a');
    queue.push(1, 'b');
    queue.push(2, 'a');
    expect(log).toEqual(['start 1:a', 'start 2:a']);
    gates.get('1:a')!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['start 1:a', 'start 2:a', 'end 1:a', 'start 1:b']);
    gates.get('1:b')!.resolve();
    gates.get('2:a')!.resolve();
    await queue.idle();
    expect(queue.busy).toBe(0);
  });

  it('lets a waiting task absorb an identical one, but never the running one', async () => {
    const runs: string[] = [];
    const gate = deferred();
    const queue = new SailingQueue<string>(
      async (_id, task) => {
        runs.push(task);
        if (runs.length === 1) await gate.promise;
      },
      (a, b) => a === b,
      () => undefined,
    );
    queue.push(7, 'results');
    for (let i = 0; i < 50; i += 1) queue.push(7, 'results');
    queue.push(7, 'sailing');
    queue.push(7, 'results');
    gate.resolve();
    await queue.idle();
    expect(runs).toEqual(['results', 'results', 'sailing']);
  });

  it('reports a failing task and goes on with the next', async () => {
    const errors: unknown[] = [];
    const runs: string[] = [];
    const queue = new SailingQueue<string>(
      (_id, task) => {
        runs.push(task);
        return task === 'bad' ? Promise.reject(new Error('boom')) : Promise.resolve();
      },
      (a, b) => a === b,
      (error) => errors.push(error),
    );
    queue.push(1, 'bad');
    queue.push(1, 'good');
    await queue.idle();
    expect(runs).toEqual(['bad', 'good']);
    expect(errors).toHaveLength(1);
  });

  it('keeps a series board’s queue apart from the sailing with the same number', async () => {
    const runs: string[] = [];
    const gate = deferred();
    const queue = new SailingQueue<string>(
      async (key, task) => {
        runs.push(`${key}:${task}`);
        if (key === 3) await gate.promise;
      },
      (a, b) => a === b,
      () => undefined,
    );
    queue.push(3, 'board');
    queue.push('series:3', 'board');
    await new Promise((r) => setTimeout(r, 0));
    // The series' task ran while the sailing's waited.
    expect(runs).toEqual(['3:board', 'series:3:board']);
    gate.resolve();
    await queue.idle();
  });
});
