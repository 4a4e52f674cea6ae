// `npm start`: build the web app if it has not been built, then run the server (which migrates).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('Bygger webbappen (första starten)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@segla/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Bygget av webbappen misslyckades.');
    process.exit(build.status ?? 1);
  }
}

// The server runs in this very process (no wrapper), so SIGTERM reaches it directly.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
