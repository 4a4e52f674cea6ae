import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/** A page whose code the server names in its HTML (decision 0046). */
export interface RoutePage {
  /** Names its HTML file: `pages/<name>.html`. */
  name: string;
  /** Its address, in the router's syntax (`:param` is one path segment). */
  path: string;
  /**
   * The route modules the router loads for it, from the route table to the page, relative to
   * the web app's folder. src/app/preloaded-pages.test.ts holds the list to the route table.
   */
  modules: string[];
}

/** Where the build lists the pages and their HTML files, for the server (plugins/spa.ts). */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/**
 * Writes, for each page, a copy of index.html that also names every chunk the router will load
 * for that page (`<link rel="modulepreload">`) and its stylesheets, and lists the copies in
 * dist/route-pages.json. The server answers the page's address with its copy, so the browser fetches the page's code beside the entry instead of
 * two round trips after it (the route table, then the route modules); on a phone's mobile
 * connection each round trip is a few hundred milliseconds before the page can show.
 */
export function routePages(pages: RoutePage[]): Plugin {
  let root = process.cwd();
  return {
    name: 'segla-route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error(`${ROUTE_PAGES_FILE}: no index.html in the build`);
      }
      const index = html.source;
      const graph = chunkGraph(bundle);
      const listed: { path: string; file: string }[] = [];
      for (const page of pages) {
        const { scripts, styles } = graph.closure(
          page.modules.map((module) => {
            const id = path.resolve(root, module);
            const chunk = graph.chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) this.error(`${ROUTE_PAGES_FILE}: ${page.name}: no chunk holds ${module}`);
            return chunk;
          }),
        );
        // What index.html loads already (the entry and the first load) is not named twice.
        const named = (file: string) => index.includes(`/${file}"`);
        const links = [
          ...[...scripts]
            .filter((file) => !named(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles]
            .filter((file) => !named(file))
            // A stylesheet, not a preload: styled once with the page's first frame, and the
            // chunk's loader finds it there instead of adding it (a second style pass later).
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        const file = `pages/${page.name}.html`;
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
        listed.push({ path: page.path, file });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PAGES_FILE,
        source: JSON.stringify(listed),
      });
    },
  };
}
