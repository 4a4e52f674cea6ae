import { DEFAULT_WEB_ROOT, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { describeSeed, hasAnyClub, seedDemo } from './demo/seed-demo.ts';

/**
 * `npm start`: migrate, then serve the API and the SPA on PORT. SIGTERM/SIGINT turn readiness
 * off (`/readyz` 503) and keep serving for SHUTDOWN_DRAIN_MS, then stop accepting, let requests
 * in flight finish, close the database and exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Segla kan inte starta: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: true, webRoot: DEFAULT_WEB_ROOT });
  if (config.demoData && !(await hasAnyClub(database.db))) {
    const summary = await seedDemo(database.db);
    if (summary) app.log.info(describeSeed(summary));
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness off first: a load balancer stops sending visitors during the drain delay,
    // while requests already on their way (and every route but /readyz) are still served.
    app.drain();
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Segla kunde inte starta:', error);
  process.exit(1);
});
