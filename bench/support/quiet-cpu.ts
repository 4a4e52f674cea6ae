import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of all cores' time spent idle over the next `ms`. */
export async function idleShare(ms = 1000): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const { user, nice, sys, idle, irq } = cpu.times;
        return { idle: sum.idle + idle, all: sum.all + user + nice + sys + idle + irq };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await sleep(ms);
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? (after.idle - before.idle) / all : 1;
}

/**
 * Waits until the machine is quiet: a second with at least `target` of the cores idle, or
 * `maxMs` at most (nine runs, so the bench stays within its 10 minutes). Lighthouse multiplies
 * the CPU time it observes (decision 0041), so work left over from an earlier section
 * (PostgreSQL's autovacuum after the regatta, a child process still exiting, Chromium still
 * clearing the Målgång page's storage after a cold start: 94–96 % idle the first second) would
 * be counted four times over. Returns the last second's share.
 */
export async function untilQuiet(target = 0.97, maxMs = 20_000): Promise<number> {
  const deadline = Date.now() + maxMs;
  let share = await idleShare();
  while (share < target && Date.now() < deadline) share = await idleShare();
  return share;
}
