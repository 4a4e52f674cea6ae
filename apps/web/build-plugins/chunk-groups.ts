import { anyOf, files, filesWithQueries, folders, icons, packages } from './module-match.ts';

/**
 * The plain (Mantine-free) code the shell and home page share with other pages, in one chunk
 * instead of a dozen small ones: fewer requests, better compression. Only modules that never
 * import Mantine may be listed here, or Mantine joins the first load (`npm run bench`
 * measures it).
 */
const shellModules = anyOf(
  files(
    ...[
      'tokens',
      'session',
      'api-client',
      'api-error',
      'messages',
      'format',
      'query-client',
      'create-store',
      'notify',
      'result-link',
      'prefetch',
      'connection',
      'page-error',
      'chunk-reload',
    ].map((name) => `src/lib/${name}.ts`),
    'src/lib/live/query-keys.ts',
    // The Swedish collator (made on first use): lib/format.ts re-exports it, and the Målgång
    // loader warms it while the page loads (lib/warm-intl.ts).
    'packages/core/src/search/collation.ts',
    // Only the hooks the shell uses: a form hook here would bring @mantine/form into the first load.
    'src/hooks/use-delayed-flag.ts',
    'src/hooks/use-document-title.ts',
    'src/components/app-link.tsx',
    'src/components/button-class.ts',
    'src/components/sailing-card.tsx',
    'src/components/status-badge.tsx',
    'src/components/empty-state.tsx',
    'src/components/query-error.tsx',
    'src/components/delayed-loader.tsx',
    'src/components/error-views.tsx',
    'src/components/logo.tsx',
    'src/features/auth/api/get-current-user.ts',
    'src/features/home/api/get-index-data.ts',
    'src/features/auth/stores/login-modal.ts',
    'src/features/auth/stores/login-notice.ts',
    'src/features/feedback/stores/feedback-modal.ts',
    // The reads of a sailing and a series: a shared result link (`/?resultat=`) asks for its
    // data as soon as the entry runs, beside the result's code, not after it (decision 0041).
    'src/features/sailings/api/get-sailing.ts',
    'src/features/sailings/api/get-sailing-results.ts',
    'src/features/series/api/get-series.ts',
    'src/features/series/api/get-series-results.ts',
  ),
  icons(
    'createReactComponent',
    'defaultAttributes',
    'IconChevronRight',
    'IconExternalLink',
    'IconMapPin',
    'IconMenu2',
    'IconSearch',
    'IconShieldLock',
    'IconTrophy',
    'IconUserCircle',
    'IconX',
  ),
);

/** The first load's chunks, which index.html preloads (decision 0022). */
export const firstLoadChunk = /assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * The app's chunks (rolldown's code-splitting groups, in priority order). Every group names
 * its modules; the comments say why they go together (decisions 0022, 0032, 0041).
 */
export const chunkGroups = [
  // What every page needs, in one chunk that compresses well and is cached across
  // releases; the rest (Mantine, features, pages) splits along the lazy routes.
  {
    name: 'framework',
    test: anyOf(packages('react', 'react-dom', 'scheduler', 'react-router', '@tanstack')),
  },
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
    test: anyOf(
      files(
        ...['live-connection', 'connect-live-cache', 'live-cache', 'live-client', 'live-state'].map(
          (name) => `src/lib/live/${name}.ts`,
        ),
        'src/lib/live/read-live-message.ts',
        'src/lib/format-clock.ts',
        'src/stores/clock.ts',
        'src/lib/live/live-notice.tsx',
        'src/components/lazy-component.tsx',
        ...[
          'sailing/order',
          'sailing/filters',
          'sailing/finish-reports',
          'live/topics',
          'time/index',
          'time/stockholm',
          'time/duration',
          'scoring/elapsed-time',
          'scoring/errors',
        ].map((name) => `packages/core/src/${name}.ts`),
      ),
    ),
  },
  // A sailing's result as a shared link opens it (`/?resultat=`): the inline result, the
  // sailing's result and the pieces every result page shows (tables, CSV and
  // print, print header), all plain markup, in one chunk that imports
  // neither Mantine nor zod: the tables paint as soon as it and the data are there
  // (decision 0041). Only these modules; the clocks and core pieces it needs are `live`'s.
  {
    name: 'result',
    includeDependenciesRecursively: false,
    test: anyOf(
      filesWithQueries(
        'src/app/routes/home-inline-result.tsx',
        'src/app/club-print-logo.tsx',
        'src/features/sailings/components/sailing-result.tsx',
        'src/features/sailings/utils/finish-by.ts',
        'src/components/result-table.tsx',
        'src/components/result-tools.tsx',
        'src/components/print-header.tsx',
        'src/components/use-result-print-styles.ts',
        'src/components/result-print.css',
      ),
      icons('IconArrowLeft', 'IconClock', 'IconMapPin', 'IconUsers', 'IconDownload', 'IconPrinter'),
    ),
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
    test: anyOf(
      files(
        'src/components/confirm-dialog.tsx',
        'src/components/bottom-sheet.tsx',
        'src/components/form/form-modal.tsx',
      ),
      packages('@floating-ui'),
      folders(
        ...[
          'Modal',
          'ModalBase',
          'Drawer',
          'ScrollArea',
          'Popover',
          'Combobox',
          'ComboboxPopover',
          'Select',
          'NativeSelect',
          'Autocomplete',
          'MultiSelect',
          'TagsInput',
          'Menu',
          'Tooltip',
          'HoverCard',
          'Table',
          'Cascader',
          'TreeSelect',
          'Tour',
          'FloatingIndicator',
          'SegmentedControl',
        ].map((name) => `node_modules/@mantine/core/esm/components/${name}`),
      ),
    ),
  },
  // The route table of every page but home and its loaders: loaded on the first
  // navigation away from home. With `reads` and `live` it is Mantine- and zod-free, so
  // a page's data are asked for as soon as it is there, beside the page's code, not
  // after Mantine (app/route-loaders.ts; decision 0041).
  {
    name: 'routes',
    includeDependenciesRecursively: false,
    test: anyOf(
      files('src/app/lazy-routes.tsx', 'src/app/route-loaders.ts', 'src/lib/warm-intl.ts'),
    ),
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
    test: anyOf(
      files(
        'src/app/routes/id-param.ts',
        'src/features/auth/utils/can-manage-club.ts',
        'src/features/admin/utils/admin-tab.ts',
        'src/features/clubs/api/get-club.ts',
        'src/features/clubs/api/get-clubs.ts',
        'src/features/sailing-changes/api/get-sailing-changes.ts',
        'src/features/sailors/api/get-sailor.ts',
        'src/features/sailors/api/get-sailors.ts',
        'src/features/sailors/api/get-sailor-entries.ts',
        'src/features/sailors/api/get-sailor-series.ts',
        'src/features/boat-models/api/get-boat-models.ts',
        'src/lib/copy-link.ts',
        'src/components/result-state-badge.tsx',
      ),
      // Every read of the admin area (get-accounts.ts, get-admin-clubs.ts, …).
      [String.raw`src[\\/]features[\\/]admin[\\/]api[\\/]get-[a-z-]+\.ts$`],
      icons('IconLink'),
    ),
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
    test: anyOf(
      files(
        'src/components/lazy-overlay.tsx',
        'src/components/lazy-overlays.ts',
        'src/hooks/use-confirmed-action.ts',
        'src/features/auth/utils/password-repeat.ts',
        'src/features/courses/api/get-club-courses.ts',
        'src/features/boats/api/get-boats.ts',
        'src/features/sailors/utils/place.ts',
        'src/features/sailing-changes/api/resolve-sailing-change.ts',
        'src/lib/live/refresh-sailing.ts',
        'src/components/copy-link-button.tsx',
        ...['lifecycle', 'entries', 'changes', 'codes', 'status', 'labels', 'index'].map(
          (name) => `packages/core/src/sailing/${name}.ts`,
        ),
        'packages/core/src/scoring/types.ts',
      ),
      folders('packages/core/src/series'),
      icons('IconPencil', 'IconPlus', 'IconCircleCheck', 'IconTrash', 'IconDots'),
    ),
  },
  // The forms' own pieces (the form hook, the schemas with zod, Mantine form), in one
  // chunk loaded by the first form a page opens, not by pages that only show things:
  // the Målgång page shows its clock and boats without them.
  {
    name: 'forms',
    test: anyOf(
      files('src/hooks/use-server-form.ts', 'packages/core/src/index.ts'),
      packages('zod', '@mantine/form'),
      folders('packages/core/src/schemas'),
    ),
  },
  // Mantine and what it brings, in one chunk loaded with the first page or modal that
  // uses it: one cached file instead of forty small ones, and a short preload map. Also
  // our small pieces every form shows (its alert, actions and password field): in
  // `club` they would bring Mantine to the Målgång page (decision 0041).
  {
    name: 'mantine',
    test: anyOf(
      packages(
        '@mantine',
        '@floating-ui',
        'react-remove-scroll',
        'react-remove-scroll-bar',
        'react-style-singleton',
        'use-callback-ref',
        'use-sidecar',
        'get-nonce',
        'detect-node-es',
        'aria-hidden',
        'react-textarea-autosize',
        'use-composed-ref',
        'use-isomorphic-layout-effect',
        'use-latest',
        'clsx',
        'tslib',
      ),
      folders('src/components/mantine'),
      files(
        'src/components/form/form-alert.tsx',
        'src/components/form/form-actions.tsx',
        'src/components/password-field.tsx',
        'src/lib/theme.ts',
      ),
    ),
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
    test: anyOf(
      files(
        'src/app/routes/clubs/club-layout.tsx',
        'src/app/routes/clubs/sailing-layout.tsx',
        'src/components/tab-nav.tsx',
        'src/hooks/use-media-query.ts',
        'src/features/sailings/components/sailing-actions.tsx',
      ),
    ),
  },
];
