import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups, firstLoadChunk } from './build-plugins/chunk-groups.ts';
import { embedBoard } from './build-plugins/embed-board.ts';
import { finishOfflineAssets } from './build-plugins/finish-offline-assets.ts';
import { finishServiceWorker } from './build-plugins/finish-service-worker.ts';
import { routePages } from './build-plugins/route-pages.ts';
import { preloadedPages } from './src/app/preloaded-pages.ts';

export default defineConfig({
  plugins: [
    react(),
    finishServiceWorker(),
    finishOfflineAssets(),
    routePages(preloadedPages),
    embedBoard(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // The preload map of the lazy routes need not list the chunks of the first load: they
      // are always there before any lazy route loads. A shorter map is a smaller entry. The
      // page itself does preload them (index.html's <link rel="modulepreload">), so the
      // browser fetches them beside the entry, not one round trip after it (decision 0041).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !firstLoadChunk.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
