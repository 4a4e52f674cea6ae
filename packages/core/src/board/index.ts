/** `@segla/core/board`: the notice board's and protests' kinds, labels and limits (zod-free). */
export * from './labels.ts';
export * from './limits.ts';
