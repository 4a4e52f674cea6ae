/** `@segla/core/club`: club roles, their labels and what they allow (zod-free). */
export * from './roles.ts';
