import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/**
 * Builds the Målgång page's service worker (src/features/finish/queue/offline/finish-sw.ts)
 * into dist/finish-sw.js after the app: one self-contained script (Workbox inlined) at the
 * root, so it may control the page's paths. A build of its own keeps it out of the app's
 * chunks and the app's chunks out of it.
 */
export function finishServiceWorker(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let outDir = 'dist';
  return {
    name: 'segla-finish-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        // Workbox logs in development builds only.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          minify: true,
          lib: {
            entry: 'src/features/finish/queue/offline/finish-sw.ts',
            formats: ['iife'],
            name: 'seglaFinishServiceWorker',
            fileName: () => 'finish-sw.js',
          },
        },
      });
    },
  };
}
