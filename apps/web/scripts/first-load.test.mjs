// The home page's first-load budget, enforced by `npm test` (decisions 0022, 0041): a size, not a
// time. Builds the app with its own Vite config into a temporary folder (apps/web/dist is left
// alone, fresh or not) and measures it as `npm run bench` does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_BYTES, measureFirstLoad } from './first-load.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'segla-first-load-'));

describe('the home page’s first load', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`stays within ${HOME_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip)`, async () => {
    // A production build, as `npm start` makes it: vitest sets NODE_ENV=test, which would
    // give React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    const [home] = measureFirstLoad({ dist: outDir, routes: ['home'] });
    // Its files first, so a failure says what the first load holds.
    expect(home.files.length).toBeGreaterThan(0);
    expect(home.jsBytes, home.files.join(', ')).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});
