// Fails the build when a loop of static imports between built chunks runs through one of the
// libraries' chunks (build-plugins/chunk-groups.ts). Such a loop evaluates one chunk before the code
// it needs (Mantine's core before React was bound, for one: a SegmentedControl in `mantine`
// importing the FloatingIndicator of `overlays`, which imports `mantine`), and the page stays
// blank without an error anyone sees. Loops among our own lazy chunks (a sailing's tabs and
// their live hook) only hold functions and components, which run later; they are listed but
// allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The chunks of build-plugins/chunk-groups.ts that hold libraries (and the runtime). */
const LIBRARY_CHUNK = /^(framework|shell|mantine|overlays|forms|club|rolldown-runtime)-[\w-]+\.js$/;

/** The static imports of every built chunk, by file name. */
export function chunkImports(dist) {
  const assets = path.join(dist, 'assets');
  const graph = new Map();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    const imports = new Set();
    for (const match of code.matchAll(
      /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      imports.add(match[1]);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** Each loop of static imports among the chunks, as the list of files round it. */
export function chunkCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = chunkCycles(chunkImports(process.argv[2] ?? 'dist'));
  const fatal = cycles.filter((cycle) => cycle.some((file) => LIBRARY_CHUNK.test(file)));
  for (const cycle of cycles.filter((c) => !fatal.includes(c))) {
    console.warn(`Lazy chunks that import each other (allowed): ${cycle.join(' → ')}`);
  }
  if (fatal.length > 0) {
    console.error(
      "Chunks that import each other through a library's chunk (fix build-plugins/chunk-groups.ts):",
    );
    for (const cycle of fatal) console.error(`  ${cycle.join(' → ')}`);
    process.exit(1);
  }
}
