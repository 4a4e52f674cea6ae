// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's feature folders (apps/web/src/features/<feature>/). */
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url));

/** Node built-ins that do I/O; the pure core must not reach for them. */
const ioModules = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'dgram',
  'dns',
  'tls',
  'worker_threads',
  'cluster',
  'process',
  'os',
];

/** The core's import fence (the pure core imports nothing from the apps and does no I/O). */
const coreImportFence = {
  paths: ioModules.flatMap((name) => [
    { name, message: 'packages/core is pure: no I/O.' },
    { name: `node:${name}`, message: 'packages/core is pure: no I/O.' },
  ]),
  patterns: [
    {
      group: ['@segla/server', '@segla/server/*', '@segla/web', '@segla/web/*'],
      message: 'packages/core must not import from the apps.',
    },
    {
      group: ['**/apps/**', '../../apps/*'],
      message: 'packages/core must not import from the apps.',
    },
  ],
};

/**
 * The core's zod-free subpaths (`@segla/core/time`, `/format`, `/sailing`, `/search`,
 * `/series`, `/club`, `/board`, `/fees`, `/tally`, `/prize-categories`): the web app's first
 * load imports them, so they must not bring zod, nor the schemas that do (decision 0022).
 */
const zodFreeCoreFolders = [
  'time',
  'format',
  'sailing',
  'search',
  'series',
  'club',
  'board',
  'fees',
  'tally',
  'prize-categories',
];
/** Zod-free files in a folder that is not (`@segla/core/live` is live/topics.ts alone). */
const zodFreeCoreFiles = ['packages/core/src/live/topics.ts'];

/** The server's own fence: it never reaches into the web app. */
const serverImportPatterns = [
  { group: ['@segla/web', '**/apps/web/**'], message: 'Use @segla/core.' },
];

/** Kysely's query builders: SQL is written in repositories, src/db/ and migrations only. */
const QUERY_BUILDERS =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom';
const SQL_FENCE_MESSAGE =
  'SQL belongs in a *-repository.ts (or src/db/): call a repository function from here.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Plain JavaScript (configs, small scripts) is linted without type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The import fence: the pure core imports nothing from the apps and does no I/O.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', coreImportFence],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'packages/core is pure: no I/O.' },
        { name: 'process', message: 'packages/core is pure: no I/O.' },
        { name: 'XMLHttpRequest', message: 'packages/core is pure: no I/O.' },
        { name: 'WebSocket', message: 'packages/core is pure: no I/O.' },
      ],
    },
  },
  {
    // The zod-free subpaths of the core import neither zod nor the schemas (which do).
    files: [
      ...zodFreeCoreFolders.map((folder) => `packages/core/src/${folder}/**/*.ts`),
      ...zodFreeCoreFiles,
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...coreImportFence.paths,
            { name: 'zod', message: 'A zod-free subpath of @segla/core: no zod here.' },
          ],
          patterns: [
            ...coreImportFence.patterns,
            {
              group: ['zod/*', '**/schemas', '**/schemas/**', '**/live/**', '../index.ts'],
              message: 'A zod-free subpath of @segla/core: import neither zod nor the schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server never reaches into the web app's sources, nor the web app into the server.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverImportPatterns }],
    },
  },
  {
    // SQL only in repositories, src/db/ (the driver, migrations) and tests: services, routes,
    // the command line and the demo seeding call repository functions. Transactions
    // (`db.transaction()`) stay with the services that decide what is one change.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*-repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_FENCE_MESSAGE }],
          patterns: serverImportPatterns,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee > Identifier.property[name=/^(${QUERY_BUILDERS})$/]`,
          message: SQL_FENCE_MESSAGE,
        },
        {
          selector: "ImportExpression[source.value='kysely']",
          message: SQL_FENCE_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@segla/server', '**/apps/server/**'], message: 'Use @segla/core.' },
          ],
        },
      ],
    },
  },
  // Import boundaries of the web app (as bulletproof-react): a feature imports neither app/ nor
  // another feature (app/ composes them), and shared code (components, lib, hooks, stores)
  // imports neither features nor app/. One block per feature, so it knows which are others.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '**/app'], message: 'Features must not import from app/.' },
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `../${other}`,
                  `../${other}/**`,
                  `../../${other}`,
                  `../../${other}/**`,
                  `**/features/${other}/**`,
                ]),
              message: 'Features must not import each other: compose them in app/.',
            },
            { group: ['@segla/server', '**/apps/server/**'], message: 'Use @segla/core.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,hooks,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/app/*', '**/app'],
              message: 'Shared code must not import features or app/.',
            },
            { group: ['@segla/server', '**/apps/server/**'], message: 'Use @segla/core.' },
          ],
        },
      ],
    },
  },
);
