import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const shellModules = new RegExp(
  [
    String.raw`src[\\/]lib[\\/](tokens|session|api-client|api-error|messages|format|query-client|create-store|notify|result-link|prefetch|connection|page-error|chunk-reload)\.ts$`,
    String.raw`src[\\/]lib[\\/]live[\\/]query-keys\.ts$`,
    String.raw`src[\\/]hooks[\\/][^\\/]+\.ts$`,
    String.raw`src[\\/]components[\\/](app-link|button-class|sailing-card|status-badge|empty-state|query-error|delayed-loader|error-views|logo)\.tsx?$`,
    String.raw`src[\\/]features[\\/](auth[\\/]api[\\/]get-current-user|home[\\/]api[\\/][^\\/]+|(auth|feedback)[\\/]stores[\\/][^\\/]+)\.ts$`,
    String.raw`@tabler[\\/]icons-react[\\/].*[\\/](createReactComponent|defaultAttributes|Icon(ChevronRight|ExternalLink|MapPin|Menu2|Search|ShieldLock|Trophy|UserCircle|X))\.mjs$`,
  ].join('|'),
);

const firstLoadChunk = /assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // The preload map of the lazy routes need not list the chunks of the first load: they
      // are always there before any lazy route loads. A shorter map is a smaller entry.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !firstLoadChunk.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in one chunk that compresses well and is cached across
            // releases; the rest (Mantine, features, pages) splits along the lazy routes.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The plain (Mantine-free) code the shell and home page share with other pages, in
            // one chunk instead of a dozen small ones: fewer requests, better compression. Only
            // modules that never import Mantine may be listed here, or Mantine joins the first
            // load (`npm run bench` measures it).
            { name: 'shell', test: shellModules },
            // Mantine and what it brings, in one chunk loaded with the first page or modal that
            // uses it: one cached file instead of forty small ones, and a short preload map.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|clsx|tslib)[\\/]|src[\\/]components[\\/]mantine[\\/]|src[\\/]lib[\\/]theme\.ts$/,
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
