import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';

/** Said when a backup or restore is refused or fails; the command line prints it and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const PARTIAL = /^(.*)\.(\d+)\.partial$/;

/**
 * The temporary file a backup is written to before it gets its name: beside the target (so the
 * rename is atomic, same file system) and named after this process, so a killed backup's
 * leftover is recognised and removed by the next one.
 */
export function partialFile(target: string): string {
  return `${target}.${process.pid}.partial`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what killed backups to `target` left behind (their process is gone). */
export function removeStalePartials(target: string): void {
  const dir = path.dirname(target);
  const base = path.basename(target);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const match = PARTIAL.exec(name);
    if (match?.[1] !== base || isRunning(Number(match[2]))) continue;
    rmSync(path.join(dir, name), { force: true });
  }
}

/** Flushes a file (or a folder's entries) to the disk, so a finished backup survives a crash. */
export function syncToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Gives the finished temporary file its final name in one step, durably. */
export function publish(partial: string, target: string): void {
  syncToDisk(partial);
  renameSync(partial, target);
  syncToDisk(path.dirname(target));
}

/** Refuses a target that already exists, unless `force`: a backup never silently replaces one. */
export function checkTarget(target: string, force: boolean): void {
  if (existsSync(target) && !force) {
    throw new BackupError(
      `Filen ${target} finns redan; välj ett annat namn eller ange --force för att ersätta den.`,
    );
  }
  if (!existsSync(path.dirname(target))) {
    throw new BackupError(`Mappen ${path.dirname(target)} finns inte.`);
  }
}
