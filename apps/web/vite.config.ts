import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { routePages } from './build-plugins/route-pages.ts';
import { preloadedPages } from './src/app/preloaded-pages.ts';

const shellModules = new RegExp(
  [
    String.raw`src[\\/]lib[\\/](tokens|session|api-client|api-error|messages|format|query-client|create-store|notify|result-link|prefetch|connection|page-error|chunk-reload)\.ts$`,
    String.raw`src[\\/]lib[\\/]live[\\/]query-keys\.ts$`,
    // The Swedish collator (made on first use): lib/format.ts re-exports it, and the Målgång
    // loader warms it while the page loads (lib/warm-intl.ts).
    String.raw`packages[\\/]core[\\/]src[\\/]search[\\/]collation\.ts$`,
    // Only the hooks the shell uses: a form hook here would bring @mantine/form into the first load.
    String.raw`src[\\/]hooks[\\/](use-delayed-flag|use-document-title)\.ts$`,
    String.raw`src[\\/]components[\\/](app-link|button-class|sailing-card|status-badge|empty-state|query-error|delayed-loader|error-views|logo)\.tsx?$`,
    String.raw`src[\\/]features[\\/](auth[\\/]api[\\/]get-current-user|home[\\/]api[\\/]get-index-data|(auth|feedback)[\\/]stores[\\/][^\\/]+)\.ts$`,
    // The reads of a sailing and a series: a shared result link (`/?resultat=`) asks for its
    // data as soon as the entry runs, beside the result's code, not after it (decision 0041).
    String.raw`src[\\/]features[\\/](sailings[\\/]api[\\/]get-sailing(-results)?|series[\\/]api[\\/]get-series(-results)?)\.ts$`,
    String.raw`@tabler[\\/]icons-react[\\/].*[\\/](createReactComponent|defaultAttributes|Icon(ChevronRight|ExternalLink|MapPin|Menu2|Search|ShieldLock|Trophy|UserCircle|X))\.mjs$`,
  ].join('|'),
);

const firstLoadChunk = /assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Builds the Målgång page's service worker (src/features/finish/queue/offline/finish-sw.ts)
 * into dist/finish-sw.js after the app: one self-contained script (Workbox inlined) at the
 * root, so it may control the page's paths. A build of its own keeps it out of the app's
 * chunks and the app's chunks out of it.
 */
function finishServiceWorker(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
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

/**
 * Builds the embeddable board (embed.html → src/embed/main.ts; decision 0035) into dist/ after
 * the app: a build of its own, like the service worker's, so none of the app's chunks (React,
 * the shell, Mantine) end up in a page that loads inside other sites' frames, and the board
 * changes nothing in the app's chunks or the home page's first load. In development, the
 * board's paths are served embed.html (the server does so in production: plugins/spa.ts).
 */
function embedBoard(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
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
          rolldownOptions: { input: fileURLToPath(new URL('embed.html', import.meta.url)) },
        },
      });
    },
  };
}

/** Where the build lists the code the Målgång page opens later (finishOfflineAssets). */
const FINISH_OFFLINE_ASSETS = 'finish-offline-assets.json';

/**
 * The modules whose dynamic imports are the Målgång page's later code: its forms and overlays,
 * the parts shown only when there is something to show (a boat's codes, refused writes, the
 * sailors' reports), and the sailing's edit form (its action bar's "Redigera", not warmed on
 * that page).
 */
const finishLaterCode =
  /src[\\/](features[\\/]finish[\\/]components[\\/](lazy-forms|code-drawer|rejected-writes)\.tsx|app[\\/]routes[\\/]clubs[\\/]club-reported-finishes\.tsx|components[\\/]lazy-overlays\.ts|features[\\/]finish-reports[\\/]components[\\/]lazy-correct-finish-form\.tsx|features[\\/]sailings[\\/]components[\\/]sailing-actions\.tsx)$/;

/**
 * Lists in dist/finish-offline-assets.json the files of the code the Målgång page opens only
 * when asked (what `finishLaterCode`'s modules import dynamically), with everything they import
 * and their CSS. The page hands the list to its service worker, which fetches them into the
 * offline copy: "Ändra" and "Kod" open offline too, while the page itself evaluates none of
 * that code (zod, Mantine's overlays) until it is opened (decisions 0032, 0041).
 */
function finishOfflineAssets(): Plugin {
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
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>();
      const visit = (chunk: (typeof chunks)[number]) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) visit(next);
        }
      };
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => later.has(id))) visit(chunk);
      }
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
            // The live connection (client, cache rules, the zod-free message reader, and the
            // core's zod-free pieces they use) and the reads of a sailing and a series that it
            // keeps up to date: on the home page it loads right after the paint, so it must bring
            // neither zod (`forms`) nor Mantine (`club`, `sailing` import it); evaluating those
            // was the home page's longest task. A result page's loader fetches its data with
            // these reads, so the fetch no longer waits for Mantine (decision 0041). Also the live
            // notice and the lazy loader it uses, which bring Mantine only when shown: the result
            // and a club's pages show the notice. Only these modules, so nothing of the shell or
            // entry moves here.
            {
              name: 'live',
              includeDependenciesRecursively: false,
              test: /src[\\/]lib[\\/]live[\\/](live-connection|connect-live-cache|live-cache|live-client|live-state|read-live-message)\.ts$|src[\\/](lib[\\/]format-clock|stores[\\/]clock)\.ts$|src[\\/](lib[\\/]live[\\/]live-notice|components[\\/]lazy-component)\.tsx$|packages[\\/]core[\\/]src[\\/](sailing[\\/](order|filters|finish-reports)|live[\\/]topics|time[\\/](index|stockholm|duration)|scoring[\\/](elapsed-time|errors))\.ts$/,
            },
            // A sailing's result as a shared link opens it (`/?resultat=`): the inline result, the
            // sailing's result and the pieces every result page shows (tables, CSV and
            // print, print header), all plain markup, in one chunk that imports
            // neither Mantine nor zod: the tables paint as soon as it and the data are there
            // (decision 0041). Only these modules; the clocks and core pieces it needs are `live`'s.
            {
              name: 'result',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/](routes[\\/]home-inline-result|club-print-logo)\.tsx|features[\\/]sailings[\\/](components[\\/]sailing-result\.tsx|utils[\\/]finish-by\.ts)|components[\\/](result-(table|tools)\.tsx|print-header\.tsx|use-result-print-styles\.ts|result-print\.css))|@tabler[\\/]icons-react[\\/].*[\\/]Icon(ArrowLeft|Clock|MapPin|Users|Download|Printer)\.mjs$/,
            },
            // Mantine's overlays (modals, drawers, selects, popovers, tables with their scroll
            // area, @floating-ui under them) and our dialogs built on them: loaded with the first
            // one a page shows, and by the Målgång page and a sailing's tabs only when one opens
            // (components/lazy-overlays.ts; decision 0032), and what imports one of them (a
            // SegmentedControl its FloatingIndicator: in `mantine` it would import `overlays`,
            // which imports `mantine`, a loop scripts/chunk-cycles.mjs refuses). Only these
            // modules: Mantine's core stays in the `mantine` chunk.
            {
              name: 'overlays',
              includeDependenciesRecursively: false,
              test: /src[\\/]components[\\/](confirm-dialog|bottom-sheet|form[\\/]form-modal)\.tsx$|node_modules[\\/]@floating-ui[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Drawer|ScrollArea|Popover|Combobox|ComboboxPopover|Select|NativeSelect|Autocomplete|MultiSelect|TagsInput|Menu|Tooltip|HoverCard|Table|Cascader|TreeSelect|Tour|FloatingIndicator|SegmentedControl)[\\/]/,
            },
            // The route table of every page but home and its loaders: loaded on the first
            // navigation away from home. With `reads` and `live` it is Mantine- and zod-free, so
            // a page's data are asked for as soon as it is there, beside the page's code, not
            // after Mantine (app/route-loaders.ts; decision 0041).
            {
              name: 'routes',
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/](lazy-routes\.tsx|route-loaders\.ts)|lib[\\/]warm-intl\.ts)$/,
            },
            // The reads the loaders use (who may write, clubs, sailors, boat models, the change
            // log, the admin's lists), which pages share too: Mantine-free, in one small chunk
            // (a visitor's result page needs the club, not the route table). The reads of a
            // sailing and a series are in `live`. Also two small plain pieces the result and the
            // club's pages share, which load this chunk already: "Kopiera länk" (copy-link.ts and
            // its icon) and the result's state badge (the sailing's layout shows it); in
            // `result`, every club page would load the result's chunk (decision 0041).
            {
              name: 'reads',
              includeDependenciesRecursively: false,
              test: /src[\\/]app[\\/]routes[\\/]id-param\.ts$|src[\\/]features[\\/](auth[\\/]utils[\\/]can-manage-club|admin[\\/](api[\\/]get-[a-z-]+|utils[\\/]admin-tab)|clubs[\\/]api[\\/]get-clubs?|sailing-changes[\\/]api[\\/]get-sailing-changes|sailors[\\/]api[\\/]get-sailors?(-entries|-series)?|boat-models[\\/]api[\\/]get-boat-models)\.ts$|src[\\/](lib[\\/]copy-link\.ts|components[\\/]result-state-badge\.tsx)$|@tabler[\\/]icons-react[\\/].*[\\/]IconLink\.mjs$/,
            },
            // The plain pieces every club page shares (the overlays' lazy loaders, the core's
            // sailing rules and labels) and the small pieces several pages share (reads of courses
            // and boats; a place in words, refreshing a sailing, the "Kopiera länk" button) in one
            // chunk, so the entry's preload map names one file instead of a handful of small ones
            // (`npm run bench` measures the first load). Mantine-free, as the Målgång page loads
            // it and paints without Mantine; the forms' Mantine pieces are `forms`' (decision
            // 0041). The result pages' pieces are `result`'s, and "Prenumerera på kalendern" is
            // a chunk of its own.
            {
              name: 'club',
              // Only these modules: Mantine stays in its chunks, so a visitor's Mantine page does
              // not come to load the club's pieces, nor they Mantine's overlays.
              includeDependenciesRecursively: false,
              test: /src[\\/](components[\\/]lazy-overlays?|hooks[\\/]use-confirmed-action|features[\\/]auth[\\/]utils[\\/]password-repeat\.ts$|features[\\/](courses[\\/]api[\\/]get-club-courses|boats[\\/]api[\\/]get-boats|sailors[\\/]utils[\\/]place|sailing-changes[\\/]api[\\/]resolve-sailing-change)\.ts$|lib[\\/]live[\\/]refresh-sailing\.ts$|components[\\/]copy-link-button\.tsx$)|packages[\\/]core[\\/]src[\\/](sailing[\\/](lifecycle|entries|changes|codes|status|labels|index)\.ts$|series[\\/]|scoring[\\/]types\.ts$)|@tabler[\\/]icons-react[\\/].*[\\/]Icon(Pencil|Plus|CircleCheck|Trash|Dots)\.mjs$/,
            },
            // The forms' own pieces (the form hook, the schemas with zod, Mantine form), in one
            // chunk loaded by the first form a page opens, not by pages that only show things:
            // the Målgång page shows its clock and boats without them.
            {
              name: 'forms',
              test: /src[\\/]hooks[\\/]use-server-form\.ts$|node_modules[\\/](zod|@mantine[\\/]form)[\\/]|packages[\\/]core[\\/]src[\\/](index\.ts$|schemas[\\/])/,
            },
            // Mantine and what it brings, in one chunk loaded with the first page or modal that
            // uses it: one cached file instead of forty small ones, and a short preload map. Also
            // our small pieces every form shows (its alert, actions and password field): in
            // `club` they would bring Mantine to the Målgång page (decision 0041).
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|clsx|tslib)[\\/]|src[\\/]components[\\/](mantine[\\/]|(form[\\/]form-(alert|actions)|password-field)\.tsx$)|src[\\/]lib[\\/]theme\.ts$/,
            },
            // What every tab of a club's sailing shares (the club's and the sailing's layouts,
            // the tabs, the actions, the live notice; the reads are in `live`): one file instead of a
            // dozen small ones, which on a slow phone connection each cost a round trip before
            // the Målgång page or a result can show. After Mantine, which it must not capture.
            {
              name: 'sailing',
              // Only these modules: what they import stays where it is (the entry's live hook,
              // the shell), or the first load would come to need this chunk and Mantine.
              includeDependenciesRecursively: false,
              test: /src[\\/](app[\\/]routes[\\/]clubs[\\/](club|sailing)-layout\.tsx|components[\\/]tab-nav\.tsx|hooks[\\/]use-media-query\.ts|features[\\/]sailings[\\/]components[\\/]sailing-actions\.tsx)$/,
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
