/** `@segla/core/fees`: entry fees and Swish (issue 31), zod-free. */
export * from './swish.ts';
export * from './entry-fee.ts';
