// Measures what a first visit to a page downloads: the entry script and stylesheet of
// dist/index.html, the page's lazy route chunk, and every chunk those import statically,
// in gzip bytes. Usage: node apps/web/scripts/first-load.mjs [route-chunk-name ...]
// As a module: measureFirstLoad({ dist, routes }) (bench/run.ts reports it beside its target).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DIST = path.resolve(import.meta.dirname, '..', 'dist');

/**
 * The home page's first-load JavaScript may weigh at most this, gzip (decision 0022): 120 KB,
 * and 5 KB more for the standard parts of issue 28 (Intl formatting, lazy routes; decision
 * 0055). `npm test` fails above it (first-load.test.mjs) and `npm run bench` reports it.
 */
export const HOME_JS_BUDGET_BYTES = 125 * 1024;

/**
 * @param {{ dist?: string, routes?: string[] }} [options]
 * @returns {{ route: string, chunk: string | null, jsBytes: number, cssBytes: number,
 *   files: string[] }[]}
 */
export function measureFirstLoad({ dist = DEFAULT_DIST, routes = ['home'] } = {}) {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

  function staticImports(file) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const found = new Set();
    // `import … from"./x.js"` and bare `import"./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      found.add(`assets/${match[1]}`);
    }
    return found;
  }

  function closure(start) {
    const seen = new Set();
    const todo = [...start];
    while (todo.length) {
      const file = todo.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      for (const next of staticImports(file)) todo.push(next);
    }
    return seen;
  }

  const entry = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/(assets\/[^"]+\.css)"/g)].map(
    (m) => m[1],
  );
  const cssBytes = css.reduce((sum, file) => sum + gzip(file), 0);

  return routes.map((route) => {
    // A page the entry imports itself (the home page, decision 0022) has no chunk of its own.
    const chunk =
      // `home-<hash>.js`, not `home-inline-result-<hash>.js`: the hash is 8 characters.
      readdirSync(assets).find((name) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(name)) ??
      null;
    const files = closure([...entry, ...preloads, ...(chunk ? [`assets/${chunk}`] : [])]);
    const jsBytes = [...files].reduce((sum, file) => sum + gzip(file), 0);
    return { route, chunk, jsBytes, cssBytes, files: [...files].sort() };
  });
}

/** One line per route, as the CLI prints it. */
export function formatFirstLoad({ route, chunk, jsBytes, cssBytes, files }) {
  return `${route}${chunk ? '' : ' (no chunk of its own: in the entry)'}: first-load JS ${(jsBytes / 1024).toFixed(1)} KB gzip in ${files.length} files; CSS ${(cssBytes / 1024).toFixed(1)} KB gzip`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const routes = process.argv.slice(2);
  for (const result of measureFirstLoad(routes.length ? { routes } : {})) {
    console.log(formatFirstLoad(result));
  }
}
