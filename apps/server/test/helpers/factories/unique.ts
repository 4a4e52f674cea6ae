import { randomBytes } from 'node:crypto';

/** Shared by the factories: unique parts of names, slugs and e-mail addresses. */

let counter = 0;

/** A part no other call returns, so tests can share one database. */
export const unique = () => `${++counter}-${randomBytes(2).toString('hex')}`;

/** The current time as the database keeps it. */
export const now = () => new Date().toISOString();

/** Rows per insert statement: SQLite takes at most 32 766 parameters per statement. */
export const CHUNK = 500;
