/**
 * The bench's child processes (servers, client workers): started with tsx, spoken to over IPC,
 * every wait bounded in time, always stopped (SIGKILL after a grace period).
 */
import { fork, type ChildProcess } from 'node:child_process';

/** Every IPC message of the bench's children has a `type`. */
export interface ChildMessage {
  type: string;
}

/** `flags`: extra node flags (e.g. `--cpu-prof`). */
export function forkChild(
  file: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
  flags = '',
) {
  return fork(file, args, {
    execArgv: ['--import', 'tsx', ...flags.split(' ').filter(Boolean)],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The child's next message of `type`; rejects if it exits, reports an error, or `ms` pass. */
export function nextMessage<M extends ChildMessage>(
  child: ChildProcess,
  type: M['type'],
  ms = 60_000,
): Promise<M> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: ChildMessage & { message?: string }) => {
      if (message.type === 'error') {
        done();
        reject(new Error(message.message ?? 'child failed'));
      } else if (message.type === type) {
        done();
        resolve(message as M);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`bench child exited (${code}) while waiting for "${type}"`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`bench child sent no "${type}" within ${ms / 1000} s`));
    }, ms);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Sends a command and waits for its answer of `type`. */
export function ask<M extends ChildMessage>(
  child: ChildProcess,
  command: object,
  type: M['type'],
  ms?: number,
): Promise<M> {
  const answer = nextMessage<M>(child, type, ms);
  child.send(command);
  return answer;
}

/** Asks the child to stop (`{cmd: 'stop'}`), and kills it if it has not exited after `ms`. */
export async function stopChild(child: ChildProcess, ms = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ cmd: 'stop' });
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/** Reports a child's failure to the parent (its waits reject with the message). */
export function reportChildError(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.send?.({ type: 'error', message });
}

/**
 * Runs `main` when this process was forked to run `moduleFile` (the caller's
 * `import.meta.filename`) and a parent listens; a failure is reported to the parent.
 */
export function runAsForkedChild(moduleFile: string, main: () => void): void {
  if (process.argv[1] !== moduleFile || !process.send) return;
  try {
    main();
  } catch (error) {
    reportChildError(error);
  }
}

/** A moment on the machine's monotonic clock in ms, comparable across processes (Linux). */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The CPU time this process has used, in ms (user + system). */
export function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
