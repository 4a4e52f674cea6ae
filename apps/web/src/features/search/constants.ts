/**
 * The search limits of '@segla/core' (SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH), mirrored here:
 * a value import of '@segla/core' pulls zod and every schema into the first load. A unit
 * test (constants.test.ts) keeps them equal to the core's.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
