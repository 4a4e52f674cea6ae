/**
 * Factories, one place for each thing a test needs: plain functions taking the app (for
 * accounts and requests) or the database (for rows) and overrides, returning what they made.
 *
 * - accounts: sailors registered through the API, club and staff accounts, signed-in actors
 * - clubs, sailors, boats, sailings: rows straight into the database, search words indexed
 * - api: series, sailings, start groups and competitors through the write endpoints
 * - uploads: images and multipart bodies; inspect: row counts, search words, domain events
 */
export * from './factories/accounts.ts';
export * from './factories/api.ts';
export * from './factories/boats.ts';
export * from './factories/clubs.ts';
export * from './factories/inspect.ts';
export * from './factories/sailings.ts';
export * from './factories/sailors.ts';
export * from './factories/uploads.ts';
