import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { embedBoard } from './build-plugins/embed-board.ts';
import { finishOfflineAssets } from './build-plugins/finish-offline-assets.ts';
import { finishServiceWorker } from './build-plugins/finish-service-worker.ts';

/** An npm package's modules, by its name. */
const packages = (...names: string[]) =>
  new RegExp(String.raw`[\\/]node_modules[\\/](${names.join('|')})[\\/]`);

export default defineConfig({
  plugins: [react(), finishServiceWorker(), finishOfflineAssets(), embedBoard()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Preload links for the entry's imports only, so index.html fetches the app and the
    // framework at once instead of one after the other. None for a lazy chunk's imports: the
    // browser finds them in the chunk, and Vite's helper compared each with every link in the
    // page, 70 ms of a phone's main thread on a result page (decisions 0055, 0059).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // Rolldown's inlining of common chunks asks for it: no chunk is imported from outside.
      preserveEntrySignatures: false,
      output: {
        // Two vendor chunks, cached across releases: the framework, and Mantine, which only
        // the pages that use it load (not the home page or Målgång, decision 0055). The rest
        // splits along the lazy routes; a common chunk under 8 KB goes into the chunks that
        // use it instead of being one more request (decision 0056).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            {
              name: 'framework',
              test: packages('react', 'react-dom', 'scheduler', 'react-router', '@tanstack'),
            },
            {
              name: 'mantine',
              test: packages('@mantine', '@floating-ui'),
            },
          ],
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
