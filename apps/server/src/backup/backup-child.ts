import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { BackupError } from './backup-files.ts';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * `segla backup FILE` in a child process. SQLite's copy is one synchronous step (one snapshot,
 * decision 0042) that would stall the server's event loop for its length (~0.8 s per 100 MB);
 * in a child it stalls nothing.
 */
export function backupInChild(config: Config, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'backup', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', (error) => reject(new BackupError(error.message)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(errors.trim() || `kod ${code}`)),
    );
  });
}
