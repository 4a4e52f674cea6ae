import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/**
 * A gate in front of the app's transactions: once armed with `n`, the next `n` transactions
 * wait for each other before they begin. Requests racing past a service's check (which runs
 * before its transaction) then write together, whatever the scheduling of the database driver;
 * waiting outside the transaction holds no connection, so SQLite's single one stays free.
 * Give the app its `wrap` (`buildTestApp(kind, { wrapDatabase: gate.wrap })`).
 */
export function transactionGate() {
  let waiting: (() => void)[] = [];
  let count = Infinity;
  const release = () => {
    count = Infinity;
    for (const go of waiting) go();
    waiting = [];
  };
  const pass = () =>
    count === Infinity
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length >= count) release();
          // A test that starts fewer transactions than it armed for must not hang.
          else setTimeout(release, 2000);
        });
  const bound = <T extends object>(target: T, override: Partial<Record<keyof T, unknown>>) =>
    new Proxy(target, {
      get(object, property) {
        if (property in override) return override[property as keyof T];
        const value: unknown = Reflect.get(object, property, object);
        // Kysely's classes keep private fields: their methods must see the real object.
        return typeof value === 'function'
          ? ((value as (...args: unknown[]) => unknown).bind(object) as unknown)
          : value;
      },
    });
  return {
    /** The database as the app should see it. */
    wrap: (db: Kysely<DB>): Kysely<DB> => {
      return bound(db, {
        transaction: () => {
          const builder = db.transaction();
          return bound(builder, {
            execute: async <T>(
              work: (trx: Parameters<Parameters<typeof builder.execute>[0]>[0]) => Promise<T>,
            ) => {
              await pass();
              return builder.execute(work);
            },
          });
        },
      });
    },
    /** The next `n` transactions wait for each other (once). */
    arm: (n: number) => {
      count = n;
    },
  };
}
