/** `@segla/core/prize-categories`: prize categories' rules, labels and limits (issue 32), zod-free. */
export * from './rules.ts';
