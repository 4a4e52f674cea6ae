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
    // No preload links for a lazy chunk's imports: the browser finds them in the chunk. Vite's
    // helper compared each import with every link already in the page, 70 ms of a phone's
    // main thread on a result page, more than the round trip it saved (decision 0055).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Two vendor chunks, cached across releases: the framework, and Mantine, which only
        // the pages that use it load (not the home page or Målgång, decision 0055). The rest
        // splits along the lazy routes.
        codeSplitting: {
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
