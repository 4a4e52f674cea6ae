// Measures what a first visit to a page downloads: the entry script and stylesheet of
// dist/index.html, the page's lazy route chunk, and every chunk those import statically,
// in gzip bytes. Usage: node apps/web/scripts/first-load.mjs [route-chunk-name ...]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const assets = path.join(dist, 'assets');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['home'];

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

for (const route of routes) {
  const chunk = readdirSync(assets).find(
    (name) => name.startsWith(`${route}-`) && name.endsWith('.js'),
  );
  if (!chunk) throw new Error(`no chunk named ${route}-*.js in dist/assets`);
  const files = closure([...entry, ...preloads, `assets/${chunk}`]);
  const js = [...files].reduce((sum, file) => sum + gzip(file), 0);
  const cssBytes = css.reduce((sum, file) => sum + gzip(file), 0);
  console.log(
    `${route}: first-load JS ${(js / 1024).toFixed(1)} KB gzip in ${files.size} files; CSS ${(cssBytes / 1024).toFixed(1)} KB gzip`,
  );
}
