import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/**
 * Builds the embeddable board (embed.html → src/embed/main.ts; decision 0035) into dist/ after
 * the app: a build of its own, like the service worker's, so none of the app's chunks (React,
 * the shell, Mantine) end up in a page that loads inside other sites' frames, and the board
 * changes nothing in the app's chunks or the home page's first load. In development, the
 * board's paths are served embed.html (the server does so in production: plugins/spa.ts).
 */
export function embedBoard(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let outDir = 'dist';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'segla-embed-board',
    configResolved(config) {
      outDir = config.build.outDir;
      command = config.command;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/embed\//.test(request.url)) request.url = '/embed.html';
        next();
      });
    },
    async closeBundle() {
      if (command !== 'build') return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          // One script and one stylesheet: no preload helper needed.
          modulePreload: false,
          rolldownOptions: { input: fileURLToPath(new URL('../embed.html', import.meta.url)) },
        },
      });
    },
  };
}
