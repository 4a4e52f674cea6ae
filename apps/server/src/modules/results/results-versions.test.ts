import { describe, expect, it } from 'vitest';
import { ResultsVersions, type VersionQueries } from './results-versions.ts';

/** A sailing's version row as the query gives it. */
const row = (version: number) => ({
  id: 1,
  club_id: 1,
  status: 'ongoing' as const,
  results_version: version,
});

/** Queries answering `version()` at the time asked, after `gate` (to hold a read open). */
function queries(version: () => number, gate: () => Promise<void> = () => Promise.resolve()) {
  let count = 0;
  const fake: VersionQueries = {
    sailing: async () => {
      count += 1;
      const answer = row(version());
      await gate();
      return answer;
    },
    series: () => Promise.resolve(undefined),
  };
  return { fake, count: () => count };
}

describe('ResultsVersions', () => {
  it('reads the database while nothing keeps memory current', async () => {
    const q = queries(() => 1);
    const versions = new ResultsVersions(q.fake);
    await versions.sailing(1);
    await versions.sailing(1);
    expect(q.count()).toBe(2);
  });

  it('keeps a version until a notice names it', async () => {
    let current = 1;
    const q = queries(() => current);
    const versions = new ResultsVersions(q.fake);
    versions.watch(
      () => true,
      () => Promise.resolve(),
    );
    expect((await versions.sailing(1))?.results_version).toBe(1);
    expect((await versions.sailing(1))?.results_version).toBe(1);
    expect(q.count()).toBe(1);
    current = 2;
    versions.forget('series:1');
    expect((await versions.sailing(1))?.results_version).toBe(1);
    versions.forget('sailing:1');
    expect((await versions.sailing(1))?.results_version).toBe(2);
    expect(q.count()).toBe(2);
  });

  it('keeps a figure until any notice, and never while memory cannot be trusted', async () => {
    let current = 10;
    let computed = 0;
    const compute = () => {
      computed += 1;
      return Promise.resolve(current);
    };
    const versions = new ResultsVersions(queries(() => 1).fake);
    expect(await versions.figure('total', compute)).toBe(10);
    expect(await versions.figure('total', compute)).toBe(10);
    expect(computed).toBe(2);
    versions.watch(
      () => true,
      () => Promise.resolve(),
    );
    expect(await versions.figure('total', compute)).toBe(10);
    current = 11;
    expect(await versions.figure('total', compute)).toBe(10);
    expect(computed).toBe(3);
    versions.forget('sailing:7');
    expect(await versions.figure('total', compute)).toBe(11);
    current = 12;
    versions.forgetAll();
    expect(await versions.figure('total', compute)).toBe(12);
    expect(await versions.figure('total', compute)).toBe(12);
    expect(computed).toBe(5);
  });

  it('keeps a figure of `figureUntil` until a notice of one of its keys, or a reset', async () => {
    let current = 10;
    let computed = 0;
    let release = () => undefined as void;
    let gate = Promise.resolve();
    const compute = async () => {
      computed += 1;
      const answer = current;
      await gate;
      return answer;
    };
    const versions = new ResultsVersions(queries(() => 1).fake);
    const read = () => versions.figureUntil('totals', ['totals:0', 'entries:0'], compute);
    expect(await read()).toBe(10);
    expect(await read()).toBe(10);
    expect(computed).toBe(2);
    versions.watch(
      () => true,
      () => Promise.resolve(),
    );
    expect(await read()).toBe(10);
    current = 11;
    versions.forget('sailing:7');
    versions.forget('index:0');
    expect(await read()).toBe(10);
    expect(computed).toBe(3);
    versions.forget('totals:0');
    expect(await read()).toBe(11);
    current = 15;
    versions.forget('entries:0');
    expect(await read()).toBe(15);
    current = 12;
    versions.forgetAll();
    expect(await read()).toBe(12);
    expect(computed).toBe(6);
    // A notice of its key while it is computed: the value may miss that change, so not kept.
    gate = new Promise<void>((resolve) => (release = resolve));
    current = 13;
    versions.forget('totals:0');
    const reading = read();
    current = 14;
    versions.forget('totals:0');
    release();
    expect(await reading).toBe(13);
    gate = Promise.resolve();
    expect(await read()).toBe(14);
    expect(await read()).toBe(14);
    expect(computed).toBe(8);
  });

  it('does not keep a version read while a notice arrived', async () => {
    let current = 1;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const q = queries(
      () => current,
      () => held,
    );
    const versions = new ResultsVersions(q.fake);
    versions.watch(
      () => true,
      () => Promise.resolve(),
    );
    const reading = versions.sailing(1);
    // The change commits after the read saw version 1; its notice comes before the read ends.
    current = 2;
    versions.forget('sailing:1');
    release();
    expect((await reading)?.results_version).toBe(1);
    expect((await versions.sailing(1))?.results_version).toBe(2);
  });

  it('waits for the barrier, and reads the database when it fails', async () => {
    const q = queries(() => 1);
    const versions = new ResultsVersions(q.fake);
    let barrier = Promise.resolve(true);
    versions.watch(
      () => barrier,
      () => Promise.resolve(),
    );
    await versions.sailing(1);
    await versions.sailing(1);
    expect(q.count()).toBe(1);
    barrier = Promise.resolve(false);
    await versions.sailing(1);
    expect(q.count()).toBe(2);
  });

  it('forgets everything on a reset', async () => {
    const q = queries(() => 1);
    const versions = new ResultsVersions(q.fake);
    versions.watch(
      () => true,
      () => Promise.resolve(),
    );
    await versions.sailing(1);
    versions.forgetAll();
    await versions.sailing(1);
    expect(q.count()).toBe(2);
  });
});
