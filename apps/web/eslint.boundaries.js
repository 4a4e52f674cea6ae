// @ts-check
/**
 * Import boundaries of the web app (as bulletproof-react): shared code never imports features
 * or app; features never import each other or app. Zones for eslint-plugin-import-x's
 * `no-restricted-paths`, used by the root eslint.config.js.
 */
export const webImportZones = [
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import from app/.',
  },
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/hooks',
      './apps/web/src/lib',
      './apps/web/src/stores',
      './apps/web/src/utils',
      './apps/web/src/types',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not import features or app/.',
  },
];
