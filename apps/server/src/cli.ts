import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { runCommand, UsageError, usage } from './cli/commands.ts';
import { MigrationError } from './db/migrate.ts';
import { errorMessage } from './error-message.ts';

/** `npm run segla -- <command> [options]`. Exit codes: 0 done, 1 failed, 2 bad arguments. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(usage);
    return command ? 0 : 2;
  }
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        slug: { type: 'string' },
        name: { type: 'string' },
        club: { type: 'string' },
        clubs: { type: 'string' },
        sailings: { type: 'string' },
        competitors: { type: 'string' },
        seed: { type: 'string' },
        force: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(`Felaktiga argument: ${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  try {
    const config = loadConfig();
    const message = await runCommand(command, values, config, positionals);
    console.log(message);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`Felaktig konfiguration: ${error.message}`);
      return 1;
    }
    if (error instanceof MigrationError) {
      // Says itself what failed and that the database is unchanged.
      console.error(error.message);
      return 1;
    }
    console.error(`Misslyckades: ${errorMessage(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
