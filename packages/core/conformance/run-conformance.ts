/**
 * Conformance runner: scores every YAML case under a directory with the scoring core and checks
 * the results against the case's expectations.
 *
 *   npm run test:conformance [-- <directory>]   (default: fixtures/conformance/sailscoring)
 *
 * Prints one line per case (ok / FAIL with the differences), then `N passed, N failed`. Exits 1
 * when a case fails or none is found.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { isScoringValidationError, scoreSeries } from '../src/scoring/index.ts';
import { caseSchema } from './case-schema.ts';
import { checkCase } from './check-case.ts';
import { mapCase } from './map-case.ts';

/** Every .yaml/.yml file under `directory`, sorted. */
async function findCases(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Runs one case: the differences found, or the error that stopped it. */
async function runCase(file: string): Promise<string[]> {
  try {
    const conformanceCase = caseSchema.parse(parse(await readFile(file, 'utf8')));
    const mapped = mapCase(conformanceCase);
    return checkCase(conformanceCase, mapped, scoreSeries(mapped.input));
  } catch (error) {
    if (isScoringValidationError(error)) {
      return [`scoring rejected the input: ${error.code}: ${error.message}`];
    }
    if (error instanceof z.ZodError) return [`not a valid case:\n${z.prettifyError(error)}`];
    return [`error: ${error instanceof Error ? error.message : String(error)}`];
  }
}

async function main(): Promise<number> {
  const directory = process.argv[2]
    ? path.resolve(process.cwd(), process.argv[2])
    : fileURLToPath(new URL('../../../fixtures/conformance/sailscoring/', import.meta.url));
  let files: string[];
  try {
    files = await findCases(directory);
  } catch (error) {
    console.error(
      `cannot read ${directory}: ${error instanceof Error ? error.message : String(error)}`,
    );
    files = [];
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const name = path.relative(directory, file);
    const differences = await runCase(file);
    if (differences.length === 0) {
      passed += 1;
      console.log(`ok   ${name}`);
    } else {
      failed += 1;
      console.log(`FAIL ${name}`);
      for (const difference of differences) {
        console.log(difference.replace(/^/gm, '       '));
      }
    }
  }
  if (files.length === 0) console.error(`no YAML case found in ${directory}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || files.length === 0 ? 1 : 0;
}

process.exitCode = await main();
