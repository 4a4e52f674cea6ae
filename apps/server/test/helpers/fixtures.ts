/** The repository's own test fixtures (fixtures/README.md): every test reads them from here. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** fixtures/conformance/sailwave/: real Sailwave files with Sailwave's own results. */
export const SAILWAVE_FIXTURES = fileURLToPath(
  new URL('../../../../fixtures/conformance/sailwave/', import.meta.url),
);

/** Every `.blw` file under `dir`, at any depth, sorted. */
export function blwFiles(dir: string = SAILWAVE_FIXTURES): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.blw'))
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}
