import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server tests hash passwords with argon2 (19 MiB each) and open real databases; two
    // workers suit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Above the 10-second wait for a signal (src/test/waits.ts), so a slow wait fails
          // with what it waited for, not with a test timeout.
          testTimeout: 30_000,
        },
      },
      {
        // The home page's first-load budget (apps/web/scripts/first-load.test.mjs): a Vite
        // build into a temporary folder, in Node.
        test: {
          name: 'web-size',
          root: './apps/web',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
