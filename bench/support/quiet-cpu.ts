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
  return idleUntil(target, maxMs, () => true);
}

/**
 * Measures idle seconds until one has at least `target` of the cores idle and `also` holds, or
 * `maxMs` has passed. Returns the last second's share.
 */
async function idleUntil(target: number, maxMs: number, also: () => boolean): Promise<number> {
  const deadline = Date.now() + maxMs;
  let share = await idleShare();
  while ((share < target || !also()) && Date.now() < deadline) share = await idleShare();
  return share;
}

/** The machine before a section: its 1-minute load average and the last second's idle share. */
export interface Settled {
  load: number;
  idle: number;
  cpus: number;
  /** False when `maxMs` passed before the machine was quiet. */
  quiet: boolean;
}

/**
 * Waits, at most `maxMs`, until the machine is quiet by both measures: the 1-minute load average
 * below the core count (issue 15's "quiet machine") and a second with at least `target` of the
 * cores idle. The load average trails the CPU by a minute: after the 10,000-client section it
 * still counted that section's own processes when the next one began, though the cores were
 * idle. Waiting for it keeps each section's figures apart from the one before.
 */
export async function untilSettled(target = 0.97, maxMs = 60_000): Promise<Settled> {
  const cpus = os.availableParallelism();
  const idle = await idleUntil(target, maxMs, () => os.loadavg()[0]! < cpus);
  const load = os.loadavg()[0]!;
  return { load, idle, cpus, quiet: load < cpus && idle >= target };
}

/** "load average 0.8 and 99 % idle before the section", or why it was not quiet. */
export function settledText({ load, idle, quiet }: Settled): string {
  const text = `load average ${load.toFixed(1)} and ${Math.round(idle * 100)} % idle before the section`;
  return quiet ? text : `${text} (busy: other work shares the CPUs, figures are inflated)`;
}
