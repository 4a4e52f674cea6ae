import { DEFAULT_WEB_ROOT, buildApp } from './app.ts';
import { startDailyBackups } from './backup/daily-backups.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { describeSeed, hasAnyClub, seedDemo } from './demo/seed-demo.ts';
import { databaseErrorMessage, listenErrorMessage } from './startup-errors.ts';

/**
 * `npm start`: migrate, then serve the API and the SPA on PORT. SIGTERM/SIGINT turn readiness
 * off (`/readyz` 503) and keep serving for SHUTDOWN_DRAIN_MS, then stop accepting, let requests
 * in flight finish, close the database and exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(configEnv(process.argv.slice(2)));
  } catch (error) {
    stop(error instanceof ConfigError ? error.message : null, error);
  }

  let database: Database | undefined;
  try {
    database = createDatabase(config.databaseUrl);
    await migrateToLatest(database.db);
  } catch (error) {
    await database?.close().catch(() => undefined);
    stop(databaseErrorMessage(error, config), error);
  }
  const app = await buildApp({ config, database, logger: true, webRoot: DEFAULT_WEB_ROOT });
  if (config.demoData && !(await hasAnyClub(database.db))) {
    const summary = await seedDemo(database.db);
    if (summary) app.log.info(describeSeed(summary));
  }

  // BACKUP_DIR: a backup a day, the last BACKUP_KEEP kept (decision 0042).
  const backups = startDailyBackups({ config, log: app.log });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness off first: a load balancer stops sending visitors during the drain delay,
    // while requests already on their way (and every route but /readyz) are still served.
    app.drain();
    backups.stop();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    stop(listenErrorMessage(error, config), error);
  }
}

/**
 * The environment the configuration is read from. `--dev` (`npm run dev`) sets no drain delay,
 * as SHUTDOWN_DRAIN_MS=0 would: `node --watch` restarts with SIGTERM on every saved change and
 * no load balancer is in front. An argument rather than a shell prefix (`VAR=0 node …`), which
 * Windows shells do not understand.
 */
function configEnv(args: readonly string[]): NodeJS.ProcessEnv {
  return args.includes('--dev') ? { ...process.env, SHUTDOWN_DRAIN_MS: '0' } : process.env;
}

/**
 * Stops the start with one Swedish line (docs/product.md §10): the known causes name the
 * variable to change; anything else is a fault of ours, printed with its stack.
 */
function stop(message: string | null, error: unknown): never {
  if (message !== null) console.error(`Segla kan inte starta: ${message}`);
  else console.error('Segla kunde inte starta:', error);
  process.exit(1);
}

main().catch((error: unknown) => stop(null, error));
