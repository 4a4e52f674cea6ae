import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';
import { anyOf, files } from './module-match.ts';

/** Where the build lists the code the Målgång page opens later (finishOfflineAssets). */
const FINISH_OFFLINE_ASSETS = 'finish-offline-assets.json';

/**
 * The modules whose dynamic imports are the Målgång page's later code: its forms and overlays,
 * the parts shown only when there is something to show (a boat's codes, refused writes, the
 * sailors' reports), and the sailing's edit form (its action bar's "Redigera", not warmed on
 * that page).
 */
const finishLaterCode = anyOf(
  files(
    'src/features/finish/components/lazy-forms.tsx',
    'src/features/finish/components/code-drawer.tsx',
    'src/features/finish/components/rejected-writes.tsx',
    'src/app/routes/clubs/club-reported-finishes.tsx',
    'src/components/lazy-overlays.ts',
    'src/features/finish-reports/components/lazy-correct-finish-form.tsx',
    'src/features/sailings/components/sailing-actions.tsx',
  ),
);

/**
 * Lists in dist/finish-offline-assets.json the files of the code the Målgång page opens only
 * when asked (what `finishLaterCode`'s modules import dynamically), with everything they import
 * and their CSS. The page hands the list to its service worker, which fetches them into the
 * offline copy: "Ändra" and "Kod" open offline too, while the page itself evaluates none of
 * that code (zod, Mantine's overlays) until it is opened (decisions 0032, 0041).
 */
export function finishOfflineAssets(): Plugin {
  return {
    name: 'segla-finish-offline-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const later = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (!finishLaterCode.test(id)) continue;
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          later.add(target);
      }
      const graph = chunkGraph(bundle);
      const { scripts, styles } = graph.closure(
        graph.chunks.filter((chunk) => chunk.moduleIds.some((id) => later.has(id))),
      );
      const files = new Set([...scripts, ...styles]);
      if (later.size === 0 || files.size === 0) {
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
