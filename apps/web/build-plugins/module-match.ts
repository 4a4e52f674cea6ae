/**
 * Tests for the build's module ids, written as paths instead of long regular expressions
 * (chunk-groups.ts). A path's `/` matches either separator, so Windows ids match too.
 */

const SEPARATOR = String.raw`[\\/]`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
const pathSource = (path: string) => path.split('/').map(escape).join(SEPARATOR);

/** A part of a test: a regular expression's source, one alternative of `anyOf`. */
export type ModuleMatch = string;

/** Module ids ending in one of these files (a path from a folder up: `src/lib/format.ts`). */
export function files(...paths: string[]): ModuleMatch[] {
  return paths.map((path) => `${pathSource(path)}$`);
}

/**
 * Module ids of these files, also with a query after them: a stylesheet's ids carry one
 * (`?used`, `?inline`).
 */
export function filesWithQueries(...paths: string[]): ModuleMatch[] {
  return paths.map((path) => `${pathSource(path)}(\\?|$)`);
}

/** Module ids inside one of these folders (`node_modules/@mantine`, `packages/core/src/series`). */
export function folders(...paths: string[]): ModuleMatch[] {
  return paths.map((path) => `${pathSource(path)}${SEPARATOR}`);
}

/** The modules of these npm packages. */
export function packages(...names: string[]): ModuleMatch[] {
  return folders(...names.map((name) => `node_modules/${name}`));
}

/** These files of @tabler/icons-react (`IconX`, or its shared `createReactComponent`). */
export function icons(...names: string[]): ModuleMatch[] {
  return [
    String.raw`@tabler${SEPARATOR}icons-react${SEPARATOR}.*${SEPARATOR}(${names.join('|')})\.mjs$`,
  ];
}

/** One test matching any of the parts. */
export function anyOf(...parts: ModuleMatch[][]): RegExp {
  return new RegExp(parts.flat().join('|'));
}
