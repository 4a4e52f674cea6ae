// The home page's first-load budget, enforced by `npm test` (decisions 0022, 0041): a size, not a
// time. Builds the app with its own Vite config into a temporary folder (apps/web/dist is left
// alone, fresh or not) and measures it as `npm run bench` does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_BYTES, measureFirstLoad } from './first-load.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'segla-first-load-'));

/** The Mantine vendor chunk (vite.config.ts). */
const MANTINE_CHUNK = /^assets\/mantine-[\w-]{8}\.js$/;

describe('the first load', () => {
  beforeAll(async () => {
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
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`of the home page stays within ${HOME_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip)`, () => {
    const [home] = measureFirstLoad({ dist: outDir, routes: ['home'] });
    // Its files first, so a failure says what the first load holds.
    expect(home.files.length).toBeGreaterThan(0);
    expect(home.jsBytes, home.files.join(', ')).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  it('of the home page, a shared sailing result and Målgång holds no Mantine (decision 0055)', () => {
    // The Målgång page is its route chunk under the club's and the sailing's layouts; a shared
    // result (`/?resultat=segling-…`) is the home page's inline result and the sailing result.
    const routes = [
      'home',
      'club-layout',
      'sailing-layout',
      'sailing-finish',
      'home-inline-result',
      'sailing-result',
    ];
    const measured = measureFirstLoad({ dist: outDir, routes });
    expect(measured.map(({ chunk }) => chunk !== null)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    for (const { route, files } of measured) {
      expect(
        files.filter((file) => MANTINE_CHUNK.test(file)),
        route,
      ).toEqual([]);
    }
    // The chunk exists: were it renamed, the check above would pass for nothing.
    const [clubPage] = measureFirstLoad({ dist: outDir, routes: ['club-page'] });
    expect(clubPage.files.some((file) => MANTINE_CHUNK.test(file))).toBe(true);
  });
});
