import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Where the build lists the code the Målgång page opens later (finishOfflineAssets). */
const FINISH_OFFLINE_ASSETS = 'finish-offline-assets.json';

/** The route modules of the Målgång page (`/clubs/:club/sailings/:sailing/finish`). */
const FINISH_ROUTE_MODULES = [
  'src/app/routes/clubs/club-layout.tsx',
  'src/app/routes/clubs/sailing-layout.tsx',
  'src/app/routes/clubs/sailing-finish.tsx',
  // The safety tally "Säkerhet" (issue 31) opens offline on the same service worker.
  'src/app/routes/clubs/sailing-safety.tsx',
];

/**
 * Lists in dist/finish-offline-assets.json the files of the code the Målgång page opens only
 * when asked (its forms, overlays and the parts shown when there is something to show): what
 * the page's chunks import dynamically, with everything that imports, and their CSS. The page hands the
 * list to its service worker, which fetches them into the offline copy, so "Ändra" and "Kod"
 * open offline too (decision 0032). The entry and its chunks are the page's own load already.
 */
export function finishOfflineAssets(): Plugin {
  let root = process.cwd();
  return {
    name: 'segla-finish-offline-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryLoad = staticClosure(
        chunks.filter((chunk) => chunk.isEntry),
        byFile,
      );
      const routeIds = new Set(FINISH_ROUTE_MODULES.map((module) => path.resolve(root, module)));
      const page = staticClosure(
        chunks.filter((chunk) => chunk.moduleIds.some((id) => routeIds.has(id))),
        byFile,
      );
      // The page's own chunks, then what they (and what they load) import dynamically, without
      // the first load's chunks, which every page has already.
      const own = (chunk: Rolldown.OutputChunk) => !entryLoad.has(chunk);
      const later = new Set<Rolldown.OutputChunk>();
      const visit = (chunk: Rolldown.OutputChunk) => {
        for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
          const next = byFile.get(file);
          if (!next || !own(next) || later.has(next) || page.has(next)) continue;
          later.add(next);
          visit(next);
        }
      };
      for (const chunk of [...page].filter(own)) visit(chunk);
      const files = new Set<string>();
      for (const chunk of later) {
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
      if (page.size === 0 || files.size === 0) {
        this.error(`${FINISH_OFFLINE_ASSETS}: found none of the Målgång page's later code`);
      }
      this.emitFile({
        type: 'asset',
        fileName: FINISH_OFFLINE_ASSETS,
        source: JSON.stringify([...files].sort().map((file) => `/${file}`)),
      });
    },
  };
}

/** The chunks of `start` and every chunk they import statically. */
function staticClosure(
  start: Rolldown.OutputChunk[],
  byFile: Map<string, Rolldown.OutputChunk>,
): Set<Rolldown.OutputChunk> {
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return seen;
}
